import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (e.g. `(max-width: 1024px)`). For choosing
 * between two renderings, so only one of them is in the page. `fallback` where there is no
 * matchMedia (server, tests).
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
