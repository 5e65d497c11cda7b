import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    expect(within(menu).getAllByRole('group')).toHaveLength(4);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('names each menu by its button, moves with Home and End, and closes when the focus leaves it', async () => {
    renderChrome(<NavBar user={{ ...testUser, role: 'employee' }} />);
    const trigger = within(desktop()).getByRole('button', { name: 'OFERTY' });
    trigger.focus();
    fireEvent.click(trigger); // Enter or Space: a click with detail 0
    const menu = screen.getByRole('menu', { name: 'OFERTY' });
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0], { key: 'End' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    const elsewhere = within(desktop()).getByRole('button', { name: 'KATALOG' });
    fireEvent.blur(items[0], { relatedTarget: elsewhere });
    expect(screen.queryByRole('menu', { name: 'OFERTY' })).toBeNull();
  });

  it('gives the focus back to the menu button when an entry is chosen from the keyboard', async () => {
    renderChrome(<NavBar user={{ ...testUser, role: 'employee' }} />);
    const trigger = within(desktop()).getByRole('button', { name: 'OFERTY' });
    trigger.focus();
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'OFERTY' });
    const [first] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.click(first);
    expect(screen.queryByRole('menu', { name: 'OFERTY' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
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
