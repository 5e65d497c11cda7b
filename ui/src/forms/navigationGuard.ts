/**
 * Holds navigations while a form has unsaved changes (D19), for every way of leaving a page:
 * history.pushState / replaceState (the links of every area and of the shell, react-router's
 * navigate, single-spa's navigateToUrl), the browser's Back and Forward (popstate) and closing the tab
 * (beforeunload).
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

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (guards.size === 0) return;
  event.preventDefault();
  // Older browsers show their prompt only when returnValue is set.
  event.returnValue = '';
}

function install() {
  if (installed) return;
  const pushState = window.history.pushState;
  const replaceState = window.history.replaceState;
  const ours = { pushState: wrap('pushState', pushState), replaceState: wrap('replaceState', replaceState) };
  installed = { pushState, replaceState, ours };
  window.history.pushState = ours.pushState;
  window.history.replaceState = ours.replaceState;
  // Capturing on window runs before the routers' own popstate listeners (single-spa, react-router).
  window.addEventListener('popstate', onPopState, true);
  window.addEventListener('beforeunload', onBeforeUnload);
}

function uninstall() {
  if (!installed) return;
  // Another script may have wrapped the history after us: only what is still ours is put back.
  if (window.history.pushState === installed.ours.pushState) window.history.pushState = installed.pushState;
  if (window.history.replaceState === installed.ours.replaceState)
    window.history.replaceState = installed.replaceState;
  window.removeEventListener('popstate', onPopState, true);
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
