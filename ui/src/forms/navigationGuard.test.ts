import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardNavigation, type Navigation } from './navigationGuard.ts';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  window.history.replaceState(null, '', '/');
});

describe('guardNavigation (D19)', () => {
  it('holds a pushState to another page until the user leaves, and replays it then', () => {
    window.history.replaceState(null, '', '/create-quote');
    let held: Navigation | null = null;
    stop = guardNavigation((proceed) => {
      held = proceed;
    });
    window.history.pushState(null, '', '/quotes');
    expect(window.location.pathname).toBe('/create-quote');
    expect(held).not.toBeNull();
    (held as unknown as Navigation)();
    expect(window.location.pathname).toBe('/quotes');
  });

  it('lets a change of the same page through, and everything once stopped', () => {
    window.history.replaceState(null, '', '/create-quote');
    const onHold = vi.fn();
    stop = guardNavigation(onHold);
    window.history.replaceState({ step: 1 }, '', '/create-quote');
    expect(onHold).not.toHaveBeenCalled();
    stop();
    stop = null;
    window.history.pushState(null, '', '/quotes');
    expect(window.location.pathname).toBe('/quotes');
    expect(onHold).not.toHaveBeenCalled();
  });

  it('keeps the page on Back: the routers never hear the popstate, the address comes back', () => {
    window.history.replaceState(null, '', '/create-quote');
    const onHold = vi.fn();
    stop = guardNavigation(onHold);
    const router = vi.fn();
    window.addEventListener('popstate', router);
    // What the browser does on Back: the address changes (no script involved), then popstate.
    History.prototype.replaceState.call(window.history, null, '', '/quotes');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/create-quote');
    expect(onHold).toHaveBeenCalledOnce();
    window.removeEventListener('popstate', router);
  });

  it('asks the browser before the tab closes', () => {
    stop = guardNavigation(vi.fn());
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
