import type { ClientDetail } from '@ppp/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../clientsTesting.tsx';
import { ClientPage } from './ClientPage.tsx';

const client: ClientDetail = {
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
  quotes: [
    { kind: 'equipment', id: 12, quoteNumber: 'WYC/2026/0012', status: 'approved', totalGross: '2430.48' },
    { kind: 'electrical', id: 15, quoteNumber: 'ELE/2026/0003', status: 'draft', totalGross: '123.00' },
  ],
};
const { quotes: _quotes, ...clientRow } = client;
const erasedRow = {
  ...clientRow,
  contactPerson: null,
  phone: null,
  email: null,
  address: null,
  erasedAt: '2026-11-26T10:00:00.000Z',
};

const renderClient = (
  role: 'admin' | 'employee',
  respond = (_url: string, _init?: RequestInit) => Response.json(client),
) => renderPage(role, '/clients/7', [{ path: '/clients/:id', element: <ClientPage /> }], respond);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the client page (/clients/{id}, D25)', () => {
  it('shows the client and its quotes of every kind, each linked to its kind’s page', async () => {
    renderClient('employee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lipowa Budowa sp. z o.o.' })).toBeTruthy();
    expect(screen.getByText('Zenon Kowalczyk')).toBeTruthy();
    expect(screen.getByText('zenon@lipowa.pl')).toBeTruthy();
    const quotes = screen.getByRole('region', { name: 'Wyceny klienta' });
    expect(within(quotes).getByRole('link', { name: 'WYC/2026/0012' }).getAttribute('href')).toBe(
      '/quotes/12',
    );
    expect(within(quotes).getByRole('link', { name: 'ELE/2026/0003' }).getAttribute('href')).toBe(
      '/electrical-quotes/15',
    );
    expect(within(quotes).getByText('Elektryka')).toBeTruthy();
    // The personal data's actions are the admin's.
    expect(screen.queryByRole('link', { name: 'Eksportuj dane' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń dane osobowe' })).toBeNull();
  });

  it('lets an admin download the export and erase the personal data after confirming', async () => {
    let erased = false;
    const fetchMock = renderClient('admin', (_url, init) => {
      if (init?.method === 'POST') erased = true;
      return Response.json(
        init?.method === 'POST' ? erasedRow : erased ? { ...client, ...erasedRow } : client,
      );
    });
    const download = await screen.findByRole('link', { name: 'Eksportuj dane' });
    expect(download.getAttribute('href')).toBe('/api/clients/7/export');
    expect(download.hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń dane osobowe' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Usunąć dane osobowe klienta?')).toBeTruthy();
    expect(dialog.getByText(/osoba kontaktowa, e-mail, telefon i adres/)).toBeTruthy();
    expect(dialog.getByText('Kopie zapasowe zawierają te dane do czasu ich wygaśnięcia.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(dialog.getByRole('button', { name: 'Usuń dane osobowe' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[0]).toBe(
        '/api/clients/7/erase',
      ),
    );
    expect(await screen.findByText('Dane usunięte')).toBeTruthy();
    expect(screen.queryByText('Zenon Kowalczyk')).toBeNull();
    // The quotes stay on the page; erasing again is not offered.
    expect(screen.getByRole('link', { name: 'WYC/2026/0012' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Usuń dane osobowe' })).toBeNull());
  });

  it('says when the client does not exist, and when it could not be loaded', async () => {
    renderClient('employee', () => Response.json({ message: 'Nie znaleziono klienta' }, { status: 404 }));
    expect(await screen.findByText('Klient nie znaleziony')).toBeTruthy();
    cleanup();
    renderClient('employee', () => Response.json({ message: 'Wewnętrzny błąd serwera' }, { status: 500 }));
    expect(await screen.findByText('Błąd ładowania klienta')).toBeTruthy();
  });
});
