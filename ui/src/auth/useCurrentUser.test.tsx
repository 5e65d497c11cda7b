import type { User } from '@ppp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCan, useCurrentUser } from './useCurrentUser.ts';

const employee: User = {
  id: 2,
  email: 'jan.kowalski@firma.pl',
  firstName: 'Jan',
  lastName: 'Kowalski',
  profileImageUrl: null,
  role: 'employee',
  isApproved: true,
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function settledState() {
  const { result } = renderHook(() => useCurrentUser(), { wrapper });
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  return result.current;
}

function Consumer({ label }: { label: string }) {
  const { isLoading, isAuthenticated } = useCurrentUser();
  return <p>{`${label}: ${isLoading ? 'ładowanie' : isAuthenticated ? 'zalogowany' : 'wylogowany'}`}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCurrentUser', () => {
  it('asks GET /api/auth/user with the session cookie, once', async () => {
    const fetchMock = answer(json(employee, 200));
    await settledState();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/user');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('maps 200 to a signed-in, approved user', async () => {
    answer(json(employee, 200));
    expect(await settledState()).toEqual({
      user: employee,
      isLoading: false,
      isAuthenticated: true,
      needsApproval: false,
      isInactive: false,
      error: null,
    });
  });

  it('maps 401 to signed out', async () => {
    answer(json({ message: 'Unauthorized' }, 401));
    expect(await settledState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      needsApproval: false,
      isInactive: false,
      error: null,
    });
  });

  it('maps 403 pending approval to an authenticated user needing approval, taken from the body', async () => {
    const pending = { ...employee, isApproved: false };
    answer(json({ message: 'Account pending approval', user: pending }, 403));
    expect(await settledState()).toMatchObject({
      user: pending,
      isAuthenticated: true,
      needsApproval: true,
      isInactive: false,
      error: null,
    });
  });

  it('maps 403 inactive account to an authenticated, inactive state', async () => {
    answer(json({ message: 'Konto jest nieaktywne' }, 403));
    expect(await settledState()).toMatchObject({
      user: null,
      isAuthenticated: true,
      needsApproval: false,
      isInactive: true,
      error: null,
    });
  });

  it('does not ask again, nor flash loading, when another component mounts after a 401', async () => {
    const fetchMock = answer(json({ message: 'Unauthorized' }, 401));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const view = render(
      <QueryClientProvider client={client}>
        <Consumer label="powłoka" />
      </QueryClientProvider>,
    );
    await screen.findByText('powłoka: wylogowany');
    view.rerender(
      <QueryClientProvider client={client}>
        <Consumer label="powłoka" />
        <Consumer label="moduł" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('moduł: wylogowany')).toBeTruthy();
    expect(screen.getByText('powłoka: wylogowany')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports any other failure as an error, signed out', async () => {
    answer(json({ message: 'Wewnętrzny błąd serwera' }, 500));
    const state = await settledState();
    expect(state).toMatchObject({ user: null, isAuthenticated: false });
    expect(state.error?.message).toBe('500: {"message":"Wewnętrzny błąd serwera"}');
  });
});

describe('useCan', () => {
  async function canOf(user: User, capability: Parameters<typeof useCan>[0]) {
    answer(json(user, 200));
    const { result } = renderHook(() => ({ allowed: useCan(capability), state: useCurrentUser() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.state.isLoading).toBe(false));
    return result.current.allowed;
  }

  it('follows the permission table of domain', async () => {
    expect(await canOf(employee, 'quotes.equipment:viewAll')).toBe(true);
    expect(await canOf(employee, 'admin:users')).toBe(false);
    expect(await canOf({ ...employee, role: 'admin' }, 'admin:users')).toBe(true);
  });

  it('grants nothing to an account that is not approved or not active', async () => {
    expect(await canOf({ ...employee, isApproved: false }, 'quotes:create')).toBe(false);
    expect(await canOf({ ...employee, isActive: false }, 'quotes:create')).toBe(false);
  });
});
