import type { Client } from '@ppp/domain';
import { PHONE_MEDIA_QUERY } from '@ppp/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../clientsTesting.tsx';
import { ClientsPage } from './ClientsPage.tsx';

const client: Client = {
  id: 7,
  companyName: 'Lipowa Budowa sp. z o.o.',
  nip: '5261040828',
  contactPerson: 'Zenon Kowalczyk',
  phone: '+48 601 234 567',
  email: 'zenon@lipowa.pl',
  address: 'ul. Lipowa 7, Warszawa',
  source: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  erasedAt: null,
};
const erased: Client = {
  ...client,
  id: 8,
  companyName: 'Usunięta sp. z o.o.',
  contactPerson: null,
  phone: null,
  email: null,
  address: null,
  erasedAt: '2026-11-25T10:00:00.000Z',
};

const pageOf = (items: Client[], page = 1, total = items.length) =>
  Response.json({ items, total, page, pageSize: 20 });

const renderList = (path: string, respond: (url: string) => Response | Promise<Response>) =>
  renderPage('employee', path, [{ path: '/clients', element: <ClientsPage /> }], respond);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Klienci (/clients, D25)', () => {
  it('shows the clients in a table, each linked to its page; an erased one says so', async () => {
    renderList('/clients', () => pageOf([client, erased]));
    const table = await screen.findByRole('region', { name: 'Klienci' });
    expect(within(table).getByRole('table')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Klienci' })).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'Lipowa Budowa sp. z o.o.' });
    expect(link.getAttribute('href')).toBe('/clients/7');
    expect(within(table).getByText('zenon@lipowa.pl')).toBeTruthy();
    expect(within(table).getAllByText('Dane usunięte')).toHaveLength(3);
    expect(screen.getByText('Znaleziono 2 klientów')).toBeTruthy();
  });

  it('keeps the search in the address and asks the server with it', async () => {
    const fetchMock = renderList('/clients?search=526-104', () => pageOf([client]));
    expect(((await screen.findByRole('searchbox')) as HTMLInputElement).value).toBe('526-104');
    await screen.findByRole('table');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/clients?page=1&pageSize=20&search=526-104');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lipowa' } });
    await waitFor(() => expect(screen.getByLabelText('Adres').textContent).toBe('/clients?search=lipowa'));
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/clients?page=1&pageSize=20&search=lipowa'),
    );
  });

  it('pages through the clients, keeping the page in the address', async () => {
    const fetchMock = renderList('/clients', (url) =>
      pageOf([url.includes('page=2') ? erased : client], url.includes('page=2') ? 2 : 1, 21),
    );
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: /następna/i }));
    await waitFor(() => expect(screen.getByLabelText('Adres').textContent).toBe('/clients?page=2'));
    await screen.findByText('Usunięta sp. z o.o.');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/clients?page=2&pageSize=20');
  });

  it('shows the loading, empty and error states', async () => {
    let answer: () => Response = () => pageOf([]);
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderList('/clients', async () => {
      await pending;
      return answer();
    });
    expect(await screen.findByText('Ładowanie klientów...')).toBeTruthy();
    release();
    expect(await screen.findByText('Brak klientów')).toBeTruthy();
    cleanup();
    answer = () => Response.json({ message: 'Wewnętrzny błąd serwera' }, { status: 500 });
    renderList('/clients', () => answer());
    expect(await screen.findByText('Błąd ładowania klientów')).toBeTruthy();
    expect(screen.getByText('Nie udało się załadować listy klientów.')).toBeTruthy();
  });

  it('shows each client as a card on a phone (D19)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_MEDIA_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderList('/clients', () => pageOf([client]));
    const card = within(await screen.findByRole('listitem'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByRole('heading', { level: 2, name: 'Lipowa Budowa sp. z o.o.' })).toBeTruthy();
    expect(card.getByText('+48 601 234 567')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Otwórz' }).getAttribute('href')).toBe('/clients/7');
  });
});
