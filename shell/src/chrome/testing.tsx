// Test helpers of the chrome: a fresh query cache, the theme, a router at a given path, and a
// fetch that answers by URL.
import type { User } from '@ppp/domain';
import { getQueryFn, ThemeModeProvider } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export const testUser: User = {
  id: 7,
  email: 'anna.nowak@firma.pl',
  firstName: 'Anna',
  lastName: 'Nowak',
  profileImageUrl: null,
  role: 'admin',
  isApproved: true,
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T11:30:00.000Z',
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch: each call answers from the first route whose key the URL starts with. */
export function answerFetch(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    return route ? routes[route]() : json({ message: 'Nie znaleziono' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderChrome(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    // As the kit's client: GET the query key's URL unless a hook says otherwise.
    defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}
