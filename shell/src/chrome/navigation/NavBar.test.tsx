import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChrome, testUser } from '../testing.tsx';
import { NavBar } from './NavBar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const desktop = () => screen.getByRole('navigation', { name: 'Nawigacja główna' });

describe('NavBar', () => {
  it('puts one bar in the page: the full one on a wide screen, the compact one on a narrow one', () => {
    renderChrome(<NavBar user={{ ...testUser, role: 'employee' }} />);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getAllByText('OFERTY')).toHaveLength(1);
    cleanup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 1024px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderChrome(<NavBar user={{ ...testUser, role: 'employee' }} />);
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Nawigacja skrócona',
    ]);
  });

  it('opens a menu with its entries as links and closes it on Escape', () => {
    renderChrome(<NavBar user={{ ...testUser, role: 'employee' }} />);
    fireEvent.click(within(desktop()).getByRole('button', { name: 'OFERTY' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Nowa wycena sprzętu' }).getAttribute('href')).toBe(
      '/create-quote',
    );
    expect(within(menu).getAllByRole('group')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('gives a manager the department button and no ADMIN menu', () => {
    renderChrome(<NavBar user={{ ...testUser, role: 'transport_manager' }} />);
    expect(
      within(desktop()).getByRole('link', { name: 'ADMINISTRACJA TRANSPORTU' }).getAttribute('href'),
    ).toBe('/admin/transport');
    expect(within(desktop()).queryByRole('button', { name: 'ADMIN' })).toBeNull();
  });

  it('highlights the section of the current page', () => {
    renderChrome(<NavBar user={testUser} />, '/admin/electrical');
    expect(within(desktop()).getByRole('button', { name: 'ADMIN' }).getAttribute('class')).not.toBe(
      within(desktop()).getByRole('button', { name: 'OFERTY' }).getAttribute('class'),
    );
  });

  it('names the user by the display-name rule and offers Profil, Ustawienia and Wyloguj', () => {
    renderChrome(<NavBar user={{ ...testUser, lastName: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu użytkownika: anna.nowak' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Ustawienia' }).getAttribute('href')).toBe('/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Wyloguj' }).getAttribute('href')).toBe('/api/logout');
  });
});
