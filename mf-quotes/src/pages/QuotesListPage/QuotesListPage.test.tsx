import { formatMoney, type Role, type User } from '@ppp/domain';
import { CURRENT_USER_QUERY_KEY, getQueryFn, lightTheme, PHONE_MEDIA_QUERY } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuotesListPage } from './QuotesListPage.tsx';

const userOf = (role: Role): User => ({
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

const row = {
  id: 5,
  quoteNumber: 'WYC/2026/0005',
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
  client: { id: 1, companyName: 'Budimex S.A.', contactPerson: null },
  totalNet: '1976.00',
  totalGross: '2430.48',
  currency: 'PLN',
  itemCount: 1,
  maxRentalPeriodDays: 45,
  createdBy: { id: 3, firstName: 'Ewa', lastName: 'Kowalska', email: 'ewa@firma.pl' },
  isGuest: false,
  source: null,
};

function renderList(role: Role, path: string, items: unknown[] = [], withMenuLink = false) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ items, total: items.length, page: 1, pageSize: 20 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(CURRENT_USER_QUERY_KEY, userOf(role));
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>
          {withMenuLink ? <Link to="/quotes">Wyceny</Link> : null}
          <QuotesListPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Zarządzanie Wycenami', () => {
  it('says there are no quotes to show, none yet', async () => {
    renderList('employee', '/quotes');
    expect(await screen.findByText('Brak wycen do wyświetlenia')).toBeTruthy();
    expect(screen.getByText('Nie masz jeszcze żadnych wycen')).toBeTruthy();
  });

  it('follows the address when it changes from outside (a menu link, Back)', async () => {
    const fetchMock = renderList('admin', '/quotes?search=budimex', [], true);
    expect(((await screen.findByRole('searchbox')) as HTMLInputElement).value).toBe('budimex');
    fireEvent.click(screen.getByRole('link', { name: 'Wyceny' }));
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the search debounce
    expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toBe('/api/quotes?page=1&pageSize=20');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('says nothing matches when a filter is on, and asks the server with it', async () => {
    const fetchMock = renderList('admin', '/quotes?status=approved');
    expect(await screen.findByText('Brak wycen pasujących do filtrów')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyczyść filtry' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/quotes?page=1&pageSize=20&status=approved',
    ]);
  });

  it('shows a row with its Polish figures; a locked quote cannot be edited or deleted', async () => {
    renderList('admin', '/quotes', [row]);
    expect(await screen.findByText('WYC/2026/0005')).toBeTruthy();
    expect(screen.getByText('Znaleziono 1 wycenę').getAttribute('role')).toBe('status');
    const table = within(screen.getByRole('region', { name: 'Wyceny sprzętu' }));
    expect(table.getByText('20.11.2026')).toBeTruthy();
    expect(table.getByText('45+ dni')).toBeTruthy();
    expect(table.getByText('1976,00 zł')).toBeTruthy();
    expect(table.getByText('Zatwierdzona')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Edytuj wycenę WYC/2026/0005' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Usuń wycenę WYC/2026/0005' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("marks a guest quote 'Z formularza' (D22) with its author as D16 names it to staff", async () => {
    const guest = {
      ...row,
      id: 6,
      quoteNumber: 'WYC/2026/0006',
      createdBy: null,
      isGuest: true,
      source: 'Portal Budowlany',
    };
    renderList('admin', '/quotes', [guest, row]);
    const table = within(await screen.findByRole('region', { name: 'Wyceny sprzętu' }));
    const [, guestLine, staffLine] = table.getAllByRole('row');
    expect(within(guestLine).getByText('Z formularza')).toBeTruthy();
    expect(within(guestLine).getByText('Wycena gościnna (Portal Budowlany)')).toBeTruthy();
    expect(within(staffLine).queryByText('Z formularza')).toBeNull();
    expect(within(staffLine).getByText('Ewa Kowalska')).toBeTruthy();
  });

  it('offers deletion to approvers only (D1)', async () => {
    renderList('employee', '/quotes', [{ ...row, status: 'draft' }]);
    expect(await screen.findByText('WYC/2026/0005')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usuń wycenę WYC/2026/0005' })).toBeNull();
  });

  it('shows each quote as a card on a phone: number, client, value, status and every action (D19)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_MEDIA_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderList('admin', '/quotes', [{ ...row, status: 'draft' }]);
    const card = within(await screen.findByRole('listitem'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByRole('heading', { level: 2, name: 'WYC/2026/0005' })).toBeTruthy();
    const facts = Object.fromEntries(
      card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Klient: 'Budimex S.A.',
      Autor: 'Ewa Kowalska',
      'Data utworzenia': '20.11.2026',
      'Okres wynajmu': '45+ dni',
      'Wartość netto': formatMoney('1976.00', 'PLN'),
      Status: 'Wersja robocza',
    });
    const actions = within(card.getByRole('group', { name: 'Akcje' }));
    expect(actions.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Podgląd wyceny WYC/2026/0005',
      'Edytuj wycenę WYC/2026/0005',
      'Drukuj wycenę WYC/2026/0005',
      'Usuń wycenę WYC/2026/0005',
    ]);
  });
});
