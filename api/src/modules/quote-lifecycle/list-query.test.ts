import { quoteKindEntries } from '@ppp/domain';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedQuotes } from '../../bench/seed-quotes.ts';
import type { RowsOptions } from '../../db/prepared.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { COUNTED_UP_TO, quotePageQuery, readQuotePage } from './list-query.ts';

// Issue 16 §4: past 10 000 matches a list stops counting and says so; its pages still go on.
let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  const me = (await (await admin.get('/api/auth/user')).json()) as { id: number };
  const client = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
  await client.connect();
  try {
    await seedQuotes(client, { equipment: COUNTED_UP_TO + 120, itemsPerQuote: 1, ownerId: me.id });
  } finally {
    await client.end();
  }
}, 120_000);
afterAll(() => app.close());

it('counts a list exactly up to 10 000 and says "more than" beyond', async () => {
  const first = await (await admin.get('/api/quotes')).json();
  expect(first).toMatchObject({ total: COUNTED_UP_TO, totalIsEstimate: true, page: 1, pageSize: 50 });
  expect(first.items).toHaveLength(50);

  // Paging past the counted part goes on, and the count follows it.
  const deep = await (await admin.get('/api/quotes?page=202')).json();
  expect(deep.items).toHaveLength(50);
  expect(deep).toMatchObject({ total: 10_100, totalIsEstimate: true });
  const searched = await (await admin.get('/api/quotes?page=202&search=wyc')).json();
  expect(searched).toMatchObject({ total: 10_100, totalIsEstimate: true });
  expect(searched.items).toHaveLength(50);
  const end = await (await admin.get('/api/quotes?page=203')).json();
  expect(end).toMatchObject({ total: COUNTED_UP_TO + 120, totalIsEstimate: false });
  expect(end.items).toHaveLength(20);

  // A narrower list is counted exactly.
  const found = await (await admin.get('/api/quotes?search=Skanska')).json();
  expect(found.totalIsEstimate).toBe(false);
  expect(found.total).toBeGreaterThan(0);
  expect(found.total).toBeLessThan(COUNTED_UP_TO);
  const transport = await (await admin.get('/api/transport-quotes')).json();
  expect(transport).toMatchObject({ total: 0, totalIsEstimate: false, items: [] });
});

it("reads each kind's list rows as its detail shows the quote (without history, share and validity)", async () => {
  const vehicles = (await (await admin.get('/api/transport-vehicles')).json()) as { id: number }[];
  const client = {
    companyName: 'Lista S.A.',
    nip: '5261040828',
    email: 'lista@firma.pl',
    address: 'Długa 1',
  };
  const transport = await admin.send('POST', '/api/transport-quotes', {
    client,
    vehicleId: vehicles[0].id,
    fromAddress: 'Warszawa',
    toAddress: 'Kraków',
    distance: 12.5,
    notes: 'Uwagi',
  });
  expect(transport.status).toBe(201);
  const equipment = (await (await admin.get('/api/electrical-equipment')).json()) as { id: number }[];
  const electrical = await admin.send('POST', '/api/electrical-quotes', {
    clientId: (await transport.json()).clientId,
    items: [{ equipmentId: equipment[0].id, quantity: 1, rentalPeriodDays: 3, notes: 'Pozycja' }],
    notes: null,
  });
  expect(electrical.status).toBe(201);
  for (const path of ['/api/transport-quotes', '/api/electrical-quotes']) {
    const [listed] = (await (await admin.get(path)).json()).items;
    const { history, share, validUntil, ...detail } = await (await admin.get(`${path}/${listed.id}`)).json();
    // A fresh draft has no status change yet; the list carries none either.
    expect(history).toEqual([]);
    expect(share).toBeNull();
    // D23: the offer's validity is read for the detail only (the list's rows say null).
    expect(validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed.validUntil).toBeNull();
    const noTrail = {
      history: undefined,
      share: undefined,
      validUntil: undefined,
      validUntilFixed: undefined,
    };
    expect({ ...listed, ...noTrail }).toEqual({ ...detail, ...noTrail });
  }
});

it("makes each kind's list a statement of its own, and plans a search for its own text", async () => {
  // A shared statement let PostgreSQL's generic plan, cached after five equipment pages, serve the
  // transport list (a third of its speed); a cached plan for a search ignored how rare the text is.
  const page = { page: 1, pageSize: 50 };
  const texts = new Set(Object.values(quoteKindEntries).map((kind) => quotePageQuery({ ...page, kind }).sql));
  expect(texts.size).toBe(4);
  const { equipment, transport, general } = quoteKindEntries;
  expect(quotePageQuery({ ...page, kind: transport, status: 'draft' }).sql).toContain("q.status = 'draft'");
  expect(() =>
    quotePageQuery({ ...page, kind: { ...equipment, kind: "equipment' or true --" as 'equipment' } }),
  ).toThrow();
  expect(() => quotePageQuery({ ...page, kind: general, status: 'x' as 'draft' })).toThrow();

  const asked: (RowsOptions | undefined)[] = [];
  const run = async (_sql: string, _params: unknown[], options?: RowsOptions) => {
    asked.push(options);
    return [];
  };
  await readQuotePage(run, { ...page, kind: equipment });
  await readQuotePage(run, { ...page, kind: equipment, search: 'skanska' });
  expect(asked).toEqual([{ planEachCall: false }, { planEachCall: true }]);
});
