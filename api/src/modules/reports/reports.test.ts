import { defaultReportPeriod, reportMessages } from '@ppp/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// D26: the summary of /reports, on a set of quotes written with known dates, statuses and amounts
// (the figures below are counted by hand), and the summaries kept by the database checked against
// plain aggregates of the quotes after creates, edits, status changes and deletes.

let app: TestApp;
let db: pg.Client;
let admin: TestClient;
let employee: TestClient & { id: number };
let manager: TestClient & { id: number };
let clientId: number;
let keyId: number;
const equipment: { id: number; name: string }[] = [];
const vehicles: { id: number; name: string }[] = [];
let electricalItem: { id: number; name: string };

const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await db.query(sql, params)).rows as T[];

let numbered = 0;
/** A quote written as the lifecycle stores it, with the creation time and status given. */
async function quote(q: {
  kind: string;
  by: number | null;
  at: string;
  status: string;
  net: string;
  currency?: string;
  apiKeyId?: number;
}) {
  numbered++;
  const [{ id }] = await rows<{ id: number }>(
    `insert into quote (kind, quote_number, status, client_id, created_by_id, api_key_id, source, vat_rate, currency,
            total_net, total_gross, created_at, updated_at)
     values ($1, 'RAP/2026/' || $2::text, $3, $4, $5, $6, $7, 23, $8, $9, round($9::numeric * 1.23, 2), $10, $10)
     returning id`,
    [
      q.kind,
      numbered,
      q.status,
      clientId,
      q.by,
      q.apiKeyId ?? null,
      q.apiKeyId ? 'Partner' : null,
      q.currency ?? 'PLN',
      q.net,
      q.at,
    ],
  );
  if (q.kind === 'transport')
    await db.query(
      `insert into transport_quote (quote_id, from_address, to_address, total_cost) values ($1, 'A', 'B', $2)`,
      [id, q.net],
    );
  return id;
}

const change = (quoteId: number, from: string, to: string, at: string) =>
  db.query(
    `insert into quote_status_change (quote_id, from_status, to_status, version, changed_at) values ($1, $2, $3, 1, $4)`,
    [quoteId, from, to, at],
  );

const equipmentItem = (quoteId: number, equipmentId: number, total: string) =>
  db.query(
    `insert into quote_item (quote_id, position, equipment_id, equipment_name, quantity, rental_period_days, price_per_day,
            discount_percent, selected_additional, selected_accessories, extras_snapshot, base_price, total_fuel_cost,
            total_installation_cost, total_disassembly_cost, total_travel_service_cost, total_maintenance_cost,
            total_service_items_cost, additional_cost, accessories_cost, total_price)
     values ($1, 0, $2, 'x', 1, 1, $3, 0, '[]', '[]', '[]', $3, 0, 0, 0, 0, 0, 0, 0, 0, $3)`,
    [quoteId, equipmentId, total],
  );

const vehicleLine = (quoteId: number, vehicleId: number, cost: string) =>
  db.query(
    `insert into transport_quote_line (quote_id, position, vehicle_id, vehicle_name, cost_per_km, distance, cost)
     values ($1, 0, $2, 'x', 1, 1, $3)`,
    [quoteId, vehicleId, cost],
  );

const departmentItem = (quoteId: number, equipmentId: number, total: string) =>
  db.query(
    `insert into department_quote_item (quote_id, position, equipment_id, equipment_name, quantity, rental_period_days,
            price_per_day, discount_percent, day_price, base_cost, additional_cost, total_price, additional)
     values ($1, 0, $2, 'x', 1, 1, $3, 0, $3, $3, 0, $3, '[]')`,
    [quoteId, equipmentId, total],
  );

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  manager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  db = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
  await db.connect();
  const created = await admin.send('POST', '/api/clients', {
    companyName: 'Raport S.A.',
    email: 'r@raport.pl',
  });
  expect(created.status).toBe(201);
  clientId = (await created.json()).id;
  const key = await admin.send('POST', '/api/admin/api-keys', { name: 'Partner', permissions: ['*'] });
  expect(key.status).toBe(201);
  keyId = (await key.json()).id;
  equipment.push(
    ...(await rows<{ id: number; name: string }>('select id, name from equipment order by id limit 3')),
  );
  vehicles.push(
    ...(await rows<{ id: number; name: string }>(
      'select id, name from transport_vehicle order by id limit 2',
    )),
  );
  [electricalItem] = await rows<{ id: number; name: string }>(
    `select id, name from department_equipment where department = 'electrical' order by id limit 1`,
  );
  expect(equipment).toHaveLength(3);
  expect(vehicles).toHaveLength(2);

  const [e1, e2, e3] = equipment.map((entry) => entry.id);
  const [v1, v2] = vehicles.map((entry) => entry.id);
  // 1. Approved after 5 days (Warsaw). A mail about it not delivered in April keeps its status: no
  // change into approved, so its decision stays in January (D26: the last change into a decision).
  const q1 = await quote({
    kind: 'equipment',
    by: employee.id,
    at: '2026-01-10T10:00Z',
    status: 'approved',
    net: '1000.00',
  });
  await change(q1, 'pending', 'approved', '2026-01-15T09:00Z');
  await change(q1, 'approved', 'approved', '2026-04-20T09:00Z');
  await equipmentItem(q1, e1, '600.00');
  await equipmentItem(q1, e2, '400.00');
  // 2. The manager's own equipment quote, created 1 February in Warsaw (31 January in UTC), rejected on the 3rd.
  const q2 = await quote({
    kind: 'equipment',
    by: manager.id,
    at: '2026-01-31T23:30Z',
    status: 'rejected',
    net: '500.00',
  });
  await change(q2, 'pending', 'rejected', '2026-02-03T12:00Z');
  await equipmentItem(q2, e1, '500.00');
  // 3. Transport approved 20 days later, in March.
  const q3 = await quote({
    kind: 'transport',
    by: employee.id,
    at: '2026-02-10T12:00Z',
    status: 'approved',
    net: '300.00',
  });
  await change(q3, 'pending', 'approved', '2026-03-02T12:00Z');
  await vehicleLine(q3, v1, '300.00');
  // 4. The manager's pending transport quote: two vehicles.
  const q4 = await quote({
    kind: 'transport',
    by: manager.id,
    at: '2026-03-05T08:00Z',
    status: 'pending',
    net: '250.50',
  });
  await vehicleLine(q4, v1, '200.50');
  await vehicleLine(q4, v2, '50.00');
  // 5. Electrical approved the next day.
  const q5 = await quote({
    kind: 'electrical',
    by: employee.id,
    at: '2026-03-20T10:00Z',
    status: 'approved',
    net: '700.00',
  });
  await change(q5, 'pending', 'approved', '2026-03-21T10:00Z');
  await departmentItem(q5, electricalItem.id, '700.00');
  // 6. 31 December in Warsaw: before the period.
  const q6 = await quote({
    kind: 'equipment',
    by: employee.id,
    at: '2025-12-31T22:30Z',
    status: 'approved',
    net: '9999.00',
  });
  await equipmentItem(q6, e3, '9999.00');
  // 7. A web enquiry of the key.
  const q7 = await quote({
    kind: 'equipment',
    by: null,
    at: '2026-03-10T10:00Z',
    status: 'draft',
    net: '100.00',
    apiKeyId: keyId,
  });
  await equipmentItem(q7, e2, '100.00');
  // 8. Approved, reopened, approved again: the last decision counts (7 days).
  const q8 = await quote({
    kind: 'equipment',
    by: employee.id,
    at: '2026-03-01T10:00Z',
    status: 'approved',
    net: '200.00',
  });
  await change(q8, 'pending', 'approved', '2026-03-03T10:00Z');
  await change(q8, 'approved', 'draft', '2026-03-04T10:00Z');
  await change(q8, 'pending', 'approved', '2026-03-08T10:00Z');
  await equipmentItem(q8, e3, '200.00');
  // 10. Rejected after 4 days, no items.
  const q10 = await quote({
    kind: 'equipment',
    by: employee.id,
    at: '2026-01-20T10:00Z',
    status: 'rejected',
    net: '50.00',
  });
  await change(q10, 'pending', 'rejected', '2026-01-24T10:00Z');
  // An assessment sent in with the key, one without.
  for (const [number, apiKey] of [
    ['BAD/2026/9001', keyId],
    ['BAD/2026/9002', null],
  ] as const) {
    await db.query(
      `insert into assessment_response (response_number, answers, created_at, api_key_id, source)
       values ($1, '{}', '2026-02-15T10:00Z', $2, $3)`,
      [number, apiKey, apiKey ? 'Partner' : null],
    );
  }
}, 120_000);

afterAll(async () => {
  await db?.end();
  await app?.close();
});

const period = 'from=2026-01-01&to=2026-03-31';

describe('GET /api/reports/summary', () => {
  it("answers each part exactly for the admin: every kind's quotes of the period", async () => {
    const response = await admin.get(`/api/reports/summary?${period}`);
    expect(response.status).toBe(200);
    const summary = await response.json();
    const [e1, e2, e3] = equipment;
    const [v1, v2] = vehicles;
    expect(summary).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      byStatus: [
        {
          month: '2026-01',
          kind: 'equipment',
          status: 'approved',
          count: 1,
          net: '1000.00',
          currency: 'PLN',
        },
        { month: '2026-01', kind: 'equipment', status: 'rejected', count: 1, net: '50.00', currency: 'PLN' },
        { month: '2026-02', kind: 'equipment', status: 'rejected', count: 1, net: '500.00', currency: 'PLN' },
        { month: '2026-02', kind: 'transport', status: 'approved', count: 1, net: '300.00', currency: 'PLN' },
        {
          month: '2026-03',
          kind: 'electrical',
          status: 'approved',
          count: 1,
          net: '700.00',
          currency: 'PLN',
        },
        { month: '2026-03', kind: 'equipment', status: 'approved', count: 1, net: '200.00', currency: 'PLN' },
        { month: '2026-03', kind: 'equipment', status: 'draft', count: 1, net: '100.00', currency: 'PLN' },
        { month: '2026-03', kind: 'transport', status: 'pending', count: 1, net: '250.50', currency: 'PLN' },
      ],
      winRate: [
        { month: '2026-01', kind: 'equipment', approved: 1, decided: 2 },
        { month: '2026-02', kind: 'equipment', approved: 0, decided: 1 },
        { month: '2026-03', kind: 'electrical', approved: 1, decided: 1 },
        { month: '2026-03', kind: 'equipment', approved: 1, decided: 1 },
        { month: '2026-03', kind: 'transport', approved: 1, decided: 1 },
      ],
      // Equipment: 2, 4, 5 and 7 days (the median of four: 4.5); transport 20; electrical 1.
      daysToDecision: [
        { kind: 'electrical', median: 1 },
        { kind: 'equipment', median: 4.5 },
        { kind: 'transport', median: 20 },
      ],
      // The rejected quote's 500.00 of e1 does not count; e2: 400.00 + the web quote's 100.00.
      topEquipment: [
        {
          kind: 'electrical',
          equipmentId: electricalItem.id,
          name: electricalItem.name,
          net: '700.00',
          currency: 'PLN',
        },
        { kind: 'equipment', equipmentId: e1!.id, name: e1!.name, net: '600.00', currency: 'PLN' },
        { kind: 'equipment', equipmentId: e2!.id, name: e2!.name, net: '500.00', currency: 'PLN' },
        { kind: 'equipment', equipmentId: e3!.id, name: e3!.name, net: '200.00', currency: 'PLN' },
        { kind: 'transport', equipmentId: v1!.id, name: v1!.name, net: '500.50', currency: 'PLN' },
        { kind: 'transport', equipmentId: v2!.id, name: v2!.name, net: '50.00', currency: 'PLN' },
      ],
      // The web quote and the assessment sent in with the key.
      enquiries: [{ apiKeyId: keyId, name: 'Partner', count: 2 }],
    });
  });

  it('shows an employee the same as the admin (every kind, D1)', async () => {
    const asAdmin = await (await admin.get(`/api/reports/summary?${period}`)).json();
    expect(await (await employee.get(`/api/reports/summary?${period}`)).json()).toEqual(asAdmin);
  });

  it('shows a transport manager transport and only their own quotes of the other kinds', async () => {
    const summary = await (await manager.get(`/api/reports/summary?${period}`)).json();
    const [v1, v2] = vehicles;
    expect(summary).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      byStatus: [
        { month: '2026-02', kind: 'equipment', status: 'rejected', count: 1, net: '500.00', currency: 'PLN' },
        { month: '2026-02', kind: 'transport', status: 'approved', count: 1, net: '300.00', currency: 'PLN' },
        { month: '2026-03', kind: 'transport', status: 'pending', count: 1, net: '250.50', currency: 'PLN' },
      ],
      winRate: [
        { month: '2026-02', kind: 'equipment', approved: 0, decided: 1 },
        { month: '2026-03', kind: 'transport', approved: 1, decided: 1 },
      ],
      daysToDecision: [
        { kind: 'equipment', median: 2 },
        { kind: 'transport', median: 20 },
      ],
      topEquipment: [
        { kind: 'transport', equipmentId: v1!.id, name: v1!.name, net: '500.50', currency: 'PLN' },
        { kind: 'transport', equipmentId: v2!.id, name: v2!.name, net: '50.00', currency: 'PLN' },
      ],
      // The web quote is an equipment quote the manager's lists do not show; the assessment they see.
      enquiries: [{ apiKeyId: keyId, name: 'Partner', count: 1 }],
    });
    // Exactly the quotes of the manager's lists, kind by kind.
    const listed = await Promise.all(
      ['/api/quotes', '/api/transport-quotes', '/api/electrical-quotes', '/api/general-quotes'].map(
        async (path) => (await (await manager.get(path)).json()).total as number,
      ),
    );
    const counted = summary.byStatus.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(listed).toEqual([1, 2, 0, 0]);
    expect(counted).toBe(3);
  });

  it('narrows to one kind, and web enquiries to that kind’s quotes', async () => {
    const summary = await (await admin.get(`/api/reports/summary?${period}&kind=transport`)).json();
    expect(summary.byStatus.map((row: { kind: string }) => row.kind)).toEqual(['transport', 'transport']);
    expect(summary.daysToDecision).toEqual([{ kind: 'transport', median: 20 }]);
    expect(summary.enquiries).toEqual([]);
    const web = await (await admin.get(`/api/reports/summary?${period}&kind=equipment`)).json();
    expect(web.enquiries).toEqual([{ apiKeyId: keyId, name: 'Partner', count: 1 }]);
  });

  it('selects by the creation day in Warsaw, both ends included', async () => {
    const january = await (await admin.get('/api/reports/summary?from=2026-01-10&to=2026-01-10')).json();
    expect(january.byStatus).toEqual([
      { month: '2026-01', kind: 'equipment', status: 'approved', count: 1, net: '1000.00', currency: 'PLN' },
    ]);
    const december = await (await admin.get('/api/reports/summary?from=2025-12-31&to=2025-12-31')).json();
    expect(december.byStatus).toEqual([
      { month: '2025-12', kind: 'equipment', status: 'approved', count: 1, net: '9999.00', currency: 'PLN' },
    ]);
    const february = await (await admin.get('/api/reports/summary?from=2026-02-01&to=2026-02-01')).json();
    expect(february.byStatus).toEqual([
      { month: '2026-02', kind: 'equipment', status: 'rejected', count: 1, net: '500.00', currency: 'PLN' },
    ]);
  });

  it('takes the last 12 months when no period is given', async () => {
    const summary = await (await admin.get('/api/reports/summary')).json();
    expect({ from: summary.from, to: summary.to }).toEqual(defaultReportPeriod());
    expect(defaultReportPeriod('2026-03-15')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(defaultReportPeriod('2026-12-01')).toEqual({ from: '2026-01-01', to: '2026-12-01' });
  });

  it('refuses bad dates and kinds with 400 and Polish messages', async () => {
    const bad = await admin.get('/api/reports/summary?from=2026-02-30&to=2026-03-01');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ from: reportMessages.from });
    const reversed = await admin.get('/api/reports/summary?from=2026-03-01&to=2026-02-01');
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).errors).toEqual({ from: reportMessages.period });
    const kind = await admin.get('/api/reports/summary?kind=boats');
    expect(kind.status).toBe(400);
    expect((await kind.json()).errors).toEqual({ kind: reportMessages.kind });
    const long = await admin.get('/api/reports/summary?from=2000-01-01&to=2026-01-01');
    expect(long.status).toBe(400);
    expect((await long.json()).errors).toEqual({ to: reportMessages.tooLong });
  });

  it('answers 401 signed out', async () => {
    expect((await app.client().get('/api/reports/summary')).status).toBe(401);
  });
});

// The summaries as the migration keeps them (each key's differences summed, as the reports read
// them, after counting what changed since, as a report does first), and the same figures counted
// from the quotes themselves.
const summaries = async () => {
  await db.query('select report_catch_up()');
  return countedSummaries();
};
/** The summaries as they stand, without counting what changed since. */
const countedSummaries = async () => ({
  status: await rows(
    `select day::text, kind, status, currency, creator_id, api_key_id, sum(count)::int as count,
            sum(net)::numeric(16,2)::text as net
       from report_status_day group by 1, 2, 3, 4, 5, 6 having sum(count) <> 0 order by 1, 2, 3, 4, 5, 6`,
  ),
  decisions: await rows(
    `select day::text, kind, status, creator_id, decided_month::text, days, sum(count)::int as count
       from report_decision_day group by 1, 2, 3, 4, 5, 6 having sum(count) <> 0 order by 1, 2, 3, 4, 5, 6`,
  ),
  equipment: await rows(
    `select day::text, kind, creator_id, equipment_id, currency, sum(net)::numeric(16,2)::text as net,
            sum(lines)::int as lines
       from report_equipment_day group by 1, 2, 3, 4, 5 having sum(lines) <> 0 order by 1, 2, 3, 4, 5`,
  ),
});
/** How many rows the three day summaries hold, and how many keys. */
const summaryRows = async () =>
  (
    await rows<{ rows: string; keys: string }>(
      `select (select count(*) from report_status_day) + (select count(*) from report_decision_day)
                + (select count(*) from report_equipment_day) as rows,
              (select count(*) from (select distinct day, kind, status, currency, creator_id, api_key_id
                                       from report_status_day) k)
                + (select count(*) from (select distinct day, kind, status, creator_id, decided_month, days
                                           from report_decision_day) k)
                + (select count(*) from (select distinct day, kind, creator_id, equipment_id, currency
                                           from report_equipment_day) k) as keys`,
    )
  )[0];
const created = `(q.created_at at time zone 'Europe/Warsaw')::date`;
const plain = async () => ({
  status: await rows(
    `select ${created}::text as day, kind, status, currency, coalesce(created_by_id, 0) as creator_id,
            coalesce(api_key_id, 0) as api_key_id, count(*)::int as count, sum(total_net)::numeric(16,2)::text as net
       from quote q group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  ),
  decisions: await rows(
    `select day::text, kind, status, creator_id, date_trunc('month', decided)::date::text as decided_month,
            decided - day as days, count(*)::int as count
       from (select ${created} as day, q.kind, q.status, coalesce(q.created_by_id, 0) as creator_id,
                    (coalesce((select max(changed_at) from quote_status_change s
                                where s.quote_id = q.id and s.to_status in ('approved', 'rejected')
                                  and s.from_status <> s.to_status), q.updated_at)
                     at time zone 'Europe/Warsaw')::date as decided
               from quote q where q.status in ('approved', 'rejected')) d
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  ),
  equipment: await rows(
    `select ${created}::text as day, q.kind, coalesce(q.created_by_id, 0) as creator_id, i.equipment_id, q.currency,
            sum(i.net)::numeric(16,2)::text as net, count(*)::int as lines
       from (select quote_id, equipment_id, total_price as net from quote_item where equipment_id is not null
             union all select quote_id, equipment_id, total_price from department_quote_item where equipment_id is not null
             union all select quote_id, vehicle_id, cost from transport_quote_line where vehicle_id is not null) i
       join quote q on q.id = i.quote_id
      where q.status <> 'rejected'
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  ),
});

describe('the summaries kept by the database', () => {
  it('match plain aggregates after creates, edits, status changes and deletes through the API', async () => {
    expect(await summaries()).toEqual(await plain());

    const catalogue = equipment.map((entry) => entry.id);
    const send = async (as: TestClient, method: string, path: string, body?: unknown) => {
      const response = await as.send(method, path, body);
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return response.status === 204 ? null : await response.json();
    };
    // Equipment: created, edited (other items), sent, approved, reopened, rejected; one deleted.
    const a = await send(employee, 'POST', '/api/quotes', {
      clientId,
      items: [{ equipmentId: catalogue[0], quantity: 2, rentalPeriodDays: 3 }],
    });
    const b = await send(employee, 'POST', '/api/quotes', {
      clientId,
      items: [
        { equipmentId: catalogue[1], quantity: 1, rentalPeriodDays: 2 },
        { equipmentId: catalogue[2], quantity: 1, rentalPeriodDays: 4 },
      ],
    });
    expect(await summaries()).toEqual(await plain());
    await send(employee, 'PUT', `/api/quotes/${a.id}`, {
      clientId,
      version: a.version,
      items: [
        { equipmentId: catalogue[2], quantity: 1, rentalPeriodDays: 7 },
        { equipmentId: catalogue[1], quantity: 3, rentalPeriodDays: 1 },
      ],
    });
    expect(await summaries()).toEqual(await plain());
    for (const [id, status] of [
      [a.id, 'pending'],
      [a.id, 'approved'],
      [b.id, 'pending'],
      [b.id, 'rejected'],
      [a.id, 'draft'],
    ] as const) {
      await send(admin, 'PATCH', `/api/quotes/${id}/status`, { status });
      expect(await summaries()).toEqual(await plain());
    }
    // Transport by the manager, written as its service writes it: the quote, its line, its changes.
    const t = await quote({
      kind: 'transport',
      by: manager.id,
      at: '2026-04-02T10:00Z',
      status: 'draft',
      net: '80.00',
    });
    await vehicleLine(t, vehicles[0]!.id, '80.00');
    expect(await summaries()).toEqual(await plain());
    await db.query(`update quote set status = 'approved', updated_at = now() where id = $1`, [t]);
    await change(t, 'pending', 'approved', '2026-04-09T10:00Z');
    expect(await summaries()).toEqual(await plain());
    const e = await send(employee, 'POST', '/api/electrical-quotes', {
      clientId,
      items: [{ equipmentId: electricalItem.id, quantity: 2, rentalPeriodDays: 3 }],
      notes: null,
    });
    await send(admin, 'PATCH', `/api/electrical-quotes/${e.id}/status`, { status: 'pending' });
    expect(await summaries()).toEqual(await plain());
    await send(admin, 'DELETE', `/api/electrical-quotes/${e.id}`);
    await send(admin, 'PATCH', `/api/quotes/${b.id}/status`, { status: 'draft' });
    await send(admin, 'DELETE', `/api/quotes/${b.id}`);
    await db.query('delete from quote where id = $1', [t]);
    expect(await summaries()).toEqual(await plain());
  });

  it('match plain aggregates after changes written straight in SQL, and after a rebuild', async () => {
    await db.query(`update quote set total_net = total_net + 1, currency = 'EUR' where kind = 'transport'`);
    await db.query(`update quote set status = 'rejected' where status = 'pending'`);
    await db.query(`update quote_item set total_price = total_price * 2 where id % 2 = 0`);
    await db.query(`delete from quote_item where id % 3 = 0`);
    await db.query(`delete from quote_status_change where id % 2 = 0`);
    await db.query(`update quote set created_at = created_at - interval '40 days' where id % 2 = 1`);
    await db.query(`delete from quote where id % 5 = 0`);
    const kept = await summaries();
    expect(kept).toEqual(await plain());
    expect(kept.status.length).toBeGreaterThan(3);

    // A bulk load with the triggers paused (the bench's seed), then counted at once.
    await db.query('select report_summary_triggers(false)');
    await db.query(`update quote set total_net = total_net + 5`);
    expect(await summaries()).not.toEqual(await plain());
    await db.query('select report_summary_triggers(true)');
    await db.query('select report_summary_rebuild()');
    expect(await summaries()).toEqual(await plain());
  });

  it('follow the changes after them: marked by each save, counted before a report reads, one catch-up at a time', async () => {
    const marks = async () => (await rows<{ n: number }>('select count(*)::int as n from report_dirty'))[0].n;
    await db.query('select report_catch_up()');
    expect(await marks()).toBe(0);
    const [{ id }] = await rows<{ id: number }>(
      `select id from quote where status = 'draft' order by id limit 1`,
    );
    const counted = await countedSummaries();

    // A change marks its quote and leaves the summaries as they were: it does not wait for them.
    await db.query(`update quote set status = 'pending', updated_at = now() where id = $1`, [id]);
    expect(await marks()).toBeGreaterThan(0);
    expect(await countedSummaries()).toEqual(counted);
    expect(await countedSummaries()).not.toEqual(await plain());

    // A report counts it before reading: its answer and the summaries are the quotes' own figures.
    const response = await admin.get('/api/reports/summary');
    expect(response.status).toBe(200);
    expect(await marks()).toBe(0);
    expect(await countedSummaries()).toEqual(await plain());

    // Two catch-ups at once (two server processes) with changes among them: nothing counted twice.
    const others = [0, 1].map(() => new pg.Client({ connectionString: app.orm.config.get('clientUrl') }));
    await Promise.all(others.map((other) => other.connect()));
    try {
      for (const status of ['approved', 'pending', 'rejected']) {
        await Promise.all([
          others[0].query('select report_catch_up()'),
          others[1].query('select report_catch_up()'),
          db.query('update quote set status = $1, updated_at = now() where id = $2', [status, id]),
        ]);
      }
    } finally {
      await Promise.all(others.map((other) => other.end()));
    }
    expect(await summaries()).toEqual(await plain());
    expect(await marks()).toBe(0);
  });

  it('take differences as rows of their own, folded by the compaction without changing a figure', async () => {
    const [{ id }] = await rows<{ id: number }>(
      `select id from quote where status <> 'rejected' order by id limit 1`,
    );
    // Each change of the quote's status appends its differences; none waits on a row another holds.
    for (const status of ['pending', 'approved', 'pending', 'approved', 'rejected'])
      await db.query('update quote set status = $1, updated_at = now() where id = $2', [status, id]);
    expect(await summaries()).toEqual(await plain());
    const grown = await summaryRows();
    expect(Number(grown.rows)).toBeGreaterThan(Number(grown.keys));

    // Two compactions at once (the timer of two server processes) and a change among them.
    const other = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
    await other.connect();
    try {
      await Promise.all([
        db.query('select report_summary_compact()'),
        other.query('select report_summary_compact()'),
        other.query(`update quote set status = 'draft', updated_at = now() where id = $1`, [id]),
      ]);
    } finally {
      await other.end();
    }
    expect(await summaries()).toEqual(await plain());
    await db.query('select report_summary_compact()');
    const folded = await summaryRows();
    expect(Number(folded.rows)).toBe(Number(folded.keys));
    expect(await summaries()).toEqual(await plain());
    // No row is left that sums to nothing.
    expect(
      await rows(`select 1 from report_status_day where count = 0 and net = 0
                  union all select 1 from report_decision_day where count = 0
                  union all select 1 from report_equipment_day where net = 0 and lines = 0`),
    ).toEqual([]);
  });
});
