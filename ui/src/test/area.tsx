// Test helpers of every area: a fresh query cache, the theme, a router, the toasts, and a fetch
// that answers by method and URL.
import type { User } from '@ppp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { getQueryFn } from '../api/client.ts';
import { Toaster } from '../components/Toast/Toaster.tsx';
import { ThemeModeProvider } from '../theme/ThemeModeProvider.tsx';

export function userOf(overrides: Partial<User>): User {
  return {
    id: 1,
    email: 'anna.nowak@firma.pl',
    firstName: 'Anna',
    lastName: 'Nowak',
    profileImageUrl: null,
    role: 'admin',
    isApproved: true,
    isActive: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs fetch with routes keyed 'METHOD /path'; answers 404 to anything else. */
export function answerFetch(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    return route ? route() : json({ message: 'Nie znaleziono' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders inside an area's providers, at `path`. */
export function renderArea(ui: ReactElement, path: string) {
  const client = new QueryClient({
    // Like the shared client: the query key is the URL.
    defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}

/** The JSON bodies fetch was called with for one method and URL. */
export function sentBodies(
  fetchMock: ReturnType<typeof answerFetch>,
  method: string,
  url: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
