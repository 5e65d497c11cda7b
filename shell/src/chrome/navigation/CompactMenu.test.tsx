import type { Role } from '@ppp/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderChrome, testUser } from '../testing.tsx';
import { ROLE_BUTTONS_HEADING } from './CompactMenu.tsx';
import { NavBar } from './NavBar.tsx';

beforeEach(() => {
  // A phone: the compact bar.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 1024px)' || query === '(max-width: 640px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the compact bar's menu and reads its sections: heading -> entry labels. */
function openCompactMenu(role: Role, path = '/') {
  renderChrome(<NavBar user={{ ...testUser, role }} />, path);
  const compact = screen.getByRole('navigation', { name: 'Nawigacja skrócona' });
  fireEvent.click(within(compact).getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('menu', { name: 'Menu' });
  const sections = Object.fromEntries(
    within(menu)
      .getAllByRole('group')
      .map((group) => [
        group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
        within(group)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ]),
  );
  return { menu, sections };
}

describe('the compact bar (D19)', () => {
  it('holds every menu of the admin, under one button', () => {
    const { sections } = openCompactMenu('admin');
    expect(Object.keys(sections)).toEqual(['KATALOG', 'BADANIA', 'OFERTY', 'ADMIN']);
    expect(sections.KATALOG).toEqual([
      'Sprzęt główny',
      'Katalog sprzętu elektrycznego',
      'Katalog wynajmu ogólnego',
    ]);
    expect(sections.OFERTY).toHaveLength(10);
    expect(sections.ADMIN).toEqual([
      'Panel administracyjny',
      'Dane firmy',
      'Dziennik zdarzeń',
      'Administracja elektryki',
      'Administracja wynajmu ogólnego',
      'Administracja transportem',
    ]);
  });

  it("gives a manager their department's button and no ADMIN menu", () => {
    const { sections } = openCompactMenu('transport_manager');
    expect(Object.keys(sections)).toEqual(['KATALOG', 'BADANIA', 'OFERTY', ROLE_BUTTONS_HEADING]);
    expect(sections[ROLE_BUTTONS_HEADING]).toEqual(['ADMINISTRACJA TRANSPORTU']);
  });

  it('leads to the page, marks the current one, and closes after a choice', () => {
    const { menu } = openCompactMenu('employee', '/quotes');
    const current = within(menu).getByRole('menuitem', { name: 'Zapisane wyceny sprzętu' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const link = within(menu).getByRole('menuitem', { name: 'Nowa wycena sprzętu' });
    expect(link.getAttribute('href')).toBe('/create-quote');
    fireEvent.click(link);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves through every entry with the arrow keys', async () => {
    renderChrome(<NavBar user={testUser} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items.at(-1)));
    expect(items.at(-1)?.textContent).toBe('Administracja transportem');
    fireEvent.keyDown(items.at(-1)!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Sprzęt główny');
  });
});
