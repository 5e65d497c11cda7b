import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useListAddress } from './useListAddress.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const atAddress =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

const useListAndLocation = () => ({ list: useListAddress(), location: useLocation() });

it('puts a settled search into the address, from the first page', () => {
  const { result } = renderHook(useListAndLocation, { wrapper: atAddress('/quotes?page=3') });
  act(() => result.current.list.setSearchText('hala'));
  expect(result.current.location.search).toBe('?page=3');
  act(() => vi.advanceTimersByTime(300));
  expect(result.current.location.search).toBe('?search=hala');
  expect(result.current.list.searchText).toBe('hala');
});

it('keeps what is typed while its own earlier search reaches the address', () => {
  const { result } = renderHook(useListAndLocation, { wrapper: atAddress('/quotes') });
  act(() => result.current.list.setSearchText('hali b'));
  // The search settles and goes into the address in the same moment as new typing.
  act(() => {
    vi.advanceTimersByTime(300);
    result.current.list.setSearchText('nie ma takiej trasy');
  });
  expect(result.current.list.searchText).toBe('nie ma takiej trasy');
  act(() => vi.advanceTimersByTime(300));
  expect(result.current.location.search).toBe('?search=nie+ma+takiej+trasy');
  expect(result.current.list.searchText).toBe('nie ma takiej trasy');
});
