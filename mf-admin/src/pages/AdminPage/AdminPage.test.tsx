import type { Equipment, User } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, equipmentOf, json, renderArea, userOf } from '../../testing.tsx';
import { AdminPage } from './AdminPage.tsx';

const admin = userOf({ id: 1 });
const categories = [
  { id: 7, name: 'Agregaty prądotwórcze', description: null },
  { id: 8, name: 'Klimatyzacje', description: null },
];
const schemas = [
  {
    id: 1,
    name: 'Standardowy',
    description: null,
    calculationMethod: 'first_day',
    isDefault: true,
    isActive: true,
  },
];

/** The seven blocks of spec-1 §2, in its order, by the titles that name their sections. */
const blockTitles = [
  'Oczekujący użytkownicy',
  'Zarządzanie użytkownikami',
  'Zarządzanie sprzętem',
  'Kategorie sprzętu',
  'Nieaktywny sprzęt',
  'Ustawienia cenowe',
  'Schematy cenowe',
];

function answerPanel(
  { users = [admin], equipment = [equipmentOf({})] }: { users?: User[]; equipment?: Equipment[] } = {},
  routes: Record<string, () => Response> = {},
) {
  return answerFetch({
    'GET /api/auth/user': () => json(admin),
    'GET /api/users/pending': () => json([userOf({ id: 9, email: 'nowy@firma.pl', isApproved: false })]),
    'GET /api/users': () => json(users),
    'GET /api/equipment': () => json(equipment),
    'GET /api/equipment/inactive': () => json([]),
    'GET /api/equipment-categories': () => json(categories),
    'GET /api/settings/pricing': () => json({ vatRate: '23.00', currency: 'PLN' }),
    'GET /api/pricing-schemas': () => json(schemas),
    ...routes,
  });
}

function CurrentAddress() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

const scrolledTo = vi.fn<(this: Element) => void>();

beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.call(this);
  };
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  scrolledTo.mockReset();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const section = (title: string) => screen.getByRole('region', { name: title });

describe('AdminPage', () => {
  it('shows every block at once, each its own section, in the order of the specification', async () => {
    answerPanel();
    renderArea(<AdminPage />);
    await screen.findByText('nowy@firma.pl');

    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      blockTitles.map((title) => expect.stringContaining(title)),
    );
    const sections = [...document.querySelectorAll('section[aria-labelledby]')];
    expect(sections.map((element) => element.id)).toEqual([
      'pending-users',
      'users',
      'equipment',
      'categories',
      'inactive',
      'pricing',
      'schemas',
    ]);
    for (const title of blockTitles) expect(section(title).tagName).toBe('SECTION');

    // Every block's own buttons are there without a click.
    expect(within(section('Oczekujący użytkownicy')).getByRole('button', { name: 'Zatwierdź' })).toBeTruthy();
    expect(await within(section('Zarządzanie użytkownikami')).findByText('anna.nowak@firma.pl')).toBeTruthy();
    expect(
      within(section('Zarządzanie sprzętem')).getByRole('button', { name: 'Dodaj sprzęt' }),
    ).toBeTruthy();
    expect(
      within(section('Kategorie sprzętu')).getByRole('button', { name: 'Dodaj kategorię' }),
    ).toBeTruthy();
    expect(await within(section('Nieaktywny sprzęt')).findByText('Brak nieaktywnego sprzętu')).toBeTruthy();
    expect(
      await within(section('Ustawienia cenowe')).findByRole('button', { name: 'Zapisz ustawienia' }),
    ).toBeTruthy();
    expect(within(section('Schematy cenowe')).getByRole('button', { name: 'Dodaj schemat' })).toBeTruthy();
  });

  it('links every section from the navigation at the top, with the count of waiting accounts', async () => {
    answerPanel();
    renderArea(<AdminPage />);
    const nav = screen.getByRole('navigation', { name: 'Sekcje panelu administratora' });
    await within(nav).findByText('1');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Oczekujący1', '#pending-users'],
      ['Użytkownicy', '#users'],
      ['Sprzęt', '#equipment'],
      ['Kategorie', '#categories'],
      ['Nieaktywny sprzęt', '#inactive'],
      ['Ustawienia cenowe', '#pricing'],
      ['Schematy cenowe', '#schemas'],
    ]);
    // Each link leads to an element of the page, in the order of the page.
    const targets = links.map((link) => document.getElementById((link.getAttribute('href') ?? '').slice(1)));
    expect(targets.every((target) => target?.tagName === 'SECTION')).toBe(true);
    expect(nav.compareDocumentPosition(targets[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('takes an old ?tab= address to its section once the blocks have loaded, as an #anchor', async () => {
    answerPanel();
    renderArea(
      <>
        <AdminPage />
        <CurrentAddress />
      </>,
      '/admin?tab=categories',
    );
    await waitFor(() => expect(scrolledTo).toHaveBeenCalledTimes(1));
    expect(scrolledTo.mock.contexts[0]).toBe(document.getElementById('categories'));
    // By then every block shows its data, so the sections above have their final height.
    expect(screen.queryByText(/^Ładowanie/)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin#categories'));
    expect(scrolledTo).toHaveBeenCalledTimes(1);
  });

  it('goes to the section of an #anchor it opens with', async () => {
    answerPanel();
    renderArea(<AdminPage />, '/admin#schemas');
    await waitFor(() => expect(scrolledTo).toHaveBeenCalledTimes(1));
    expect(scrolledTo.mock.contexts[0]).toBe(document.getElementById('schemas'));
  });

  it('keeps a failing block to its own section', async () => {
    answerPanel({}, { 'GET /api/equipment-categories': () => json({ message: 'Błąd' }, 500) });
    renderArea(<AdminPage />);
    expect(
      await within(section('Kategorie sprzętu')).findByText('Nie udało się załadować kategorii'),
    ).toBeTruthy();
    expect(await within(section('Schematy cenowe')).findByText('Standardowy')).toBeTruthy();
    expect(within(section('Zarządzanie sprzętem')).queryByText(/Nie udało się/)).toBeNull();
  });

  it('stacks long tables one under the other, each in its own scrolling frame', async () => {
    const users = Array.from({ length: 120 }, (_, index) =>
      userOf({ id: index + 1, email: `osoba${index + 1}@firma.pl`, firstName: `Osoba ${index + 1}` }),
    );
    const equipment = Array.from({ length: 120 }, (_, index) =>
      equipmentOf({ id: index + 1, name: `Agregat ${index + 1}` }),
    );
    answerPanel({ users, equipment });
    renderArea(<AdminPage />);
    const userTable = await within(section('Zarządzanie użytkownikami')).findByRole('region', {
      name: 'Użytkownicy',
    });
    const equipmentTable = await within(section('Zarządzanie sprzętem')).findByRole('region', {
      name: 'Sprzęt',
    });
    expect(within(userTable).getAllByRole('row')).toHaveLength(121);
    expect(within(equipmentTable).getAllByRole('row')).toHaveLength(121);
    // The later blocks are still there, in place.
    expect(
      section('Zarządzanie sprzętem').compareDocumentPosition(section('Schematy cenowe')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(section('Schematy cenowe')).getByRole('button', { name: 'Dodaj schemat' })).toBeTruthy();
  });
});
