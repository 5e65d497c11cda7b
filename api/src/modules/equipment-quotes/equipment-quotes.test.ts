import type { Equipment, QuoteDetail } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let electrical: TestClient & { id: number };
let catalogue: Equipment[];
let clientId: number;

const byName = (name: string) => catalogue.find((e) => e.name === name)!;
const generator = () => byName('Agregat prądotwórczy 20 kVA');
const heater = () => byName('Nagrzewnica elektryczna 9 kW');

async function newClient(as: TestClient, companyName = 'Budimex S.A.', nip: string | null = null) {
  const response = await as.send('POST', '/api/clients', { companyName, email: 'biuro@budimex.pl', nip });
  expect(response.status).toBe(201);
  return (await response.json()).id as number;
}

async function createQuote(as: TestClient, body: Record<string, unknown> = {}) {
  const response = await as.send('POST', '/api/quotes', {
    clientId,
    items: [{ equipmentId: generator().id, quantity: 1, rentalPeriodDays: 5 }],
    ...body,
  });
  return response;
}

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  electrical = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
  catalogue = await (await admin.get('/api/equipment')).json();
  clientId = await newClient(admin, 'Budimex S.A.', '5261040828');
});
afterAll(() => app.close());

describe('catalogue reads', () => {
  it('lists active equipment with category and pricing to every approved user, nothing to others', async () => {
    const asManager = await electrical.get('/api/equipment');
    expect(asManager.status).toBe(200);
    expect(generator()).toMatchObject({ category: { name: 'Agregaty prądotwórcze' }, isActive: true });
    expect(generator().pricing[0]).toMatchObject({ periodStart: 1, pricePerDay: '180.00' });
    expect((await app.client().get('/api/equipment')).status).toBe(401);
    for (const path of [
      '/api/equipment-categories',
      '/api/pricing-schemas',
      '/api/equipment/inactive',
      '/api/settings/pricing',
    ]) {
      expect((await employee.get(path)).status).toBe(200);
    }
    const extras = await (await employee.get(`/api/equipment/${generator().id}/additional`)).json();
    expect(extras.map((x: { name: string }) => x.name)).toContain('Rozdzielnica budowlana');
    const items = await (await employee.get(`/api/equipment/${generator().id}/service-items`)).json();
    expect(items[0]).toMatchObject({ itemName: 'Roboczogodziny serwisowe', itemCost: '200.00' });
    const costs = await (await employee.get(`/api/equipment/${generator().id}/service-costs`)).json();
    expect(costs).toMatchObject({ serviceIntervalMotohours: 500, workerHours: '2.00' });
    expect((await employee.get('/api/equipment/999999/additional')).status).toBe(404);
  });

  it('answers JSON null for equipment without a service-cost row', async () => {
    const created = await admin.send('POST', '/api/equipment', {
      name: 'Bez kosztów serwisu',
      categoryId: generator().category.id,
      quantity: 1,
    });
    const { id } = await created.json();
    await app.orm.em
      .getConnection()
      .execute('delete from equipment_service_cost where equipment_id = ?', [id]);
    const response = await employee.get(`/api/equipment/${id}/service-costs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('null');
    await admin.send('DELETE', `/api/equipment/${id}`);
  });

  it('answers the default pricing settings and the two demo schemas', async () => {
    expect(await (await employee.get('/api/settings/pricing')).json()).toEqual({
      vatRate: '23.00',
      currency: 'PLN',
    });
    const schemas = await (await employee.get('/api/pricing-schemas')).json();
    expect(schemas.map((s: { name: string }) => s.name)).toEqual(['Standardowy', 'Progresywny']);
  });
});

describe('clients', () => {
  it.each([
    [{}, 'companyName', 'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email'],
    [
      { companyName: '   ', nip: '123' },
      'companyName',
      'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email',
    ],
    [{ companyName: 'X', email: 'nie-email' }, 'email', 'Nieprawidłowy format email'],
  ])('refuses %j with the spec message on %s', async (body, field, message) => {
    const response = await employee.send('POST', '/api/clients', body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
  });

  it('lets every approved user create, update and list clients (paged)', async () => {
    const id = await newClient(electrical, 'Elektro-Mont');
    const updated = await employee.send('PUT', `/api/clients/${id}`, {
      companyName: 'Elektro-Mont Sp. z o.o.',
      phone: '600 100 200',
    });
    expect(await updated.json()).toMatchObject({
      companyName: 'Elektro-Mont Sp. z o.o.',
      phone: '600 100 200',
      email: null,
    });
    const list = await (await employee.get('/api/clients?search=elektro&pageSize=5')).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect((await employee.get('/api/clients?pageSize=500')).status).toBe(400);
    expect((await employee.send('PUT', '/api/clients/999999', { companyName: 'X' })).status).toBe(404);
  });
});

describe('creating and pricing quotes', () => {
  it('creates a draft with a WYC number, server-side prices and totals, ignoring the client totals', async () => {
    const response = await createQuote(employee, {
      status: 'approved',
      totalNet: '1.00',
      vatRate: 0,
      items: [
        {
          equipmentId: generator().id,
          quantity: 2,
          rentalPeriodDays: 5,
          includeFuelCost: true,
          includeInstallationCost: true,
          installationDistanceKm: 40,
          totalPrice: '1.00',
          pricePerDay: '1.00',
        },
      ],
    });
    expect(response.status).toBe(201);
    const quote: QuoteDetail = await response.json();
    expect(quote.quoteNumber).toMatch(/^WYC\/\d{4}\/\d{4}$/);
    expect(quote.status).toBe('draft');
    expect(quote.vatRate).toBe('23.00');
    const item = quote.items[0];
    // first_day, 5 days → tier 3–7 at 162.00: 162 × 5 × 2 = 1620.00
    expect(item.basePrice).toBe('1620.00');
    expect(item.pricePerDay).toBe('180.00');
    expect(item.discountPercent).toBe('10.00');
    // fuel: 5 days × 8 h × 4.20 l/h × 2 × 6.50 = 2184.00
    expect(item.totalFuelCost).toBe('2184.00');
    // installation: 40 km × 1.15 + 1 × 150 = 196.00
    expect(item.totalInstallationCost).toBe('196.00');
    expect(item.totalPrice).toBe('4000.00');
    expect(quote.totalNet).toBe('4000.00');
    expect(quote.vatAmount).toBe('920.00');
    expect(quote.totalGross).toBe('4920.00');
  });

  it('prices a preview exactly like the saved quote, saving nothing', async () => {
    const items = [
      { equipmentId: heater().id, quantity: 3, rentalPeriodDays: 31, includeServiceItems: true },
    ];
    const before = (await (await admin.get('/api/quotes')).json()).total;
    const preview = await (await employee.send('POST', '/api/quotes/preview', { items })).json();
    const saved = await (await createQuote(employee, { items })).json();
    expect(preview.totalNet).toBe(saved.totalNet);
    expect(preview.totalGross).toBe(saved.totalGross);
    expect(preview.items[0].totalPrice).toBe(saved.items[0].totalPrice);
    expect(preview.items[0].totalServiceItemsCost).toBe(saved.items[0].totalServiceItemsCost);
    expect((await (await admin.get('/api/quotes')).json()).total).toBe(before + 1);
  });

  it.each([
    [{ items: [] }, 'items', 'Dodaj przynajmniej jedną pozycję do wyceny'],
    [
      { items: [{ quantity: 1, rentalPeriodDays: 1 }] },
      'items.0.equipmentId',
      'Wszystkie pozycje muszą mieć wybrany sprzęt',
    ],
    [
      { items: [{ equipmentId: 1, quantity: 0, rentalPeriodDays: 1 }] },
      'items.0.quantity',
      'Ilość musi być co najmniej 1',
    ],
    [
      { items: [{ equipmentId: 1, quantity: 1, rentalPeriodDays: 366 }] },
      'items.0.rentalPeriodDays',
      'Okres wynajmu musi wynosić od 1 do 365 dni',
    ],
    [
      { items: [{ equipmentId: 1, quantity: 1, rentalPeriodDays: 1, hoursPerDay: 25 }] },
      'items.0.hoursPerDay',
      'Liczba godzin dziennie musi wynosić od 1 do 24',
    ],
    [
      { items: [{ equipmentId: 1, quantity: 1, rentalPeriodDays: 1, numberOfTechnicians: 0 }] },
      'items.0.numberOfTechnicians',
      'Liczba techników musi wynosić co najmniej 1',
    ],
    [
      { items: [{ equipmentId: 1, quantity: 1, rentalPeriodDays: 1, travelRatePerKm: -1 }] },
      'items.0.travelRatePerKm',
      'Wartość nie może być ujemna',
    ],
  ])('refuses %j with the message on %s', async (body, field, message) => {
    const response = await createQuote(employee, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
  });

  it('refuses a quantity above the available quantity, summed over the quote', async () => {
    const available = generator().availableQuantity;
    const response = await createQuote(employee, {
      items: [
        { equipmentId: generator().id, quantity: available, rentalPeriodDays: 2 },
        { equipmentId: generator().id, quantity: 1, rentalPeriodDays: 2 },
      ],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors['items.1.quantity']).toContain(`maksymalnie ${available} szt.`);
  });

  it('refuses fuel for a category without it, an unknown client and unknown equipment', async () => {
    const noFuel = await createQuote(employee, {
      items: [
        {
          equipmentId: byName('Kurtyna powietrzna 1,5 m').id,
          quantity: 1,
          rentalPeriodDays: 2,
          includeFuelCost: true,
        },
      ],
    });
    expect(noFuel.status).toBe(400);
    expect((await createQuote(employee, { clientId: 999999 })).status).toBe(400);
    const unknown = await createQuote(employee, {
      items: [{ equipmentId: 999999, quantity: 1, rentalPeriodDays: 1 }],
    });
    expect((await unknown.json()).errors['items.0.equipmentId']).toBeTruthy();
  });

  it('takes the client as typed fields too, creating the address-book client with the quote (D14, D18)', async () => {
    const response = await createQuote(employee, {
      clientId: undefined,
      client: { companyName: 'Nowy Klient Sp. z o.o.', phone: '+48 600 700 800' },
    });
    expect(response.status).toBe(201);
    const quote = (await response.json()) as QuoteDetail;
    expect(quote.client).toMatchObject({ companyName: 'Nowy Klient Sp. z o.o.', phone: '+48 600 700 800' });
    const found = await (await employee.get('/api/clients/suggestions?companyName=Nowy%20Klient')).json();
    expect(found.map((client: { id: number }) => client.id)).toContain(quote.client.id);

    // A NIP held by another client: 409 with that client, and neither a client nor a quote is written.
    const before = (await (await admin.get('/api/quotes?pageSize=1')).json()).total;
    const taken = await createQuote(employee, {
      clientId: undefined,
      client: { companyName: 'Podróbka', nip: '526-104-08-28' },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).existing).toMatchObject({ id: clientId });
    expect((await (await admin.get('/api/quotes?pageSize=1')).json()).total).toBe(before);
    expect(await (await employee.get('/api/clients/suggestions?companyName=Podr%C3%B3bka')).json()).toEqual(
      [],
    );

    // Bad client fields are 400 under `client.*`; no client at all is 'Wybierz klienta'.
    const invalid = await createQuote(employee, { clientId: undefined, client: { nip: '123' } });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors['client.nip']).toBe('Nieprawidłowy NIP');
    const none = await createQuote(employee, { clientId: undefined });
    expect((await none.json()).errors.clientId).toBe('Wybierz klienta');
  });

  it('gives 50 parallel creations 50 distinct, consecutive numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => createQuote(employee)));
    const numbers = await Promise.all(responses.map(async (r) => (await r.json()).quoteNumber as string));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(numbers).size).toBe(50);
    const sequence = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]).toBe(49);
  });

  it('accepts the older installation field names of a saved item', async () => {
    const response = await createQuote(employee, {
      items: [
        {
          equipmentId: generator().id,
          quantity: 1,
          rentalPeriodDays: 1,
          includeTravelCost: true,
          travelDistanceKm: 10,
          hourlyRatePerTechnician: 100,
        },
      ],
    });
    const item = (await response.json()).items[0];
    expect(item).toMatchObject({
      includeInstallationCost: true,
      installationDistanceKm: '10.00',
      serviceRatePerTechnician: '100.00',
    });
    expect(item.totalInstallationCost).toBe('111.50');
  });
});

describe('editing, statuses and the lock', () => {
  it('reprices an edit atomically and leaves the quote unchanged when the edit fails half-way', async () => {
    const quote: QuoteDetail = await (await createQuote(employee)).json();
    const edited = await employee.send('PUT', `/api/quotes/${quote.id}`, {
      clientId,
      notes: 'Dostawa na plac budowy',
      items: [{ equipmentId: generator().id, quantity: 1, rentalPeriodDays: 10 }],
    });
    expect(edited.status).toBe(200);
    const after: QuoteDetail = await edited.json();
    expect(after.items[0].basePrice).toBe('1440.00'); // 8–18 days: 144.00 × 10
    expect(after.notes).toBe('Dostawa na plac budowy');

    // The second item is valid in shape but over the stock: nothing of the edit may stay.
    const failing = await employee.send('PUT', `/api/quotes/${quote.id}`, {
      clientId,
      notes: 'zmienione',
      items: [
        { equipmentId: generator().id, quantity: 1, rentalPeriodDays: 2 },
        { equipmentId: heater().id, quantity: 999, rentalPeriodDays: 2 },
      ],
    });
    expect(failing.status).toBe(400);
    expect(await (await employee.get(`/api/quotes/${quote.id}`)).json()).toEqual(after);
  });

  it('follows the D3 transitions, locks approved quotes, snapshots the client and records history', async () => {
    const quote: QuoteDetail = await (await createQuote(employee)).json();
    const path = `/api/quotes/${quote.id}/status`;
    expect((await employee.send('PATCH', path, { status: 'approved' })).status).toBe(403);
    expect((await employee.send('PATCH', path, { status: 'draft' })).status).toBe(409);
    expect((await employee.send('PATCH', path, { status: 'zatwierdzona' })).status).toBe(400);
    expect((await employee.send('PATCH', path, { status: 'pending' })).status).toBe(200);
    expect((await employee.send('PATCH', path, { status: 'approved' })).status).toBe(403);
    const approved = await admin.send('PATCH', path, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect((await approved.json()).history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending',
      'approved',
    ]);

    await admin.send('PUT', `/api/clients/${clientId}`, { companyName: 'Nowa nazwa S.A.' });
    const locked: QuoteDetail = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    expect(locked.client.companyName).toBe('Budimex S.A.');
    const listed = await (
      await admin.get(`/api/quotes?search=${encodeURIComponent(quote.quoteNumber)}`)
    ).json();
    expect(listed.items[0].client.companyName).toBe('Budimex S.A.');

    const edit = { clientId, items: [{ equipmentId: generator().id, quantity: 1, rentalPeriodDays: 3 }] };
    expect((await employee.send('PUT', `/api/quotes/${quote.id}`, edit)).status).toBe(409);
    expect((await admin.send('DELETE', `/api/quotes/${quote.id}`)).status).toBe(409);
    expect(
      (
        await employee.send('POST', '/api/quote-items', {
          quoteId: quote.id,
          equipmentId: heater().id,
          quantity: 1,
          rentalPeriodDays: 1,
        })
      ).status,
    ).toBe(409);
    expect((await employee.send('DELETE', `/api/quote-items/${locked.items[0].id}`)).status).toBe(409);
    expect((await admin.send('PATCH', path, { status: 'approved' })).status).toBe(409);

    expect((await employee.send('PATCH', path, { status: 'draft' })).status).toBe(403);
    const reopened = await admin.send('PATCH', path, { status: 'draft' });
    expect(reopened.status).toBe(200);
    expect((await reopened.json()).client.companyName).toBe('Nowa nazwa S.A.');
    expect((await employee.send('PUT', `/api/quotes/${quote.id}`, edit)).status).toBe(200);
    await admin.send('PUT', `/api/clients/${clientId}`, {
      companyName: 'Budimex S.A.',
      email: 'biuro@budimex.pl',
      nip: '5261040828',
    });
  });

  it('adds and removes single items transactionally, keeping the totals in step', async () => {
    const quote: QuoteDetail = await (await createQuote(employee)).json();
    const addHeaters = (quantity: number) =>
      employee.send('POST', '/api/quote-items', {
        quoteId: quote.id,
        equipmentId: heater().id,
        quantity,
        rentalPeriodDays: 2,
      });
    const added = await addHeaters(1);
    expect(added.status).toBe(201);
    // The new item, with the quote it now belongs to.
    const item = await added.json();
    expect(item).toMatchObject({ equipmentId: heater().id, rentalPeriodDays: 2, totalPrice: '120.00' });
    const withTwo: QuoteDetail = item.quote;
    expect(withTwo.items).toHaveLength(2);
    expect(withTwo.items[1].id).toBe(item.id);
    expect(withTwo.totalNet).toBe((Number(quote.totalNet) + 120).toFixed(2));
    // A refused item's message is under the body's own field, not under the quote's `items.0.`.
    const tooMany = await addHeaters(9999);
    expect(tooMany.status).toBe(400);
    expect(Object.keys((await tooMany.json()).errors)).toEqual(['quantity']);
    expect((await employee.send('DELETE', `/api/quote-items/${withTwo.items[1].id}`)).status).toBe(204);
    expect((await (await employee.get(`/api/quotes/${quote.id}`)).json()).totalNet).toBe(quote.totalNet);
    // spec-1 §7's edit flow: the quote's own fields (no items: they stay as saved), then every old
    // item deleted and the new ones added, one call each.
    const header = await employee.send('PUT', `/api/quotes/${quote.id}`, {
      clientId,
      notes: 'Zmienione uwagi',
      status: 'approved',
      totalNet: '1.00',
    });
    expect(header.status).toBe(200);
    expect(await header.json()).toMatchObject({
      notes: 'Zmienione uwagi',
      status: 'draft',
      totalNet: quote.totalNet,
      items: [{ id: withTwo.items[0].id }],
    });
    expect((await employee.send('PUT', `/api/quotes/${quote.id}`, { clientId, items: [] })).status).toBe(400);
    expect((await employee.send('DELETE', `/api/quote-items/${withTwo.items[0].id}`)).status).toBe(204);
    const emptied = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    expect(emptied).toMatchObject({ items: [], totalNet: '0.00', totalGross: '0.00' });
    const readded = await employee.send('POST', '/api/quote-items', {
      quoteId: quote.id,
      equipmentId: generator().id,
      quantity: 1,
      rentalPeriodDays: 5,
    });
    expect(readded.status).toBe(201);
    expect((await readded.json()).quote.totalNet).toBe(quote.totalNet);
  });

  it('deletes a quote with its items (approvers only)', async () => {
    const quote: QuoteDetail = await (await createQuote(employee)).json();
    expect((await employee.send('DELETE', `/api/quotes/${quote.id}`)).status).toBe(403);
    expect((await admin.send('DELETE', `/api/quotes/${quote.id}`)).status).toBe(204);
    expect((await admin.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    // The permission table comes before existence (D6): 403, then 404.
    expect((await employee.send('DELETE', '/api/quotes/999999')).status).toBe(403);
    expect((await employee.send('PATCH', '/api/quotes/999999/status', { status: 'approved' })).status).toBe(
      403,
    );
    expect((await admin.send('DELETE', '/api/quotes/999999')).status).toBe(404);
    const wrongMethod = await admin.send('PATCH', '/api/quotes', {});
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({ message: 'Metoda niedozwolona' });
    // A method no route knows at all is refused in the same JSON shape.
    const unknownMethod = await admin.fetch('/api/quotes', { method: 'PROPFIND' });
    expect(unknownMethod.status).toBe(501);
    expect(await unknownMethod.json()).toEqual({ message: 'Serwer nie obsługuje tej metody' });
    const [{ count }] = await app.orm.em
      .getConnection()
      .execute('select count(*)::int as count from quote_item where quote_id = ?', [quote.id]);
    expect(count).toBe(0);
  });
});

describe('who sees which quotes (D1)', () => {
  it('shows a manager only their own equipment quotes, and 403 on somebody else’s', async () => {
    const theirs: QuoteDetail = await (await createQuote(employee)).json();
    const mine: QuoteDetail = await (await createQuote(electrical)).json();
    const list = await (await electrical.get('/api/quotes')).json();
    expect(list.items.map((q: { id: number }) => q.id)).toEqual([mine.id]);
    const denied = await electrical.get(`/api/quotes/${theirs.id}`);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Brak uprawnień' });
    expect((await electrical.get(`/api/quotes/${theirs.id}/print`)).status).toBe(403);
    expect(
      (
        await electrical.send('PUT', `/api/quotes/${theirs.id}`, {
          clientId,
          items: [{ equipmentId: generator().id, quantity: 1, rentalPeriodDays: 1 }],
        })
      ).status,
    ).toBe(403);
    expect((await employee.get(`/api/quotes/${mine.id}`)).status).toBe(200);
    expect((await admin.get(`/api/quotes/${mine.id}`)).status).toBe(200);
  });

  it('pages, filters by status and searches number and company case-insensitively', async () => {
    const other = await newClient(admin, 'Żuraw-Bud Kraków');
    const created: QuoteDetail = await (await createQuote(admin, { clientId: other })).json();
    const found = await (await admin.get('/api/quotes?search=%C5%BCURAW')).json();
    expect(found.items.map((q: { id: number }) => q.id)).toEqual([created.id]);
    // Typed without Polish letters or punctuation, as on a keyboard without them (D19's name key).
    for (const typed of ['zuraw bud krakow', 'ZURAWBUD']) {
      const plain = await (await admin.get(`/api/quotes?search=${encodeURIComponent(typed)}`)).json();
      expect(plain.items.map((q: { id: number }) => q.id)).toEqual([created.id]);
    }
    const byNumber = await (
      await admin.get(`/api/quotes?search=${encodeURIComponent(created.quoteNumber.toLowerCase())}`)
    ).json();
    expect(byNumber.items[0]).toMatchObject({
      id: created.id,
      client: { companyName: 'Żuraw-Bud Kraków' },
      itemCount: 1,
      maxRentalPeriodDays: 5,
      items: [
        {
          id: created.items[0].id,
          equipmentName: 'Agregat prądotwórczy 20 kVA',
          quantity: 1,
          rentalPeriodDays: 5,
          totalPrice: created.items[0].totalPrice,
        },
      ],
    });
    const page = await (await admin.get('/api/quotes?page=2&pageSize=3&status=draft')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.items.every((q: { status: string }) => q.status === 'draft')).toBe(true);
    // Newest first across pages; the total counts every match; a page past the end is empty, total kept.
    const all = await (await admin.get('/api/quotes?status=draft&pageSize=100')).json();
    expect(all.total).toBe(all.items.length);
    expect(page.total).toBe(all.total);
    expect(page.items.map((q: { id: number }) => q.id)).toEqual(
      all.items.slice(3, 6).map((q: { id: number }) => q.id),
    );
    const dates = all.items.map((q: { createdAt: string }) => q.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const beyond = await (await admin.get('/api/quotes?status=draft&page=999&pageSize=3')).json();
    expect(beyond).toEqual({ items: [], total: all.total, totalIsEstimate: false, page: 999, pageSize: 3 });
    const none = await (await admin.get('/api/quotes?search=nie-ma-takiej-firmy')).json();
    expect(none).toEqual({
      items: [],
      total: 0,
      totalIsEstimate: false,
      page: 1,
      pageSize: expect.any(Number),
    });
    expect((await admin.get('/api/quotes?pageSize=0')).status).toBe(400);
    expect((await admin.get('/api/quotes?status=sent')).status).toBe(400);
    expect((await admin.get('/api/quotes?search=%25')).status).toBe(200);
  });
});

describe('edits from two tabs', () => {
  it('refuses an edit made on a version that is no longer current (If-Match), changing nothing', async () => {
    const created = await createQuote(employee);
    const version = created.headers.get('etag');
    const quote: QuoteDetail = await created.json();
    expect(version).toBe(`"${quote.updatedAt}"`);
    expect((await employee.get(`/api/quotes/${quote.id}`)).headers.get('etag')).toBe(version);
    const edit = (days: number, ifMatch?: string) =>
      employee.fetch(`/api/quotes/${quote.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...(ifMatch ? { 'If-Match': ifMatch } : {}) },
        body: JSON.stringify({
          clientId,
          items: [{ equipmentId: generator().id, quantity: 1, rentalPeriodDays: days }],
        }),
      });
    const first = await edit(6, `"${quote.updatedAt}"`);
    expect(first.status).toBe(200);
    const afterFirst: QuoteDetail = await first.json();
    expect(first.headers.get('etag')).toBe(`"${afterFirst.updatedAt}"`);
    expect(afterFirst.updatedAt).not.toBe(quote.updatedAt);

    const stale = await edit(7, `"${quote.updatedAt}"`);
    expect(stale.status).toBe(412);
    expect((await stale.json()).message).toBe(
      'Wycena została w międzyczasie zmieniona (przez innego użytkownika lub w innej karcie). Odśwież stronę, aby zobaczyć aktualną wersję.',
    );
    expect((await (await employee.get(`/api/quotes/${quote.id}`)).json()).items[0].rentalPeriodDays).toBe(6);
    // Without If-Match the last edit wins, as before.
    expect((await edit(8)).status).toBe(200);
  });
});

describe('pricing schemas', () => {
  it('prices with the chosen schema, the default one when none is chosen, and refuses unknown or inactive ones', async () => {
    const schemas: { id: number; name: string }[] = await (await admin.get('/api/pricing-schemas')).json();
    const standard = schemas.find((s) => s.name === 'Standardowy')!;
    const progressive = schemas.find((s) => s.name === 'Progresywny')!;
    const items = [{ equipmentId: generator().id, quantity: 1, rentalPeriodDays: 40 }];
    const preview = async (pricingSchemaId?: number) =>
      (await employee.send('POST', '/api/quotes/preview', { pricingSchemaId, items })).json();
    const byDefault = await preview();
    expect(byDefault.totalNet).toBe((await preview(standard.id)).totalNet);
    expect((await preview(progressive.id)).totalNet).not.toBe(byDefault.totalNet);

    const created: QuoteDetail = await (await createQuote(employee, { items })).json();
    expect(created).toMatchObject({ pricingSchemaId: standard.id, totalNet: byDefault.totalNet });

    const unknown = await employee.send('POST', '/api/quotes', { clientId, pricingSchemaId: 999999, items });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({
      pricingSchemaId: 'Wybrany schemat cenowy nie istnieje lub jest nieaktywny',
    });

    // A quote priced progressively keeps its schema after the schema is switched off; new quotes may not choose it.
    const onProgressive: QuoteDetail = await (
      await createQuote(employee, { items, pricingSchemaId: progressive.id })
    ).json();
    expect(
      (await admin.send('PATCH', `/api/pricing-schemas/${progressive.id}`, { isActive: false })).status,
    ).toBe(200);
    try {
      expect(
        (await employee.send('POST', '/api/quotes/preview', { pricingSchemaId: progressive.id, items }))
          .status,
      ).toBe(400);
      const edited = await employee.send('PUT', `/api/quotes/${onProgressive.id}`, {
        clientId,
        items: [{ ...items[0], rentalPeriodDays: 41 }],
      });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({ pricingSchemaId: progressive.id });
      const moved = await employee.send('PUT', `/api/quotes/${created.id}`, {
        clientId,
        pricingSchemaId: progressive.id,
        items,
      });
      expect(moved.status).toBe(400);
    } finally {
      await admin.send('PATCH', `/api/pricing-schemas/${progressive.id}`, { isActive: true });
    }
  });
});

describe('print view', () => {
  it('escapes every user string and runs its script under the CSP nonce', async () => {
    const evil = await newClient(admin, '<script>alert(1)</script>');
    const quote: QuoteDetail = await (
      await createQuote(admin, { clientId: evil, notes: '<img src=x onerror=alert(2)>' })
    ).json();
    const response = await admin.get(`/api/quotes/${quote.id}/print`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('PPP :: Program / system wycen');
    expect(html).toContain(quote.quoteNumber);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy')!,
    )![1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(await (await admin.get(`/api/quotes/${quote.id}/print?autoprint=0`)).text()).not.toContain(
      'window.print',
    );
  });

  it('prints the author, the rental and every switched-on cost line, at zero too (D7)', async () => {
    const quote: QuoteDetail = await (
      await createQuote(admin, {
        items: [
          {
            equipmentId: heater().id,
            quantity: 1,
            rentalPeriodDays: 2,
            includeMaintenanceCost: true,
            includeInstallationCost: true,
            installationDistanceKm: 0,
            numberOfTechnicians: 1,
            serviceRatePerTechnician: 0,
            travelRatePerKm: 0,
          },
        ],
      })
    ).json();
    expect(quote.items[0].totalInstallationCost).toBe('0.00');
    const html = await (await admin.get(`/api/quotes/${quote.id}/print?autoprint=0`)).text();
    expect(html).toContain('<strong>Utworzył(a):</strong> admin');
    expect(html).toContain('<li>Wynajem: 120,00');
    expect(html).toContain('<li>Koszt montażu: 0,00');
    expect(html).toContain('<li>Koszt eksploatacji:');
  });
});
