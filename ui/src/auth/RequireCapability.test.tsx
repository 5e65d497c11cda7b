import type { User } from '@ppp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getCurrentToast } from '../components/Toast/toastStore.ts';
import { FORBIDDEN_REDIRECT_MS, RequireCapability } from './RequireCapability.tsx';
import { CURRENT_USER_QUERY_KEY } from './useCurrentUser.ts';

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

function renderAt(user: User, denied?: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(CURRENT_USER_QUERY_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/" element={<p>Strona główna</p>} />
          <Route
            path="/admin"
            element={
              <RequireCapability
                capability="admin:users"
                description="Panel jest dostępny tylko dla administratorów."
                denied={denied}
              >
                <p>Panel Administratora</p>
              </RequireCapability>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
});

describe('RequireCapability', () => {
  it('renders the page for a user holding the capability', () => {
    renderAt({ ...employee, role: 'admin' });
    expect(screen.getByText('Panel Administratora')).toBeTruthy();
    expect(getCurrentToast()).toBeNull();
  });

  it('shows "Brak uprawnień" once, renders nothing, and goes home after a second', () => {
    renderAt(employee);
    expect(screen.queryByText('Panel Administratora')).toBeNull();
    expect(getCurrentToast()).toMatchObject({
      title: 'Brak uprawnień',
      description: 'Panel jest dostępny tylko dla administratorów.',
      variant: 'destructive',
    });
    const toastId = getCurrentToast()?.id;

    act(() => {
      vi.advanceTimersByTime(FORBIDDEN_REDIRECT_MS - 50);
    });
    expect(screen.queryByText('Strona główna')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByText('Strona główna')).toBeTruthy();
    expect(getCurrentToast()?.id).toBe(toastId);
  });

  it('shows the page’s own screen instead, without a toast or a redirect, when it has one', () => {
    renderAt(employee, <p>Brak dostępu</p>);
    expect(screen.getByText('Brak dostępu')).toBeTruthy();
    expect(getCurrentToast()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(FORBIDDEN_REDIRECT_MS * 2);
    });
    expect(screen.queryByText('Strona główna')).toBeNull();
    expect(screen.getByText('Brak dostępu')).toBeTruthy();
  });
});
