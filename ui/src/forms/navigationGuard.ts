/**
 * Holds navigations while a form has unsaved changes (D19), for every way of leaving a page:
 * history.pushState / replaceState (the links of every area and of the shell, react-router's
 * navigate, single-spa's navigateToUrl), the browser's Back and Forward (the Navigation API's
 * cancelable traversal, else popstate) and closing the tab (beforeunload).
 *
 * Why at the history level: the areas and the shell each run their own react-router, and single-spa
 * tells every router about a change with a synthetic popstate as soon as the URL moves; a blocker in
 * one router, or single-spa's own cancelNavigation, comes after the other routers have already shown
 * the next page. A held pushState leaves the URL where it is, so no router sees a change; the
 * navigation is replayed through the same (single-spa-patched) function when the user leaves.
 */

export type Navigation = () => void;
/** Asked when a navigation is held: call `proceed` to leave, or nothing to stay. */
export type HoldHandler = (proceed: Navigation) => void;

interface Guard {
  onHold: HoldHandler;
}

const guards = new Set<Guard>();
let installed: {
  pushState: History['pushState'];
  replaceState: History['replaceState'];
  ours: { pushState: History['pushState']; replaceState: History['replaceState'] };
} | null = null;
/** The address the guarded page stands on (restored after a held Back or Forward). */
let guardedUrl = '';
/** Set while a held navigation is being replayed, so it passes. */
let replaying = false;

const activeGuard = () => [...guards].at(-1);

const pathOf = (url: string | URL | null | undefined): string | null => {
  if (url == null) return null;
  const target = new URL(String(url), window.location.href);
  return target.pathname + target.search;
};
const currentPath = () => window.location.pathname + window.location.search;

function hold(proceed: Navigation) {
  const guard = activeGuard();
  if (!guard) return proceed();
  guard.onHold(() => {
    replaying = true;
    try {
      proceed();
    } finally {
      replaying = false;
    }
  });
}

function wrap(method: 'pushState' | 'replaceState', original: History['pushState']): History['pushState'] {
  return function guardedUpdate(this: History, data, unused, url) {
    const target = pathOf(url);
    if (replaying || guards.size === 0 || target === null || target === currentPath()) {
      original.call(this, data, unused, url);
      guardedUrl = window.location.href;
      return;
    }
    hold(() => window.history[method](data, unused, url));
  };
}

function onPopState(event: PopStateEvent) {
  if (replaying || guards.size === 0 || currentPath() === pathOf(guardedUrl)) return;
  // Seen before any router: the address goes back to the form, and nothing else hears of the move.
  event.stopImmediatePropagation();
  History.prototype.pushState.call(window.history, window.history.state, '', guardedUrl);
  hold(() => window.history.back());
}

/** The Navigation API's part, where the browser has it (Chromium): only what this file uses. */
interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { key: string };
}
interface NavigationApi extends EventTarget {
  traverseTo(key: string): unknown;
}
const navigationApi = (): NavigationApi | undefined => (window as { navigation?: NavigationApi }).navigation;
/** A traversal let through on purpose (the user chose to leave). */
let allowedTraverseKey: string | null = null;

/**
 * Back and Forward, where the browser lets a script cancel them before the address changes (the
 * Navigation API): the page never moves, so no router hears of it. Elsewhere onPopState does it.
 */
function onNavigate(event: Event) {
  const navigation = event as TraverseEvent;
  if (navigation.navigationType !== 'traverse' || guards.size === 0 || !navigation.cancelable) return;
  const key = navigation.destination.key;
  if (key === allowedTraverseKey) {
    allowedTraverseKey = null;
    return;
  }
  event.preventDefault();
  hold(() => {
    allowedTraverseKey = key;
    navigationApi()?.traverseTo(key);
  });
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (guards.size === 0) return;
  event.preventDefault();
  // Older browsers show their prompt only when returnValue is set.
  event.returnValue = '';
}

/**
 * The browser's own addEventListener / removeEventListener of window: single-spa replaces
 * window.addEventListener to queue popstate listeners behind its own rerouting.
 */
function nativeListenerMethod(name: 'addEventListener' | 'removeEventListener'): Window['addEventListener'] {
  let holder: object | null = Object.getPrototypeOf(window);
  while (holder && !Object.hasOwn(holder, name)) holder = Object.getPrototypeOf(holder);
  return (holder as Window | null)?.[name] ?? window[name];
}

function install() {
  if (installed) return;
  const pushState = window.history.pushState;
  const replaceState = window.history.replaceState;
  const ours = { pushState: wrap('pushState', pushState), replaceState: wrap('replaceState', replaceState) };
  installed = { pushState, replaceState, ours };
  window.history.pushState = ours.pushState;
  window.history.replaceState = ours.replaceState;
  navigationApi()?.addEventListener('navigate', onNavigate);
  // Capturing on window runs before the routers' own popstate listeners.
  nativeListenerMethod('addEventListener').call(window, 'popstate', onPopState as EventListener, true);
  window.addEventListener('beforeunload', onBeforeUnload);
}

function uninstall() {
  if (!installed) return;
  // Another script may have wrapped the history after us: only what is still ours is put back.
  if (window.history.pushState === installed.ours.pushState) window.history.pushState = installed.pushState;
  if (window.history.replaceState === installed.ours.replaceState)
    window.history.replaceState = installed.replaceState;
  navigationApi()?.removeEventListener('navigate', onNavigate);
  nativeListenerMethod('removeEventListener').call(window, 'popstate', onPopState as EventListener, true);
  window.removeEventListener('beforeunload', onBeforeUnload);
  installed = null;
}

/** Starts holding navigations for one form; the returned function stops it. */
export function guardNavigation(onHold: HoldHandler): () => void {
  const guard: Guard = { onHold };
  guards.add(guard);
  guardedUrl = window.location.href;
  install();
  return () => {
    guards.delete(guard);
    if (guards.size === 0) uninstall();
  };
}
