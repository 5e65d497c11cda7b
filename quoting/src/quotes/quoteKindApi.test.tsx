import type { QuoteStatus } from '@ppp/domain';
import { getQueryFn } from '@ppp/ui';
import { answerFetch, json } from '@ppp/ui/test/area.tsx';
import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindQuoteKey, useChangeKindQuoteStatus, useFreshWhileOpen } from './quoteKindApi.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = '/api/transport-quotes';

describe('a status change (D3)', () => {
  it('shows the quote as it now is when a colleague changed it first (409)', async () => {
    answerFetch({
      [`PATCH ${base}/7/status`]: () => json({ message: 'Ta zmiana statusu nie jest możliwa' }, 409),
      [`GET ${base}/7`]: () => json({ id: 7, status: 'approved' }),
    });
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(kindQuoteKey(base, 7), { id: 7, status: 'pending' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        quote: useQuery<{ id: number; status: string }>({ queryKey: kindQuoteKey(base, 7) }),
        change: useChangeKindQuoteStatus(base, 7),
      }),
      { wrapper },
    );
    act(() => result.current.change.mutate('rejected'));
    await waitFor(() => expect(result.current.quote.data?.status).toBe('approved'));
  });
});

describe('a quote on screen (useFreshWhileOpen)', () => {
  it("reads a draft or pending quote again when the tab comes back, so a colleague's change shows; a locked one not", async () => {
    let status = 'draft';
    const fetchMock = answerFetch({ [`GET ${base}/7`]: () => json({ id: 7, status, notes: 'v2' }) });
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(kindQuoteKey(base, 7), { id: 7, status: 'draft', notes: 'v1' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const quote = useQuery<{ id: number; status: QuoteStatus; notes: string }>({
          queryKey: kindQuoteKey(base, 7),
        });
        useFreshWhileOpen(base, quote.data ?? { id: 7, status: 'draft' });
        return quote;
      },
      { wrapper },
    );
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === `${base}/7`).length;
    expect(reads()).toBe(0);
    const comeBack = () =>
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    comeBack();
    await waitFor(() => expect(result.current.data?.notes).toBe('v2'));
    // Approved meanwhile: read once more, then no more.
    status = 'approved';
    comeBack();
    await waitFor(() => expect(result.current.data?.status).toBe('approved'));
    const afterLock = reads();
    comeBack();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(afterLock);
    focusManager.setFocused(undefined);
  });
});
