import { type Client, type DepartmentQuoteDetail, departmentConfigs, quoteVersion } from '@ppp/domain';
import { json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartmentQuoteForm } from './DepartmentQuoteForm.tsx';
import { budowa, equipmentOf, itemOf, quoteOf, small } from './departmentTesting.ts';

// D20: the electrical and general forms save as every kind does ('Zapisz jako wersję roboczą' stays
// on the form, 'Utwórz wycenę' opens the detail page), an edit adds items and changes the client, and
// the company's name is required.

const config = departmentConfigs.electrical;

const large = equipmentOf(8, 'Agregat 40 kVA');

const budimex: Client = {
  id: 9,
  companyName: 'Budimex S.A.',
  nip: '5261040828',
  contactPerson: 'Anna Nowak',
  phone: null,
  email: null,
  address: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  source: null,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Stubs fetch with answers keyed 'METHOD /path' (the query string ignored); records every call. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
      const route = routes[`${method} ${url.split('?')[0]}`];
      return route ? route(body) : json([]);
    }),
  );
  const sent = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);
  return { calls, sent };
}

function renderForm(quote: DepartmentQuoteDetail | null) {
  const path = quote ? `${config.paths.list}/${quote.id}/edit` : config.paths.create;
  const form = (
    <DepartmentQuoteForm
      config={config}
      quote={quote}
      catalogue={[small, large]}
      vatRate="23.00"
      currency="PLN"
      readOnly={false}
    />
  );
  return renderArea(
    <Routes>
      <Route path={config.paths.create} element={form} />
      <Route path={`${config.paths.list}/:id/edit`} element={quote ? form : <p>Strona edycji</p>} />
      <Route path={`${config.paths.list}/:id`} element={<p>Strona wyceny</p>} />
    </Routes>,
    path,
  );
}

async function addEquipment(name: string) {
  const picker = screen.getByRole('combobox', { name: 'Dodaj sprzęt do wyceny' });
  await userEvent.type(picker, name);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the electrical and general quote form (D20)', () => {
  it("marks 'Nazwa firmy' as required and its hint says so", async () => {
    serve({});
    renderForm(null);
    expect(screen.getByRole('textbox', { name: 'Nazwa firmy' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByText(/Wymagana jest nazwa firmy\./)).toBeTruthy();
    await addEquipment('Agregat 20');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect((await screen.findAllByText('Nazwa firmy jest wymagana')).length).toBeGreaterThan(0);
  });

  it('puts the focus on the quantity of the item just picked, where the typing goes on', async () => {
    serve({});
    renderForm(null);
    await addEquipment('Agregat 20');
    const item = await screen.findByRole('listitem', { name: /pozycja 1/ });
    await waitFor(
      () => expect(document.activeElement).toBe(within(item).getByRole('textbox', { name: 'Ilość' })),
      { timeout: 5000 },
    );
  });

  it('marks a day count it cannot use, leaves the item out of the totals and saves nothing (D20)', async () => {
    const { calls } = serve({});
    renderForm(null);
    await addEquipment('Agregat 20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa firmy' }), 'Budimex S.A.');
    const days = screen.getByRole('textbox', { name: 'Liczba dni' });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    expect(await screen.findByText('Liczba dni musi wynosić od 1 do 365')).toBeTruthy();
    expect(screen.getByTestId('live-total-net').textContent).toMatch(/^0,00/);
    // The totals say why the item is not in them (D19), as every kind's form does.
    expect(
      screen.getByText('Nie wliczono pozycji bez wybranego sprzętu lub z niepoprawnymi wartościami (1).'),
    ).toBeTruthy();
    // Above the range the field says the range too, not that the value is too large.
    await userEvent.clear(days);
    await userEvent.type(days, '366');
    expect(await screen.findByText('Liczba dni musi wynosić od 1 do 365')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('saves a new quote as a draft and opens it as its edit page, with the number in the toast', async () => {
    const saved = quoteOf({ id: 12, quoteNumber: 'ELE/2026/0012' });
    const { sent } = serve({
      'POST /api/clients': () => json(budimex, 201),
      'POST /api/electrical-quotes': () => json(saved, 201),
    });
    renderForm(null);
    await addEquipment('Agregat 20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa firmy' }), 'Budimex S.A.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data rozpoczęcia' }), '01.03.2027');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));

    expect(await screen.findByText('Strona edycji')).toBeTruthy();
    expect(await screen.findByText('Wycena ELE/2026/0012 została zapisana jako wersja robocza')).toBeTruthy();
    expect(sent('POST', '/api/clients')[0].body).toMatchObject({ companyName: 'Budimex S.A.' });
    expect(sent('POST', '/api/electrical-quotes')[0].body).toMatchObject({
      clientId: budimex.id,
      items: [{ equipmentId: small.id, quantity: 1, rentalPeriodDays: 7 }],
    });
  });

  it("sends 'Data rozpoczęcia' as the quote's start (D21), and marks a day that does not exist", async () => {
    const saved = quoteOf({ id: 14, quoteNumber: 'ELE/2026/0014' });
    const { sent } = serve({
      'POST /api/clients': () => json(budimex, 201),
      'POST /api/electrical-quotes': () => json(saved, 201),
    });
    renderForm(null);
    await addEquipment('Agregat 20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa firmy' }), 'Budimex S.A.');
    const startsOn = screen.getByRole('textbox', { name: 'Data rozpoczęcia' });
    // Required on the staff form (D21).
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(await screen.findByText('Podaj datę rozpoczęcia')).toBeTruthy();
    await userEvent.type(startsOn, '31.02.2027');
    await userEvent.tab();
    expect(await screen.findByText('Nieprawidłowa data')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(sent('POST', '/api/electrical-quotes')).toHaveLength(0);

    await userEvent.clear(startsOn);
    await userEvent.type(startsOn, '12.03.2027');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    // The quote's period once (spec-2 §9's 7 days), each item taking it.
    expect(sent('POST', '/api/electrical-quotes')[0].body).toMatchObject({
      startsOn: '2027-03-12',
      rentalDays: 7,
      items: [{ equipmentId: small.id, rentalPeriodDays: 7 }],
    });
  });

  it("gives every item the quote's 'Okres wynajmu (dni)' unless it names its own (D21)", async () => {
    const { sent } = serve({
      'POST /api/clients': () => json(budimex, 201),
      'POST /api/electrical-quotes': () => json(quoteOf({ id: 15 }), 201),
    });
    renderForm(null);
    await addEquipment('Agregat 20');
    await addEquipment('Agregat 40');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa firmy' }), 'Budimex S.A.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data rozpoczęcia' }), '01.03.2027');
    const period = screen.getByRole('textbox', { name: 'Okres wynajmu (dni)' });
    await userEvent.clear(period);
    await userEvent.type(period, '14');
    const [first] = screen.getAllByRole('textbox', { name: 'Liczba dni' }) as HTMLInputElement[];
    expect(first.placeholder).toBe('14');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Liczba dni' })[1], '3');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(sent('POST', '/api/electrical-quotes')[0].body).toMatchObject({
      rentalDays: 14,
      items: [
        { equipmentId: small.id, rentalPeriodDays: 14 },
        { equipmentId: large.id, rentalPeriodDays: 3 },
      ],
    });
  });

  it("marks a quote period the decimal parser does not read ('1e1'), sending nothing (D20)", async () => {
    const { sent } = serve({ 'POST /api/clients': () => json(budimex, 201) });
    renderForm(null);
    await addEquipment('Agregat 20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa firmy' }), 'Budimex S.A.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data rozpoczęcia' }), '01.03.2027');
    const period = screen.getByRole('textbox', { name: 'Okres wynajmu (dni)' });
    await userEvent.clear(period);
    await userEvent.type(period, '1e1');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    await waitFor(() => expect(period.getAttribute('aria-invalid')).toBe('true'));
    const described = (period.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Nieprawidłowa liczba');
    expect(sent('POST', '/api/clients')).toEqual([]);
  });

  it("opens the new quote's detail page after 'Utwórz wycenę'", async () => {
    serve({
      'POST /api/clients': () => json(budimex, 201),
      'POST /api/electrical-quotes': () => json(quoteOf({ id: 12, quoteNumber: 'ELE/2026/0012' }), 201),
    });
    renderForm(null);
    await addEquipment('Agregat 20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa firmy' }), 'Budimex S.A.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data rozpoczęcia' }), '01.03.2027');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(await screen.findByText('Wycena ELE/2026/0012 została utworzona')).toBeTruthy();
  });

  it('lets an edit add an item and pick another client, then opens the detail page', async () => {
    const quote = quoteOf();
    const { sent } = serve({
      'GET /api/clients': () => json({ items: [budimex], total: 1, page: 1, pageSize: 8 }),
      'PUT /api/clients/9': () => json(budimex),
      'PUT /api/electrical-quotes/5': () => json(quoteOf({ clientId: budimex.id })),
    });
    renderForm(quote);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nazwa firmy' }).value).toBe(
      'Budowa Sp. z o.o.',
    );
    await userEvent.type(screen.getByLabelText('Wybierz istniejącego klienta'), 'Budimex');
    await userEvent.click(await screen.findByRole('button', { name: /Budimex S\.A\./ }));
    await addEquipment('Agregat 40');
    expect(screen.getByRole('heading', { name: 'Wybrany sprzęt (2)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(await screen.findByText('Wycena została zaktualizowana')).toBeTruthy();
    expect(sent('PUT', '/api/clients/9?unlessErased=true')[0].body).toMatchObject({
      companyName: 'Budimex S.A.',
    });
    const [put] = sent('PUT', '/api/electrical-quotes/5');
    expect(put.headers['If-Match']).toBe(quoteVersion(quote.updatedAt));
    expect(put.body).toMatchObject({
      clientId: budimex.id,
      items: [
        { id: 41, equipmentId: small.id },
        { equipmentId: large.id, quantity: 1, rentalPeriodDays: 7 },
      ],
    });
    expect((put.body as { items: object[] }).items[1]).not.toHaveProperty('id');
  });

  it('keeps one item on an edit', async () => {
    serve({});
    renderForm(quoteOf());
    await userEvent.click(screen.getByRole('button', { name: 'Usuń Agregat 20 kVA z wyceny' }));
    expect(await screen.findByText('Wycena musi zawierać przynajmniej jedną pozycję')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wybrany sprzęt (1)' })).toBeTruthy();
  });

  it('brings a pending quote back to draft on a draft save and stays on the form, on the saved version', async () => {
    const quote = quoteOf({ status: 'pending' });
    const written = quoteOf({
      status: 'pending',
      updatedAt: '2026-03-02T10:00:00.000Z',
      items: [itemOf(52, small)],
    });
    const drafted = { ...written, status: 'draft' as const, updatedAt: '2026-03-02T10:00:01.000Z' };
    const { sent } = serve({
      'PUT /api/clients/3': () => json({ ...budimex, ...budowa }),
      'PUT /api/electrical-quotes/5': () => json(written),
      'PATCH /api/electrical-quotes/5/status': () => json(drafted),
    });
    renderForm(quote);
    await userEvent.type(
      screen.getByLabelText('Uwagi', { selector: 'textarea[name="notes"]' }),
      'Dostawa rano',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));

    expect(await screen.findByText('Wycena ELE/2026/0005 została zapisana jako wersja robocza')).toBeTruthy();
    expect(sent('PATCH', '/api/electrical-quotes/5/status')[0].body).toEqual({ status: 'draft' });
    expect(screen.queryByText('Strona wyceny')).toBeNull();
    expect(screen.getByRole('form', { name: 'Edycja wyceny ELE/2026/0005' })).toBeTruthy();

    // The next save stands on the saved version: its items' new ids and its version.
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));
    await waitFor(() => expect(sent('PUT', '/api/electrical-quotes/5')).toHaveLength(2));
    const second = sent('PUT', '/api/electrical-quotes/5')[1];
    expect(second.headers['If-Match']).toBe(quoteVersion(drafted.updatedAt));
    expect(second.body).toMatchObject({ items: [{ id: 52 }] });
  });
});
