// D21: the bars of an availability page — the approved and pending dated quotes holding one catalogue
// item in a period. D1 decides which bars name their quote and client: the kind's staff and the
// quote's author see them, everybody else reads only that the units are held.
import { type AvailabilityHolding, addDays, dayRangesLabel, todayInWarsaw } from '@ppp/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
/** Sees every equipment quote (D1). */
let employee: TestClient;
/** Sees only the equipment quotes they created (D1). */
let electrician: TestClient;
const today = todayInWarsaw();
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  app = await startTestApp({}, { seed: false });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  electrician = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
});
afterAll(() => app.close());

async function addEquipment(name: string, units: number) {
  const category = await admin.send('POST', '/api/equipment-categories', { name: `Kat. ${name}` });
  const added = await admin.send('POST', '/api/equipment', {
    name,
    categoryId: (await category.json()).id,
    quantity: units,
  });
  expect(added.status).toBe(201);
  return (await added.json()).id as number;
}

async function addElectrical(name: string, units: number) {
  const category = await admin.send('POST', '/api/electrical-equipment-categories', { name: `Kat. ${name}` });
  const added = await admin.send('POST', '/api/electrical-equipment', {
    name,
    categoryId: (await category.json()).id,
    quantity: units,
  });
  expect(added.status).toBe(201);
  return (await added.json()).id as number;
}

interface Dated {
  path?: string;
  companyName: string;
  equipmentId: number;
  units: number;
  startsOn: string;
  days: number;
}

/** A dated quote created by `by`, for a new client of `companyName`; answers the saved quote. */
async function quoteBy(
  by: TestClient,
  { path = '/api/quotes', companyName, equipmentId, units, startsOn, days }: Dated,
) {
  const created = await by.send('POST', path, {
    client: { companyName },
    startsOn,
    rentalDays: days,
    items: [{ equipmentId, quantity: units }],
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: number; quoteNumber: string };
}

const setStatus = (by: TestClient, id: number, status: string, path = '/api/quotes') =>
  by.send('PATCH', `${path}/${id}/status`, { status });

/** Sent for approval, then approved (D3: a draft is not approved directly). */
async function approve(id: number) {
  expect((await setStatus(admin, id, 'pending')).status).toBe(200);
  return setStatus(admin, id, 'approved');
}

async function holdings(by: TestClient, query: string) {
  const response = await by.get(`/api/availability/holdings?${query}`);
  expect(response.status).toBe(200);
  return { text: await response.clone().text(), body: (await response.json()) as AvailabilityHolding[] };
}

describe('the quotes holding an item (D21)', () => {
  it('lists approved and pending holdings in the period, earliest first, and leaves drafts and other periods out', async () => {
    const equipmentId = await addEquipment('Koparka holdings', 4);
    const early = await quoteBy(admin, {
      companyName: 'Wczesna Sp. z o.o.',
      equipmentId,
      units: 1,
      startsOn: day(3),
      days: 5,
    });
    const late = await quoteBy(admin, {
      companyName: 'Późna S.A.',
      equipmentId,
      units: 2,
      startsOn: day(6),
      days: 2,
    });
    await quoteBy(admin, { companyName: 'Szkic', equipmentId, units: 1, startsOn: day(4), days: 1 });
    const outside = await quoteBy(admin, {
      companyName: 'Poza okresem',
      equipmentId,
      units: 1,
      startsOn: day(40),
      days: 2,
    });
    expect((await approve(early.id)).status).toBe(200);
    expect((await setStatus(admin, late.id, 'pending')).status).toBe(200);
    expect((await approve(outside.id)).status).toBe(200);

    const { body } = await holdings(
      admin,
      `kind=equipment&equipmentId=${equipmentId}&from=${day(5)}&to=${day(20)}`,
    );
    // Each with its whole period, not cut to the one asked.
    expect(body).toEqual([
      {
        status: 'approved',
        units: 1,
        startsOn: day(3),
        endsOn: day(7),
        quote: {
          id: early.id,
          kind: 'equipment',
          quoteNumber: early.quoteNumber,
          clientName: 'Wczesna Sp. z o.o.',
        },
      },
      {
        status: 'pending',
        units: 2,
        startsOn: day(6),
        endsOn: day(7),
        quote: { id: late.id, kind: 'equipment', quoteNumber: late.quoteNumber, clientName: 'Późna S.A.' },
      },
    ]);

    // Rejecting the pending one takes its bar away.
    expect((await setStatus(admin, late.id, 'rejected')).status).toBe(200);
    const after = await holdings(
      admin,
      `kind=equipment&equipmentId=${equipmentId}&from=${day(5)}&to=${day(20)}`,
    );
    expect(after.body.map((holding) => holding.quote?.id)).toEqual([early.id]);
  });

  it("names a quote only to those who may open it, never leaking another user's number or client", async () => {
    const equipmentId = await addEquipment('Zagęszczarka holdings', 3);
    const own = await quoteBy(electrician, {
      companyName: 'Własny Klient',
      equipmentId,
      units: 1,
      startsOn: day(10),
      days: 3,
    });
    expect((await setStatus(electrician, own.id, 'pending')).status).toBe(200);
    const others = await quoteBy(admin, {
      companyName: 'Tajny Klient Sp. z o.o.',
      equipmentId,
      units: 2,
      startsOn: day(11),
      days: 4,
    });
    expect((await approve(others.id)).status).toBe(200);
    const query = `kind=equipment&equipmentId=${equipmentId}&from=${day(0)}&to=${day(30)}`;

    // The electrical manager may open only their own equipment quote.
    const seen = await holdings(electrician, query);
    expect(seen.body).toEqual([
      {
        status: 'pending',
        units: 1,
        startsOn: day(10),
        endsOn: day(12),
        quote: { id: own.id, kind: 'equipment', quoteNumber: own.quoteNumber, clientName: 'Własny Klient' },
      },
      { status: 'approved', units: 2, startsOn: day(11), endsOn: day(14), quote: null },
    ]);
    expect(seen.text).not.toContain(others.quoteNumber);
    expect(seen.text).not.toContain('Tajny Klient');
    expect(seen.text).not.toContain(`"id":${others.id}`);

    // An employee sees every equipment quote (D1): both are named.
    const staff = await holdings(employee, query);
    expect(staff.body.map((holding) => holding.quote?.quoteNumber)).toEqual([
      own.quoteNumber,
      others.quoteNumber,
    ]);
  });

  it("reads each kind's own catalogue: an electrical item's holdings are not the main catalogue's of the same id", async () => {
    const electricalId = await addElectrical('Agregat holdings', 2);
    const quote = await quoteBy(admin, {
      path: '/api/electrical-quotes',
      companyName: 'Elektro S.A.',
      equipmentId: electricalId,
      units: 1,
      startsOn: day(2),
      days: 2,
    });
    expect((await setStatus(admin, quote.id, 'pending', '/api/electrical-quotes')).status).toBe(200);
    const period = `from=${day(0)}&to=${day(10)}`;
    const electrical = await holdings(admin, `kind=electrical&equipmentId=${electricalId}&${period}`);
    expect(electrical.body).toEqual([
      {
        status: 'pending',
        units: 1,
        startsOn: day(2),
        endsOn: day(3),
        quote: {
          id: quote.id,
          kind: 'electrical',
          quoteNumber: quote.quoteNumber,
          clientName: 'Elektro S.A.',
        },
      },
    ]);
    // The electrical manager sees every electrical quote, also the admin's.
    const manager = await holdings(electrician, `kind=electrical&equipmentId=${electricalId}&${period}`);
    expect(manager.body[0].quote?.quoteNumber).toBe(quote.quoteNumber);
    const main = await holdings(admin, `kind=equipment&equipmentId=${electricalId}&${period}`);
    expect(main.body.some((holding) => holding.quote?.id === quote.id)).toBe(false);
  });

  it('refuses a bad query with field messages, and answers nothing for an unknown item', async () => {
    const ask = (query: string) => employee.get(`/api/availability/holdings?${query}`);
    const long = await ask(`kind=equipment&equipmentId=1&from=${day(0)}&to=${day(366)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).errors).toEqual({ to: 'Okres może obejmować najwyżej 366 dni' });
    const reversed = await ask(`kind=equipment&equipmentId=1&from=${day(5)}&to=${day(4)}`);
    expect((await reversed.json()).errors).toEqual({
      to: 'Data końcowa nie może być wcześniejsza niż początkowa',
    });
    const bad = await ask('kind=boats&equipmentId=x&from=2027-02-30');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      kind: 'Nieprawidłowy rodzaj katalogu',
      equipmentId: 'Podaj identyfikator sprzętu',
      // A text that names no day says so (D21's words); one not given asks for it.
      from: 'Nieprawidłowa data',
      to: 'Podaj datę końcową okresu',
    });
    const unknown = await ask(`kind=general&equipmentId=999999&from=${day(0)}&to=${day(365)}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual([]);
  });

  it('is open to every approved user only', async () => {
    const query = `kind=equipment&equipmentId=1&from=${day(0)}&to=${day(1)}`;
    expect((await app.client().get(`/api/availability/holdings?${query}`)).status).toBe(401);
    const pending = await app.signIn('czeka@firma.pl');
    expect((await pending.get(`/api/availability/holdings?${query}`)).status).toBe(403);
  });
});

describe('an approval while an edit moves the quote (D21)', () => {
  it('checks the days the quote holds once the edit is in, not those it held when the approval began', async () => {
    const equipmentId = await addEquipment('Agregat w trakcie edycji', 1);
    const first = await quoteBy(admin, {
      companyName: 'Pierwsza rezerwacja',
      equipmentId,
      units: 1,
      startsOn: day(10),
      days: 2,
    });
    expect((await approve(first.id)).status).toBe(200);
    const second = await quoteBy(admin, {
      companyName: 'Druga rezerwacja',
      equipmentId,
      units: 1,
      startsOn: day(20),
      days: 2,
    });
    expect((await setStatus(admin, second.id, 'pending')).status).toBe(200);

    // An edit of the second quote holds its row and moves it onto the first one's days; the
    // approval asked meanwhile waits for the row.
    const edit = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
    await edit.connect();
    try {
      await edit.query('begin');
      await edit.query('select id from quote where id = $1 for update', [second.id]);
      await edit.query('update quote set starts_on = $2, updated_at = now() where id = $1', [
        second.id,
        day(10),
      ]);
      await edit.query('update quote_holding set starts_on = $2, ends_on = $3 where quote_id = $1', [
        second.id,
        day(10),
        day(11),
      ]);
      const approval = setStatus(admin, second.id, 'approved');
      await waitForLockWait(edit);
      await edit.query('commit');
      const refused = await approval;
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe(
        `Brak wolnych sztuk: Agregat w trakcie edycji w dniach ${dayRangesLabel([day(10), day(11)])}`,
      );
    } finally {
      await edit.end();
    }
    const stays = await admin.get(`/api/quotes/${second.id}`);
    expect((await stays.json()).status).toBe('pending');
  });
});

/** Until another session waits for a lock (the request sent meanwhile reached its row lock). */
async function waitForLockWait(client: pg.Client) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query(
      "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no session waited for the lock');
}
