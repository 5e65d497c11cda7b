import type { Role, User } from '@ppp/domain';
import { CURRENT_USER_QUERY_KEY, getQueryFn, lightTheme, PHONE_MEDIA_QUERY } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type QuoteListRow,
  QuoteListShell,
  type QuoteListShellProps,
  quoteListColumns,
} from './QuoteListShell.tsx';

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

const row: QuoteListRow = {
  id: 4,
  quoteNumber: 'ELE/2026/0004',
  status: 'draft',
  createdAt: '2026-11-20T10:00:00.000Z',
  client: { companyName: null, contactPerson: 'Jan Nowak' },
  source: null,
};

/** D22: sent in through a partner's form with the key 'Portal Budowlany'. */
const webRow: QuoteListRow = {
  id: 5,
  quoteNumber: 'ELE/2026/0005',
  status: 'draft',
  createdAt: '2026-11-21T10:00:00.000Z',
  client: { companyName: 'Gość Sp. z o.o.', contactPerson: null },
  source: 'Portal Budowlany',
};

function renderList(
  props: Partial<QuoteListShellProps<QuoteListRow>> = {},
  { items = [row], entry = '/electrical-quotes' }: { items?: QuoteListRow[]; entry?: string } = {},
) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ items, total: items.length, page: 1, pageSize: 20 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(CURRENT_USER_QUERY_KEY, userOf('admin'));
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/electrical-quotes"
              element={
                <QuoteListShell
                  kind="electrical"
                  createPath="/create-electrical-quote"
                  columns={[quoteListColumns.client, quoteListColumns.status]}
                  texts={{
                    title: 'Wyceny Elektryczne',
                    subtitle: 'Zapisane wyceny działu: elektryka',
                    create: 'Nowa wycena elektryczna',
                    searchLabel: 'Szukaj wycen',
                    searchPlaceholder: 'Szukaj...',
                    loading: 'Ładowanie wycen...',
                    errorDescription: 'Nie udało się załadować wycen.',
                    emptyDescription: 'Utwórz pierwszą wycenę działu.',
                    rowsLabel: 'Wyceny Elektryczne',
                  }}
                  {...props}
                />
              }
            />
            <Route path="/electrical-quotes/:id" element={<h1>Strona wyceny</h1>} />
          </Routes>
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

describe('the quote list of every kind (D5, D18, D20)', () => {
  it("asks the kind's address for the first page and names a client without a company by its contact", async () => {
    const fetchMock = renderList();
    expect(await screen.findByText('ELE/2026/0004')).toBeTruthy();
    expect(screen.getByText('Jan Nowak')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/electrical-quotes?page=1&pageSize=20',
    ]);
    expect(screen.getByRole('link', { name: 'Nowa wycena elektryczna' }).getAttribute('href')).toBe(
      '/create-electrical-quote',
    );
  });

  it("opens the quote's page from 'Podgląd', or the kind's preview where it has one", async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Podgląd wyceny ELE/2026/0004' }));
    expect(await screen.findByRole('heading', { name: 'Strona wyceny' })).toBeTruthy();
    cleanup();

    renderList({ preview: (quote) => (quote ? <p>Podgląd: {quote.quoteNumber}</p> : null) });
    expect(screen.queryByText('Podgląd: ELE/2026/0004')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Podgląd wyceny ELE/2026/0004' }));
    expect(screen.getByText('Podgląd: ELE/2026/0004')).toBeTruthy();
  });

  it("asks before deleting, in the kind's words", async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń wycenę ELE/2026/0004' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Usunąć wycenę ELE/2026/0004?');
    expect(dialog.textContent).toContain('Czy na pewno chcesz usunąć tę wycenę?');
  });

  it("marks a web enquiry 'Z formularza' by its number, in the table and on a phone's card (D22)", async () => {
    renderList({}, { items: [webRow, row] });
    const table = within(await screen.findByRole('region', { name: 'Wyceny Elektryczne' }));
    const [, webLine, staffLine] = table.getAllByRole('row');
    expect(within(webLine).getByRole('cell', { name: 'ELE/2026/0005 Z formularza' })).toBeTruthy();
    expect(within(staffLine).queryByText('Z formularza')).toBeNull();
    cleanup();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_MEDIA_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderList({}, { items: [webRow, row] });
    const [webCard, staffCard] = await screen.findAllByRole('listitem');
    expect(within(webCard).getByRole('heading', { level: 2 }).textContent).toBe('ELE/2026/0005Z formularza');
    expect(within(staffCard).getByRole('heading', { level: 2 }).textContent).toBe('ELE/2026/0004');
  });

  it("filters by 'Źródło' beside the status, kept in the address and asked of the server (D22)", async () => {
    const fetchMock = renderList({}, { entry: '/electrical-quotes?status=draft' });
    await screen.findByText('ELE/2026/0004');
    fireEvent.change(screen.getByRole('combobox', { name: 'Źródło' }), { target: { value: 'web' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toBe(
        '/api/electrical-quotes?page=1&pageSize=20&status=draft&source=web',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('draft');
  });

  it('links its CSV and XLSX exports with the filters in the address (D26)', async () => {
    renderList({}, { entry: '/electrical-quotes?status=pending&source=web&search=Kabel&page=2' });
    expect(await screen.findByText('ELE/2026/0004')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eksportuj CSV' }).getAttribute('href')).toBe(
      '/api/electrical-quotes/export.csv?search=Kabel&status=pending&source=web',
    );
    expect(screen.getByRole('link', { name: 'Eksportuj XLSX' }).getAttribute('href')).toBe(
      '/api/electrical-quotes/export.xlsx?search=Kabel&status=pending&source=web',
    );
  });

  it("titles an empty list in the kind's words where its spec has them, the filters' words when filtered", async () => {
    const texts = {
      title: 'Zapisane wyceny transportu',
      subtitle: 'Trasy',
      create: 'Nowa wycena transportu',
      searchLabel: 'Szukaj',
      searchPlaceholder: 'Szukaj...',
      loading: 'Ładowanie...',
      errorDescription: 'Błąd.',
      emptyDescription: 'Utwórz pierwszą wycenę transportu.',
      emptyTitle: 'Brak wycen transportu',
      rowsLabel: 'Wyceny transportu',
    };
    renderList({ texts }, { items: [] });
    expect(await screen.findByText('Brak wycen transportu')).toBeTruthy();
    cleanup();
    renderList({ texts }, { items: [], entry: '/electrical-quotes?search=Zzz' });
    expect(await screen.findByText('Brak wycen pasujących do filtrów')).toBeTruthy();
    expect(screen.getByText('Brak wycen do wyświetlenia')).toBeTruthy();
  });

  it('offers to clear a source filter that finds nothing, back to every quote', async () => {
    const fetchMock = renderList({}, { items: [], entry: '/electrical-quotes?source=staff' });
    expect(await screen.findByText('Brak wycen pasujących do filtrów')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/electrical-quotes?page=1&pageSize=20&source=staff',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toBe(
        '/api/electrical-quotes?page=1&pageSize=20',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Źródło' }) as HTMLSelectElement).value).toBe('');
  });
});
