import { useEffect } from 'react';

export const PRODUCT_NAME = 'PPP :: Program / system wycen';

/**
 * Names the browser tab after the page ('Katalog Sprzętu – PPP :: …'), so every route is titled.
 * Without a title it leaves the tab as it is (a page whose title is not plain text yet).
 */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} – ${PRODUCT_NAME}`;
  }, [title]);
}
