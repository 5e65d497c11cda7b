import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** When a heading that was already there is taken as the new page's (its page rendered at once). */
const SETTLE_MS = 300;
/** How long to wait for an area's page to render its heading after a navigation. */
const WAIT_MS = 3000;

/**
 * After a navigation inside the app (not the first page load), moves the keyboard focus to the new
 * page's h1, so a keyboard or screen-reader user starts at the top of the page they went to, not at
 * the link they left. Areas render on their own: a heading that appears is the new page's; one that
 * was there already counts once the page has settled. A focus the user moved meanwhile stays.
 */
export function useFocusPageHeading(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what starts it
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = container.current;
    if (!root) return;
    const before = document.activeElement;
    const initial = root.querySelector('h1');
    let done = false;
    const focus = (heading: HTMLElement) => {
      done = true;
      const active = document.activeElement;
      const userMoved = active && active !== document.body && active !== before && active !== heading;
      if (userMoved) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(() => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!done && heading && heading !== initial) focus(heading);
    });
    observer.observe(root, { childList: true, subtree: true });
    const settle = setTimeout(() => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!done && heading) focus(heading);
    }, SETTLE_MS);
    const stop = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(settle);
      clearTimeout(stop);
    };
  }, [pathname, container]);
}
