// Helpers for the modal focus trap.

const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Where the focus goes when the element it belonged to is gone: the page's heading, else its main region. */
function focusPageHeading(main: Element | null) {
  if (!(main instanceof HTMLElement)) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Gives the focus back to a closed dialog's opener, and keeps it on the page when the opener goes:
 * a confirmed deletion removes the opener's row a moment later (or a menu item closed with its
 * menu), and the focus would fall to the document's start, where a keyboard user loses their place.
 * Then the page's heading takes it. Watched for `watchMs` after the close.
 */
export function returnFocusTo(opener: HTMLElement | null, watchMs = 10_000) {
  if (!opener) return;
  const main = opener.closest('main') ?? document.querySelector('main');
  if (!opener.isConnected) {
    focusPageHeading(main);
    return;
  }
  opener.focus();
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) focusPageHeading(main);
  });
  const timer = setTimeout(() => stop(), watchMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Keeps Tab and Shift+Tab cycling inside the container. Returns true when it moved focus. */
export function trapTab(container: HTMLElement, event: KeyboardEvent): boolean {
  const tabbables = tabbablesIn(container);
  if (tabbables.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active) || active === container;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

// Open modals, innermost last: only the top one reacts to Escape and Tab, and shows the toast.
const openModals: symbol[] = [];
const modalListeners = new Set<() => void>();
let savedBodyOverflow = '';

function emitModals(): void {
  for (const listener of modalListeners) listener();
}

export function pushModal(token: symbol): void {
  if (openModals.length === 0) {
    savedBodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals.push(token);
  emitModals();
}

export function popModal(token: symbol): void {
  const index = openModals.indexOf(token);
  if (index >= 0) openModals.splice(index, 1);
  if (openModals.length === 0) document.body.style.overflow = savedBodyOverflow;
  emitModals();
}

export function isTopModal(token: symbol): boolean {
  return openModals[openModals.length - 1] === token;
}

export function isAnyModalOpen(): boolean {
  return openModals.length > 0;
}

/** Told whenever a modal opens or closes (for useSyncExternalStore). */
export function subscribeModals(listener: () => void): () => void {
  modalListeners.add(listener);
  return () => {
    modalListeners.delete(listener);
  };
}
