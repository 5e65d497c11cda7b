import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAccessOpen } from '../../areas/accessGate.ts';
import { answerFetch, json, renderChrome, testUser } from '../testing.tsx';
import { AccessSwitch } from './AccessSwitch.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccessSwitch', () => {
  it('shows the landing view to a signed-out visitor, whatever the path', async () => {
    answerFetch({ '/api/auth/user': () => json({ message: 'Unauthorized' }, 401) });
    renderChrome(<AccessSwitch />, '/admin');
    expect(screen.getByText('Ładowanie...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'PPP :: Program / system wycen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zaloguj się do systemu/ }).getAttribute('href')).toBe(
      '/api/login',
    );
    expect(screen.getByRole('link', { name: /Nowy użytkownik/ }).getAttribute('href')).toBe('/api/login');
    expect(screen.getByRole('link', { name: /^Zaloguj się$/ }).getAttribute('href')).toBe('/login');
    expect(isAccessOpen()).toBe(false);
  });

  it('shows only the pending screen, without navigation, to an account awaiting approval', async () => {
    answerFetch({
      '/api/auth/user': () =>
        json(
          { message: 'Account pending approval', user: { ...testUser, role: 'employee', isApproved: false } },
          403,
        ),
    });
    renderChrome(<AccessSwitch />);
    expect(await screen.findByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeTruthy();
    expect(screen.getByText(/anna\.nowak@firma\.pl/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sprawdź ponownie' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Wyloguj/ }).getAttribute('href')).toBe('/api/logout');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(isAccessOpen()).toBe(false);
  });

  it('tells a deactivated user so and offers only sign-out (D1)', async () => {
    answerFetch({ '/api/auth/user': () => json({ message: 'Konto jest nieaktywne' }, 403) });
    renderChrome(<AccessSwitch />);
    expect(await screen.findByRole('heading', { name: 'Konto zostało dezaktywowane' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Wyloguj/ }).getAttribute('href')).toBe('/api/logout');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens the app to an approved user and lets the areas mount', async () => {
    answerFetch({ '/api/auth/user': () => json(testUser) });
    renderChrome(<AccessSwitch />);
    expect(await screen.findByRole('heading', { name: 'Witaj, Anna!' })).toBeTruthy();
    expect(screen.getByText('Zarządzaj ofertami i sprzętem')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Nawigacja główna' })).toBeTruthy();
    expect(isAccessOpen()).toBe(true);
  });

  it('offers a retry when the server cannot answer', async () => {
    answerFetch({ '/api/auth/user': () => json({ message: 'Wewnętrzny błąd serwera' }, 500) });
    renderChrome(<AccessSwitch />);
    expect(await screen.findByRole('heading', { name: 'Nie udało się połączyć z serwerem' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
