import { getQueryFn } from '@ppp/ui';
import { answerFetch, json } from '@ppp/ui/test/area.tsx';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindQuoteKey, useChangeKindQuoteStatus } from './quoteKindApi.ts';

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
