// D21: dated quotes hold units of their catalogue; a save warns of days without enough free units,
// an approval that would overbook a day is 409 and changes nothing, and no concurrency lets the
// approved units on a day exceed what is available. One mechanism for every kind: the equipment
// catalogue and a department's catalogue go through the same steps.
import type { EquipmentAvailability } from '@ppp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let clientId: number;

beforeAll(async () => {
  app = await startTestApp({}, { seed: false });
  admin = await app.signIn('admin@firma.pl');
  const client = await admin.send('POST', '/api/clients', { companyName: 'Rezerwacje S.A.' });
  clientId = (await client.json()).id;
});
afterAll(() => app.close());

/**
 * The days the database keeps (`holding_day`, by triggers) against the holdings summed afresh by the
 * quotes' statuses: after every test, whatever paths it took (create, edit, per-item calls, status
 * changes, the client's decision, deletes, concurrent approvals).
 */
afterEach(async () => {
  const differing = await app.orm.em.getConnection().execute(
    `with truth as (
       select h.catalogue, h.equipment_id, d::date as day,
              coalesce(sum(h.units) filter (where q.status = 'approved'), 0)::int as approved,
              coalesce(sum(h.units) filter (where q.status = 'pending'), 0)::int as tentative
         from quote_holding h join quote q on q.id = h.quote_id
        cross join lateral generate_series(h.starts_on, h.ends_on, interval '1 day') as d
        group by 1, 2, 3),
     kept as (select catalogue, equipment_id, day, approved, tentative from holding_day where approved <> 0 or tentative <> 0)
     (select * from truth where approved <> 0 or tentative <> 0 except select * from kept)
     union all
     (select * from kept except select * from truth)`,
  );
  expect(differing).toEqual([]);
});

interface Catalogue {
  kind: 'equipment' | 'electrical';
  quotes: string;
  /** A new catalogue item with `units` available. */
  addItem: (name: string, units: number) => Promise<number>;
}

const catalogues: Catalogue[] = [
  {
    kind: 'equipment',
    quotes: '/api/quotes',
    async addItem(name, units) {
      const category = await admin.send('POST', '/api/equipment-categories', { name: `Kat. ${name}` });
      const added = await admin.send('POST', '/api/equipment', {
        name,
        categoryId: (await category.json()).id,
        quantity: units,
      });
      expect(added.status).toBe(201);
      return (await added.json()).id;
    },
  },
  {
    kind: 'electrical',
    quotes: '/api/electrical-quotes',
    async addItem(name, units) {
      const category = await admin.send('POST', '/api/electrical-equipment-categories', {
        name: `Kat. ${name}`,
      });
      const added = await admin.send('POST', '/api/electrical-equipment', {
        name,
        categoryId: (await category.json()).id,
        quantity: units,
      });
      expect(added.status).toBe(201);
      return (await added.json()).id;
    },
  },
];

async function quoteFor(
  catalogue: Catalogue,
  equipmentId: number,
  units: number,
  startsOn: string,
  days: number,
) {
  const created = await admin.send('POST', catalogue.quotes, {
    clientId,
    startsOn,
    rentalDays: days,
    items: [{ equipmentId, quantity: units }],
  });
  expect(created.status).toBe(201);
  return created.json();
}

const setStatus = (catalogue: Catalogue, id: number, status: string) =>
  admin.send('PATCH', `${catalogue.quotes}/${id}/status`, { status });

async function availability(catalogue: Catalogue, equipmentId: number, from: string, to: string) {
  const response = await admin.get(
    `/api/availability?kind=${catalogue.kind}&equipmentIds=${equipmentId}&from=${from}&to=${to}`,
  );
  expect(response.status).toBe(200);
  const [entry]: EquipmentAvailability[] = await response.json();
  return entry;
}

describe.each(catalogues)('availability of the $kind catalogue (D21)', (catalogue) => {
  it('warns on save, refuses the approval that would overbook, and approves once the first is reopened', async () => {
    const name = `Rusztowanie ${catalogue.kind}`;
    const equipmentId = await catalogue.addItem(name, 5);

    // 3 units from 10 to 14 March 2027 occupy exactly those five days.
    const first = await quoteFor(catalogue, equipmentId, 3, '2027-03-12', 2);
    expect(first.availability).toBeUndefined();
    await setStatus(catalogue, first.id, 'pending');
    let days = await availability(catalogue, equipmentId, '2027-03-10', '2027-03-14');
    expect(days.days.map((day) => day.tentative)).toEqual([0, 0, 3, 3, 0]);
    expect(days.days.map((day) => day.free)).toEqual([5, 5, 5, 5, 5]);
    expect((await setStatus(catalogue, first.id, 'approved')).status).toBe(200);
    days = await availability(catalogue, equipmentId, '2027-03-10', '2027-03-14');
    expect(days).toMatchObject({ equipmentId, name, availableQuantity: 5 });
    expect(days.days.map((day) => [day.date, day.free, day.approved])).toEqual([
      ['2027-03-10', 5, 0],
      ['2027-03-11', 5, 0],
      ['2027-03-12', 2, 3],
      ['2027-03-13', 2, 3],
      ['2027-03-14', 5, 0],
    ]);

    // The catalogue's list with the period says how many are free throughout it; without, nothing.
    const path = catalogue.kind === 'equipment' ? '/api/equipment' : '/api/electrical-equipment';
    const listed = await (await admin.get(`${path}?from=2027-03-10&to=2027-03-14`)).json();
    expect(listed.find((item: { id: number }) => item.id === equipmentId)).toMatchObject({ freeQuantity: 2 });
    const plain = await (await admin.get(path)).json();
    expect(plain.find((item: { id: number }) => item.id === equipmentId).freeQuantity).toBeUndefined();
    const halfPeriod = await admin.get(`${path}?from=2027-03-10`);
    expect(halfPeriod.status).toBe(400);
    expect((await halfPeriod.json()).errors).toEqual({ to: 'Podaj datę końcową okresu' });

    // A second quote for 3 units over all five days saves, warned of the two short days.
    const second = await quoteFor(catalogue, equipmentId, 3, '2027-03-10', 5);
    expect(second.items[0]).toMatchObject({ rentalPeriodDays: 5, endsOn: '2027-03-14' });
    expect(second.availability).toEqual([
      { itemIndex: 0, equipmentId, requested: 3, free: 2, shortDays: ['2027-03-12', '2027-03-13'] },
    ]);
    await setStatus(catalogue, second.id, 'pending');
    const refused = await setStatus(catalogue, second.id, 'approved');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(`Brak wolnych sztuk: ${name} w dniach 12.03.2027–13.03.2027`);
    const unchanged = await (await admin.get(`${catalogue.quotes}/${second.id}`)).json();
    expect(unchanged.status).toBe('pending');
    expect(unchanged.history.map((change: { toStatus: string }) => change.toStatus)).toEqual(['pending']);

    // Reopening the first frees its units: the second approves.
    expect((await setStatus(catalogue, first.id, 'draft')).status).toBe(200);
    expect((await setStatus(catalogue, second.id, 'approved')).status).toBe(200);
    days = await availability(catalogue, equipmentId, '2027-03-10', '2027-03-14');
    expect(days.days.map((day) => day.free)).toEqual([2, 2, 2, 2, 2]);
  });
});

describe('the availability query (D21)', () => {
  it('refuses a period of more than 366 days, reversed days and bad ids with field messages', async () => {
    const ask = (query: string) => admin.get(`/api/availability?${query}`);
    const long = await ask('kind=equipment&equipmentIds=1&from=2027-01-01&to=2028-01-02');
    expect(long.status).toBe(400);
    expect((await long.json()).errors).toEqual({ to: 'Okres może obejmować najwyżej 366 dni' });
    expect((await ask('kind=equipment&equipmentIds=1&from=2027-01-01&to=2027-12-31')).status).toBe(200);
    const reversed = await ask('kind=equipment&equipmentIds=1&from=2027-02-01&to=2027-01-31');
    expect((await reversed.json()).errors).toEqual({
      to: 'Data końcowa nie może być wcześniejsza niż początkowa',
    });
    const bad = await ask('kind=boats&equipmentIds=a,b&from=2027-02-30&to=x');
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['equipmentIds', 'from', 'kind', 'to']);
    // A day that does not exist, beside a real one: its own message, never a 500 (D6), on every
    // route that takes a period.
    for (const path of [
      '/api/availability?kind=equipment&equipmentIds=1&from=2026-02-01&to=2026-02-30',
      '/api/equipment?from=2026-02-01&to=2026-02-30',
      '/api/transport-vehicles?from=2026-13-01&to=2026-12-31',
      '/api/general-equipment?from=2026-02-01&to=2026-02-31',
      '/api/availability/holdings?kind=equipment&equipmentId=1&from=2026-02-01&to=2026-02-31',
    ]) {
      const refused = await admin.get(path);
      expect(refused.status, path).toBe(400);
    }
    expect(
      (
        await app
          .client()
          .get('/api/availability?kind=equipment&equipmentIds=1&from=2027-01-01&to=2027-01-02')
      ).status,
    ).toBe(401);
  });
});

describe('no overbooking under concurrency (D21)', () => {
  it('approves exactly 10 of 40 pending quotes racing for the last 10 units, staff and clients at once; the approved sum never exceeds them', async () => {
    const catalogue = catalogues[0];
    const equipmentId = await catalogue.addItem('Nagrzewnica wyścigowa', 10);
    // Overlapping periods: each quote holds 1 unit for 4 days from 1, 2 or 3 June 2027.
    const quotes: { id: number }[] = [];
    for (let index = 0; index < 40; index++) {
      const quote = await quoteFor(catalogue, equipmentId, 1, `2027-06-0${1 + (index % 3)}`, 4);
      await setStatus(catalogue, quote.id, 'pending');
      quotes.push(quote);
    }
    // 18 of them are accepted by their clients on /oferta (within its 20 posts a minute from one
    // address, with this file's other two), the other 22 approved by staff: all at once.
    const links: string[] = [];
    for (const quote of quotes.slice(0, 18))
      links.push((await (await admin.send('POST', `/api/quotes/${quote.id}/share`)).json()).url);
    const accept = (url: string) =>
      fetch(`${url}/accept`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Klient Wyścigowy' }).toString(),
      });
    // Every quote covers 3 and 4 June, so at most 10 can be approved.
    const answers = await Promise.all([
      ...links.map(accept),
      ...quotes.slice(18).map((quote) => setStatus(catalogue, quote.id, 'approved')),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200 || status === 303 || status === 302)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    const states = await Promise.all(
      quotes.map(async (quote) => (await (await admin.get(`/api/quotes/${quote.id}`)).json()).status),
    );
    expect(states.filter((status) => status === 'approved')).toHaveLength(10);
    expect(states.filter((status) => status === 'pending')).toHaveLength(30);
    const days = await availability(catalogue, equipmentId, '2027-06-01', '2027-06-06');
    for (const day of days.days) expect(day.approved).toBeLessThanOrEqual(10);
    expect(days.days.find((day) => day.date === '2027-06-03')).toMatchObject({ approved: 10, free: 0 });
    const [{ n }] = await app.orm.em.getConnection().execute(
      `select count(*)::int as n from quote q join quote_holding h on h.quote_id = q.id
          where q.status = 'approved' and h.equipment_id = ?`,
      [equipmentId],
    );
    expect(n).toBe(10);
  });
});

describe("the client's acceptance without free units (D21)", () => {
  it('is held: 409 with the page saying so, the quote stays pending and its history keeps the attempt', async () => {
    const catalogue = catalogues[0];
    const equipmentId = await catalogue.addItem('Kontener biurowy', 2);
    const approved = await quoteFor(catalogue, equipmentId, 2, '2027-08-02', 3);
    await setStatus(catalogue, approved.id, 'pending');
    expect((await setStatus(catalogue, approved.id, 'approved')).status).toBe(200);
    const held = await quoteFor(catalogue, equipmentId, 1, '2027-08-03', 1);
    await setStatus(catalogue, held.id, 'pending');
    const link = await (await admin.send('POST', `/api/quotes/${held.id}/share`)).json();

    const answer = await fetch(`${link.url}/accept`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Jan Kowalski', comment: 'Akceptujemy' }).toString(),
    });
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(
      'Nie możemy w tej chwili potwierdzić tej oferty. Skontaktujemy się z Tobą.',
    );
    const quote = await (await admin.get(`/api/quotes/${held.id}`)).json();
    expect(quote.status).toBe('pending');
    expect(quote.history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'pending' });
    expect(quote.history.at(-1).actorName).toContain('Jan Kowalski');
    expect(quote.history.at(-1).comment).toContain(
      'Brak wolnych sztuk: Kontener biurowy w dniach 03.08.2027',
    );
  });
});

describe('the catalogue under approved quotes (D21)', () => {
  it('refuses lowering, deactivating or deleting below what approved quotes hold from today on, naming them', async () => {
    const equipment = catalogues[0];
    const equipmentId = await equipment.addItem('Podnośnik koszowy', 5);
    const held = await quoteFor(equipment, equipmentId, 3, '2027-09-06', 2);
    await setStatus(equipment, held.id, 'pending');
    expect((await setStatus(equipment, held.id, 'approved')).status).toBe(200);
    // A quote whose days the lower figure still covers is not named.
    const fitting = await quoteFor(equipment, equipmentId, 1, '2027-09-20', 1);
    await setStatus(equipment, fitting.id, 'pending');
    expect((await setStatus(equipment, fitting.id, 'approved')).status).toBe(200);

    const lowered = await admin.send('PATCH', `/api/equipment/${equipmentId}/quantity`, {
      availableQuantity: 2,
    });
    expect(lowered.status).toBe(409);
    expect(await lowered.json()).toEqual({
      message: 'Sprzęt jest zarezerwowany w zatwierdzonych wycenach',
      quotes: [
        { kind: 'equipment', id: held.id, quoteNumber: held.quoteNumber, days: ['2027-09-06', '2027-09-07'] },
      ],
    });
    expect((await admin.send('DELETE', `/api/equipment/${equipmentId}`)).status).toBe(409);
    // Down to what the quote holds is fine; the stored figures follow.
    const fits = await admin.send('PATCH', `/api/equipment/${equipmentId}/quantity`, {
      availableQuantity: 3,
    });
    expect(fits.status).toBe(200);
    expect((await fits.json()).availableQuantity).toBe(3);

    const electrical = catalogues[1];
    const areaItem = await electrical.addItem('Rozdzielnica zarezerwowana', 4);
    const areaQuote = await quoteFor(electrical, areaItem, 4, '2027-09-06', 1);
    await setStatus(electrical, areaQuote.id, 'pending');
    expect((await setStatus(electrical, areaQuote.id, 'approved')).status).toBe(200);
    const deleted = await admin.send('DELETE', `/api/electrical-equipment/${areaItem}`);
    expect(deleted.status).toBe(409);
    expect((await deleted.json()).quotes).toEqual([
      { kind: 'electrical', id: areaQuote.id, quoteNumber: areaQuote.quoteNumber, days: ['2027-09-06'] },
    ]);
    // Reopened, the quote holds nothing: the equipment may go.
    expect((await setStatus(electrical, areaQuote.id, 'draft')).status).toBe(200);
    expect((await admin.send('DELETE', `/api/electrical-equipment/${areaItem}`)).status).toBe(204);
  });
});

describe('the days kept per catalogue item (D21, migration holding_days)', () => {
  it('follow edits, per-item calls, rejecting, reopening, the client declining and deleting', async () => {
    const catalogue = catalogues[0];
    const generator = await catalogue.addItem('Agregat 40 kVA', 6);
    const heater = await catalogue.addItem('Nagrzewnica olejowa', 6);
    const days = async (id: number) =>
      (await availability(catalogue, id, '2027-10-04', '2027-10-08')).days.map(
        (day: { approved: number; tentative: number }) => [day.approved, day.tentative],
      );
    const first = await quoteFor(catalogue, generator, 2, '2027-10-05', 2);
    await setStatus(catalogue, first.id, 'pending');
    expect(await days(generator)).toEqual([
      [0, 0],
      [0, 2],
      [0, 2],
      [0, 0],
      [0, 0],
    ]);

    // An edit moves the days and changes the units; a per-item call adds the heater.
    const edited = await admin.send('PUT', `/api/quotes/${first.id}`, {
      clientId,
      startsOn: '2027-10-06',
      rentalDays: 3,
      items: [{ equipmentId: generator, quantity: 3 }],
    });
    expect(edited.status).toBe(200);
    expect(await days(generator)).toEqual([
      [0, 0],
      [0, 0],
      [0, 3],
      [0, 3],
      [0, 3],
    ]);
    const added = await admin.send('POST', '/api/quote-items', {
      quoteId: first.id,
      equipmentId: heater,
      quantity: 1,
    });
    // Without its own period the added item takes the quote's (D21).
    expect([added.status, await added.json()]).toEqual([
      201,
      expect.objectContaining({ rentalPeriodDays: 3, ownPeriod: false, endsOn: '2027-10-08' }),
    ]);
    expect(await days(heater)).toEqual([
      [0, 0],
      [0, 0],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);

    // Approved, the units count as approved; reopened, nowhere (a draft); rejected, nowhere.
    expect((await setStatus(catalogue, first.id, 'approved')).status).toBe(200);
    expect(await days(generator)).toEqual([
      [0, 0],
      [0, 0],
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
    expect((await setStatus(catalogue, first.id, 'draft')).status).toBe(200);
    expect(await days(generator)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    await setStatus(catalogue, first.id, 'pending');
    expect((await setStatus(catalogue, first.id, 'rejected')).status).toBe(200);
    expect(await days(heater)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);

    // The client declines on the shared page: the tentative units go.
    const declined = await quoteFor(catalogue, generator, 1, '2027-10-04', 1);
    await setStatus(catalogue, declined.id, 'pending');
    expect((await days(generator))[0]).toEqual([0, 1]);
    const link = await (await admin.send('POST', `/api/quotes/${declined.id}/share`)).json();
    const answer = await fetch(`${link.url}/decline`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Anna Nowak', comment: 'Za drogo' }).toString(),
    });
    expect(answer.status).toBeLessThan(400);
    expect((await days(generator))[0]).toEqual([0, 0]);

    // A pending quote deleted takes its units with it.
    const deleted = await quoteFor(catalogue, generator, 4, '2027-10-08', 1);
    await setStatus(catalogue, deleted.id, 'pending');
    expect((await days(generator))[4]).toEqual([0, 4]);
    expect((await admin.send('DELETE', `/api/quotes/${deleted.id}`)).status).toBe(204);
    expect((await days(generator))[4]).toEqual([0, 0]);
  });
});
