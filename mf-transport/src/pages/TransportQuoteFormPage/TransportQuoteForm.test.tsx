import { type Client, quoteVersion, type TransportQuoteDetail, type Vehicle } from '@ppp/domain';
import { json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyTransportForm, valuesFromTransportQuote } from './formModel.ts';
import { TransportQuoteForm } from './TransportQuoteForm.tsx';

// D20: the transport form saves as every kind does: 'Zapisz jako wersję roboczą' stays on the form
// (a new quote's form becomes its edit page, a pending quote goes back to draft), the main button
// opens the detail page; an edit may change the client.

const laweta: Vehicle = {
  id: 4,
  name: 'Laweta',
  description: null,
  costPerKm: '3.20',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const budimex: Client = {
  id: 9,
  companyName: 'Budimex S.A.',
  nip: '5261040828',
  contactPerson: null,
  phone: null,
  email: null,
  address: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  source: null,
};

function quoteOf(overrides: Partial<TransportQuoteDetail> = {}): TransportQuoteDetail {
  return {
    id: 5,
    quoteNumber: 'TRA/2026/0005',
    status: 'draft',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    createdBy: null,
    isGuest: false,
    source: null,
    clientId: 3,
    client: {
      id: 3,
      companyName: 'Transbud Sp. z o.o.',
      nip: null,
      contactPerson: null,
      phone: null,
      email: null,
      address: null,
    },
    vatRate: '23.00',
    currency: 'PLN',
    totalNet: '320.00',
    vatAmount: '73.60',
    totalGross: '393.60',
    notes: null,
    startsOn: null,
    rentalDays: null,
    history: [],
    share: null,
    vehicleId: laweta.id,
    vehicle: { id: laweta.id, name: laweta.name, description: null, costPerKm: laweta.costPerKm },
    fromAddress: 'Warszawa',
    toAddress: 'Kraków',
    distance: '100.0',
    totalCost: '320.00',
    ...overrides,
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Stubs fetch with answers keyed 'METHOD /path' (the query string ignored); records every call. */
function serve(routes: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
      const route = routes[`${method} ${url.split('?')[0]}`];
      return route ? route() : json([]);
    }),
  );
  return (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);
}

function renderForm(quote: TransportQuoteDetail | null) {
  const form = (
    <TransportQuoteForm
      quote={quote}
      initialValues={quote ? valuesFromTransportQuote(quote) : emptyTransportForm}
      vehicles={[laweta]}
      vatRate="23.00"
      currency="PLN"
      readOnly={false}
    />
  );
  return renderArea(
    <Routes>
      <Route path="/create-transport-quote" element={form} />
      <Route path="/transport-quotes/:id/edit" element={quote ? form : <p>Strona edycji</p>} />
      <Route path="/transport-quotes/:id" element={<p>Strona wyceny</p>} />
    </Routes>,
    quote ? `/transport-quotes/${quote.id}/edit` : '/create-transport-quote',
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the transport quote form (D20)', () => {
  it('saves a new quote as a draft and opens it as its edit page, with the number in the toast', async () => {
    const sent = serve({
      'POST /api/clients': () => json(budimex, 201),
      'POST /api/transport-quotes': () => json(quoteOf({ id: 12, quoteNumber: 'TRA/2026/0012' }), 201),
    });
    renderForm(null);
    await userEvent.type(screen.getByLabelText('Nazwa firmy'), 'Budimex S.A.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pojazd' }), String(laweta.id));
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres początkowy' }), 'Warszawa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adres docelowy' }), 'Kraków');
    await userEvent.type(screen.getByRole('textbox', { name: 'Dystans (km)' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));

    expect(await screen.findByText('Strona edycji')).toBeTruthy();
    expect(await screen.findByText('Wycena TRA/2026/0012 została zapisana jako wersja robocza')).toBeTruthy();
    expect(sent('POST', '/api/transport-quotes')[0].body).toMatchObject({
      clientId: budimex.id,
      vehicleId: laweta.id,
      distance: '100.0',
    });
  });

  it('lets an edit pick another client, then opens the detail page', async () => {
    const sent = serve({
      'GET /api/clients': () => json({ items: [budimex], total: 1, page: 1, pageSize: 8 }),
      'PUT /api/clients/9': () => json(budimex),
      'PUT /api/transport-quotes/5': () => json(quoteOf({ clientId: budimex.id })),
    });
    renderForm(quoteOf());
    await userEvent.type(screen.getByLabelText('Wybierz istniejącego klienta'), 'Budimex');
    await userEvent.click(await screen.findByRole('button', { name: /Budimex S\.A\./ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(await screen.findByText('Zmiany zostały zapisane')).toBeTruthy();
    expect(sent('PUT', '/api/transport-quotes/5')[0].body).toMatchObject({ clientId: budimex.id });
  });

  it('brings a pending quote back to draft on a draft save and stays on the form', async () => {
    const quote = quoteOf({ status: 'pending' });
    const drafted = quoteOf({ updatedAt: '2026-03-02T10:00:00.000Z', notes: 'Dostawa rano' });
    const sent = serve({
      'PUT /api/clients/3': () => json({ ...budimex, id: 3 }),
      'PUT /api/transport-quotes/5': () => json({ ...drafted, status: 'pending' }),
      'PATCH /api/transport-quotes/5/status': () => json(drafted),
    });
    renderForm(quote);
    await userEvent.type(screen.getByRole('textbox', { name: 'Uwagi' }), 'Dostawa rano');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));

    expect(await screen.findByText('Wycena TRA/2026/0005 została zapisana jako wersja robocza')).toBeTruthy();
    await waitFor(() =>
      expect(sent('PATCH', '/api/transport-quotes/5/status')[0]?.body).toEqual({ status: 'draft' }),
    );
    expect(sent('PUT', '/api/transport-quotes/5')[0].headers['If-Match']).toBe(quoteVersion(quote.updatedAt));
    expect(screen.queryByText('Strona wyceny')).toBeNull();
    expect(screen.getByRole('form', { name: 'Edycja wyceny TRA/2026/0005' })).toBeTruthy();
  });
});
