// D21's demo quotes: the first admin of a demo database finds quotes of every kind from 60 days ago
// to 90 days ahead, some approved, the approved ones never holding more than half of an item.
import { addDays, todayInWarsaw } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO_QUOTES: '1' }, { seed: true });
});
afterAll(() => app.close());

// biome-ignore lint/suspicious/noExplicitAny: rows of hand-written SQL, read field by field.
const rows = (sql: string): Promise<any[]> => app.orm.em.getConnection().execute(sql);

describe('demo quotes (D21)', () => {
  it('are the first admin’s: every kind, dated from 60 days ago to 90 ahead, some approved', async () => {
    const admin = await app.signIn('pierwszy.admin@firma.pl');
    const me = await (await admin.get('/api/auth/user')).json();
    const quotes: { kind: string; status: string; starts_on: string; created_by_id: number }[] = await rows(
      `select kind, status, starts_on::text as starts_on, created_by_id from quote`,
    );
    expect(quotes.length).toBeGreaterThanOrEqual(15);
    expect(new Set(quotes.map((quote) => quote.kind))).toEqual(
      new Set(['equipment', 'transport', 'electrical', 'general']),
    );
    expect(new Set(quotes.map((quote) => quote.created_by_id))).toEqual(new Set([me.id]));
    // D23: the contact person of their offers has a phone in the demo.
    expect(me.phone).toBe('+48 601 234 567');
    const today = todayInWarsaw();
    for (const quote of quotes) {
      expect(quote.starts_on >= addDays(today, -60) && quote.starts_on <= addDays(today, 90)).toBe(true);
    }
    expect(quotes.filter((quote) => quote.status === 'approved').length).toBeGreaterThanOrEqual(5);
    expect(quotes.filter((quote) => quote.status === 'pending').length).toBeGreaterThanOrEqual(3);
    // The lists answer them through the API, as any quote.
    expect((await (await admin.get('/api/quotes')).json()).total).toBeGreaterThan(0);
    // Each demo client once in the address book, its quotes joined to it (D19).
    const clients: { company_name: string; n: number }[] = await rows(
      `select c.company_name, count(q.id)::int as n from client c left join quote q on q.client_id = c.id
        group by c.id, c.company_name`,
    );
    expect(new Set(clients.map((client) => client.company_name)).size).toBe(clients.length);
    expect(clients.every((client) => client.n > 0)).toBe(true);
  });

  it('never hold more than half of any item on a day with the approved ones', async () => {
    const over = await rows(
      `select h.catalogue, h.equipment_id, h.day from holding_day h
         left join equipment e on h.catalogue = 'equipment' and e.id = h.equipment_id
         left join department_equipment d on h.catalogue in ('electrical', 'general') and d.id = h.equipment_id
         left join transport_vehicle v on h.catalogue = 'transport' and v.id = h.equipment_id
        where h.approved > coalesce(e.available_quantity, d.available_quantity, v.quantity) / 2`,
    );
    expect(over).toEqual([]);
    const [{ n }] = await rows(`select count(*)::int as n from holding_day where approved > 0`);
    expect(n).toBeGreaterThan(0);
  });

  it('start their trips at the demo depot, which new transport quotes start from', async () => {
    const admin = await app.signIn('pierwszy.admin@firma.pl');
    expect(await (await admin.get('/api/transport-settings')).json()).toEqual({
      depotAddress: 'ul. Magazynowa 12, 05-800 Pruszków',
    });
    const [{ n }] = await rows(
      `select count(*)::int as n from transport_quote where from_address = 'ul. Magazynowa 12, 05-800 Pruszków'`,
    );
    expect(n).toBeGreaterThan(0);
  });

  it('are written once: a second admin later finds no new ones', async () => {
    const [{ n: before }] = await rows('select count(*)::int as n from quote');
    await app.signIn('drugi@firma.pl');
    const [{ n: after }] = await rows('select count(*)::int as n from quote');
    expect(after).toBe(before);
  });
});
