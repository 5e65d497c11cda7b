import { type Client, quoteVersion, type TransportQuoteDetail, type Vehicle } from '@ppp/domain';
import { json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyTransportForm, valuesFromTransportQuote } from './formModel.ts';
import { TransportQuoteForm } from './TransportQuoteForm.tsx';
import { CreateTransportQuotePage, EditTransportQuotePage } from './TransportQuoteFormPage.tsx';

// D20: the transport form saves as every kind does: 'Zapisz jako wersję roboczą' stays on the form
// (a new quote's form becomes its edit page, a pending quote goes back to draft), the main button
// opens the detail page; an edit may change the client. D21: the trip's dates, several vehicle
// lines and a return trip, priced live line by line; the save's warning of a short vehicle.

const laweta: Vehicle = {
  id: 4,
  name: 'Laweta',
  description: null,
  costPerKm: '3.20',
  isActive: true,
  quantity: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const bus: Vehicle = { ...laweta, id: 7, name: 'Bus', costPerKm: '1.15', quantity: 1 };

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

const lawetaLine = {
  vehicleId: laweta.id,
  vehicle: { id: laweta.id, name: laweta.name, description: null, costPerKm: laweta.costPerKm },
  distance: '100.0',
  cost: '320.00',
  isReturn: false,
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
    apiKeyId: null,
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
    startsOn: '2027-04-12',
    rentalDays: null,
    version: 1,
    validUntil: null,
    validUntilFixed: false,
    history: [],
    share: null,
    assessmentId: null,
    vehicleId: laweta.id,
    vehicle: lawetaLine.vehicle,
    fromAddress: 'Warszawa',
    toAddress: 'Kraków',
    distance: '100.0',
    totalCost: '320.00',
    tripDays: 2,
    returnTrip: false,
    vehicles: [{ vehicleId: laweta.id, distance: '100.0' }],
    lines: [lawetaLine],
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
      vehicles={[laweta, bus]}
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

const line = (n: number) => within(screen.getByRole('group', { name: `Pojazd ${n}` }));
const formula = () => screen.getByTestId('transport-cost-formula');
/** Text as read, Intl's no-break spaces as plain ones. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map(textOf);

/** A new quote's client, start date, route and first line. */
async function fillTrip() {
  await userEvent.type(screen.getByLabelText('Nazwa firmy'), 'Budimex S.A.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Data rozpoczęcia' }), '12.04.2027');
  await userEvent.type(screen.getByRole('textbox', { name: 'Adres początkowy' }), 'Warszawa');
  await userEvent.type(screen.getByRole('textbox', { name: 'Adres docelowy' }), 'Kraków');
  await userEvent.selectOptions(line(1).getByRole('combobox', { name: 'Pojazd' }), String(laweta.id));
  await userEvent.type(line(1).getByRole('textbox', { name: 'Dystans (km)' }), '100');
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
    await fillTrip();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));

    expect(await screen.findByText('Strona edycji')).toBeTruthy();
    expect(await screen.findByText('Wycena TRA/2026/0012 została zapisana jako wersja robocza')).toBeTruthy();
    expect(sent('POST', '/api/transport-quotes')[0].body).toEqual({
      clientId: budimex.id,
      startsOn: '2027-04-12',
      tripDays: 1,
      fromAddress: 'Warszawa',
      toAddress: 'Kraków',
      vehicles: [{ vehicleId: laweta.id, distance: '100.0' }],
      returnTrip: false,
      notes: null,
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
    expect(sent('PUT', '/api/transport-quotes/5')[0].body).toMatchObject({
      clientId: budimex.id,
      startsOn: '2027-04-12',
      tripDays: 2,
    });
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

describe('the trip: dates, several vehicles and a return (D21)', () => {
  it('asks for the start date and the trip days before saving', async () => {
    const sent = serve({});
    renderForm(null);
    const days = screen.getByRole('textbox', { name: 'Liczba dni przejazdu' });
    expect((days as HTMLInputElement).value).toBe('1');
    await userEvent.clear(days);
    await userEvent.type(days, '366');
    // Marked at once, still in the field (D19).
    expect(await screen.findByText('Liczba dni przejazdu musi wynosić od 1 do 365')).toBeTruthy();
    expect(document.activeElement).toBe(days);
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(await screen.findByText('Podaj datę rozpoczęcia')).toBeTruthy();
    expect(sent('POST', '/api/transport-quotes')).toHaveLength(0);
    // The first marked field in page order takes the focus: the start date.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('startsOn'));
  });

  it('adds a second vehicle and the return trip: the live totals line by line, sent as lines', async () => {
    const sent = serve({
      'POST /api/clients': () => json(budimex, 201),
      'POST /api/transport-quotes': () => json(quoteOf({ id: 13, quoteNumber: 'TRA/2026/0013' }), 201),
    });
    renderForm(null);
    await fillTrip();
    expect(screen.queryByRole('button', { name: 'Usuń pojazd 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj pojazd' }));
    // The new line's vehicle takes the focus: the keyboard goes on there.
    expect(document.activeElement).toBe(line(2).getByRole('combobox', { name: 'Pojazd' }));
    await userEvent.selectOptions(line(2).getByRole('combobox', { name: 'Pojazd' }), String(bus.id));
    await userEvent.type(line(2).getByRole('textbox', { name: 'Dystans (km)' }), '12,5');
    expect(textOf(formula())).toContain('Koszt transportu: 334,38 zł');
    await userEvent.click(screen.getByRole('checkbox', { name: /Dodaj przejazd powrotny/ }));

    const lines = within(formula()).getAllByRole('listitem').map(textOf);
    expect(lines).toEqual([
      'Laweta3,20 zł/km × 100,0 km = 320,00 zł',
      'Bus1,15 zł/km × 12,5 km = 14,38 zł',
      'Laweta — Powrót3,20 zł/km × 100,0 km = 320,00 zł',
      'Bus — Powrót1,15 zł/km × 12,5 km = 14,38 zł',
    ]);
    // 668.76 net: 14.375 rounds up on each of its two lines.
    expect(textOf(formula())).toContain('Koszt transportu: 668,76 zł');
    expect(textOf(screen.getByTestId('live-total-gross'))).toContain('822,57');

    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));
    expect(await screen.findByText('Strona edycji')).toBeTruthy();
    expect(sent('POST', '/api/transport-quotes')[0].body).toMatchObject({
      vehicles: [
        { vehicleId: laweta.id, distance: '100.0' },
        { vehicleId: bus.id, distance: '12.5' },
      ],
      returnTrip: true,
    });
  });

  it('says under a line when its vehicle has fewer units than lines (D4, D21)', async () => {
    serve({});
    renderForm(null);
    await fillTrip();
    await userEvent.selectOptions(line(1).getByRole('combobox', { name: 'Pojazd' }), String(bus.id));
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj pojazd' }));
    await userEvent.selectOptions(line(2).getByRole('combobox', { name: 'Pojazd' }), String(bus.id));
    const message = 'Ilość sprzętu „Bus” przekracza dostępną: maksymalnie 1 szt.';
    expect(await line(2).findByText(message)).toBeTruthy();
    expect(line(1).queryByText(message)).toBeNull();
    // The Laweta has two: a second line of it is fine.
    await userEvent.selectOptions(line(2).getByRole('combobox', { name: 'Pojazd' }), String(laweta.id));
    await waitFor(() => expect(screen.queryByText(/przekracza dostępną/)).toBeNull());
  });

  it('removes a line, the focus going to "Dodaj pojazd"', async () => {
    serve({});
    renderForm(
      quoteOf({
        vehicles: [
          { vehicleId: laweta.id, distance: '100.0' },
          { vehicleId: bus.id, distance: '5.0' },
        ],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usuń pojazd 2' }));
    expect(screen.queryByRole('group', { name: 'Pojazd 2' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dodaj pojazd' })),
    );
  });

  it('shows each vehicle’s free units for the trip’s days once the date is set', async () => {
    serve({
      'GET /api/transport-vehicles': () =>
        json([
          { ...laweta, freeQuantity: 0 },
          { ...bus, freeQuantity: 1 },
        ]),
    });
    renderForm(null);
    const select = line(1).getByRole('combobox', { name: 'Pojazd' });
    expect(optionsOf(select)).toEqual(['— wybierz z listy —', 'Laweta — 3,20 zł/km', 'Bus — 1,15 zł/km']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Data rozpoczęcia' }), '12.04.2027');
    await waitFor(() =>
      expect(optionsOf(select)).toEqual([
        '— wybierz z listy —',
        'Laweta — 3,20 zł/km · wolne 0 z 2',
        'Bus — 1,15 zł/km · wolne 1 z 1',
      ]),
    );
  });

  it('shows the save’s warning under the short line until its vehicle or dates change', async () => {
    const quote = quoteOf({
      vehicles: [
        { vehicleId: bus.id, distance: '5.0' },
        { vehicleId: laweta.id, distance: '100.0' },
      ],
    });
    const short = {
      itemIndex: 1,
      equipmentId: laweta.id,
      requested: 1,
      free: 0,
      shortDays: ['2027-04-12', '2027-04-13'],
    };
    serve({
      'PUT /api/clients/3': () => json({ ...budimex, id: 3 }),
      'PUT /api/transport-quotes/5': () =>
        json({ ...quote, updatedAt: '2026-03-02T10:00:00.000Z', availability: [short] }),
    });
    renderForm(quote);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));
    const warning = 'Wolne 0 z 2 szt. w dniach 12.04.2027–13.04.2027';
    expect(await line(2).findByText(warning)).toBeTruthy();
    expect(line(1).queryByText(warning)).toBeNull();
    await userEvent.selectOptions(line(2).getByRole('combobox', { name: 'Pojazd' }), String(bus.id));
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('warns under a line as it is typed when its vehicle is short on the trip’s days', async () => {
    serve({
      'GET /api/availability': () =>
        json([
          {
            equipmentId: laweta.id,
            name: laweta.name,
            availableQuantity: 2,
            days: [
              { date: '2027-04-12', free: 2, approved: 0, tentative: 0 },
              { date: '2027-04-13', free: 0, approved: 2, tentative: 0 },
            ],
          },
        ]),
    });
    renderForm(null);
    await userEvent.type(screen.getByRole('textbox', { name: 'Data rozpoczęcia' }), '12.04.2027');
    const days = screen.getByRole('textbox', { name: 'Liczba dni przejazdu' });
    await userEvent.clear(days);
    await userEvent.type(days, '2');
    await userEvent.selectOptions(line(1).getByRole('combobox', { name: 'Pojazd' }), String(laweta.id));
    expect(await line(1).findByText('Wolne 0 z 2 szt. w dniach 13.04.2027')).toBeTruthy();
  });

  it('starts a new quote from the depot address', async () => {
    serve({
      'GET /api/transport-vehicles': () => json([laweta]),
      'GET /api/settings/pricing': () => json({ vatRate: '23.00', currency: 'PLN' }),
      'GET /api/transport-settings': () => json({ depotAddress: 'ul. Magazynowa 1, Radom' }),
    });
    renderArea(<CreateTransportQuotePage />, '/create-transport-quote');
    const from = await screen.findByRole('textbox', { name: 'Adres początkowy' });
    expect((from as HTMLInputElement).value).toBe('ul. Magazynowa 1, Radom');
  });

  it("keeps a vehicle deactivated since on the quote's edit, priced, and offers it nowhere else (D4)", async () => {
    const retired = { ...laweta, isActive: false };
    const quote = quoteOf();
    const sent = serve({
      'GET /api/transport-vehicles': () => json([retired, bus]),
      'GET /api/settings/pricing': () => json({ vatRate: '23.00', currency: 'PLN' }),
      'GET /api/transport-settings': () => json({ depotAddress: null }),
      'GET /api/transport-quotes/5': () => json(quote),
      'PUT /api/clients/3': () => json(quote.client),
      'PUT /api/transport-quotes/5': () => json(quote),
    });
    renderArea(
      <Routes>
        <Route path="/transport-quotes/:id/edit" element={<EditTransportQuotePage />} />
        <Route path="/transport-quotes/:id" element={<p>Strona wyceny</p>} />
      </Routes>,
      '/transport-quotes/5/edit',
    );
    await screen.findByRole('group', { name: 'Pojazd 1' });
    const vehicle = line(1).getByRole('combobox', { name: 'Pojazd' });
    expect((vehicle as HTMLSelectElement).value).toBe(String(laweta.id));
    expect(optionsOf(vehicle)[1]).toBe('Laweta (nieaktywny) — 3,20 zł/km');
    expect(textOf(formula())).toContain('320,00');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await screen.findByText('Strona wyceny');
    expect(sent('PUT', '/api/transport-quotes/5')[0].body).toMatchObject({
      vehicles: [{ vehicleId: laweta.id, distance: '100.0' }],
    });
    // A new quote does not offer it.
    cleanup();
    renderArea(<CreateTransportQuotePage />, '/create-transport-quote');
    await screen.findByRole('group', { name: 'Pojazd 1' });
    const fresh = line(1).getByRole('combobox', { name: 'Pojazd' });
    expect(optionsOf(fresh).some((text) => text.startsWith('Laweta'))).toBe(false);
  });
});
