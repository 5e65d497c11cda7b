import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './useDebouncedValue.ts';

export interface ListAddress {
  /** The address's query parameters (filters of the list beside page and search). */
  params: URLSearchParams;
  /** The page asked for, from 1. */
  page: number;
  /** What the search box holds, and its setter. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The settled search (trimmed, debounced) that the list is read with. */
  search: string;
  /** Sets (a value) or removes (null) parameters, replacing the history entry. */
  update: (changes: Record<string, string | null>) => void;
  /** The page count of a loaded page of `total` rows, `pageSize` each. */
  pageCountOf: (total: number, pageSize: number) => number;
}

/**
 * A paged, searchable list's state kept in the address (D5), so Back and a reload return to the same
 * view: `?page=` and `?search=` (typed searches settle after 300 ms and start again from page 1).
 */
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const urlSearch = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(urlSearch);
  const search = useDebouncedValue(searchText.trim(), 300);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  // The search this list last put into the address itself, until the address shows it.
  const pushed = useRef<string | null>(null);
  // The address changed from outside (a menu link, Back, Forward): the search box follows it. Our own
  // change arriving is not from outside: the box may hold newer typing by then, which it keeps.
  useEffect(() => {
    if (pushed.current !== null && urlSearch === pushed.current) {
      pushed.current = null;
      return;
    }
    setSearchText((text) => (text.trim() === urlSearch ? text : urlSearch));
  }, [urlSearch]);
  // A new typed search (debounced) goes into the address and starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed search settles, not when the address changes
  useEffect(() => {
    if (urlSearch === search) return;
    pushed.current = search;
    update({ search: search || null, page: null });
  }, [search]);

  const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
  return { params, page, searchText, setSearchText, search, update, pageCountOf };
}

/** After a deletion empties the last page, the list shows the page before it. */
export function useStayWithinPages(
  address: Pick<ListAddress, 'page' | 'update'>,
  loaded: { items: readonly unknown[]; pageCount: number } | null,
) {
  const beyond = loaded !== null && loaded.items.length === 0 && address.page > loaded.pageCount;
  const target = loaded && loaded.pageCount > 1 ? String(loaded.pageCount) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the crossing matters
  useEffect(() => {
    if (beyond) address.update({ page: target });
  }, [beyond, target]);
}
