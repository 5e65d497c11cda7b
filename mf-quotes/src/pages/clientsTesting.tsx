import type { Role, User } from '@ppp/domain';
import { CURRENT_USER_QUERY_KEY, getQueryFn, lightTheme } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';

// What the address book's page tests share (D25): a signed-in user, a stubbed server, the routes.

export const userOf = (role: Role): User => ({
  id: 3,
  email: 'ewa.lis@firma.pl',
  firstName: 'Ewa',
  lastName: 'Lis',
  profileImageUrl: null,
  role,
  isApproved: true,
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

/** The address, shown so a test can read what the page keeps in it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Adres">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` at `path` for a user of `role`; the server answers through `respond`. */
export function renderPage(
  role: Role,
  path: string,
  routes: { path: string; element: ReactNode }[],
  respond: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => respond(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  client.setQueryData(CURRENT_USER_QUERY_KEY, userOf(role));
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>
          <Address />
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}
