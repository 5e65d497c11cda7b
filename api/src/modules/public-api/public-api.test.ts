import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Equipment, QuoteDetail } from '@ppp/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { initOrm, type Orm } from '../../db/orm.ts';
import { createLogger } from '../../logger.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { PARTNER, partnerApi } from './testing.ts';

// Issue 14, D9 and D16: keys (stored as hashes), the public API's checks in their order, CORS,
// the rate limit shared by two API processes, idempotent creation and the OpenAPI document.

let app: TestApp;
let admin: TestClient;
let employee: TestClient;
let equipment: Equipment[];
let newKey: ReturnType<typeof partnerApi>['newKey'];
let call: ReturnType<typeof partnerApi>['call'];

const generator = () => equipment.find((e) => e.category.name === 'Agregaty prądotwórcze')!;
const quoteBody = (companyName = 'Gość Sp. z o.o.') => ({
  client: { companyName, email: 'gosc@example.com' },
  items: [{ equipmentId: generator().id, quantity: 1, rentalPeriodDays: 5 }],
  notes: 'Z formularza partnera',
});

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  ({ newKey, call } = partnerApi(app, admin));
  equipment = await (await admin.get('/api/equipment')).json();
});
afterAll(() => app.close());

describe('API keys (D9, D16)', () => {
  it('are for administrators only', async () => {
    expect((await employee.get('/api/admin/api-keys')).status).toBe(403);
    expect(
      (await employee.send('POST', '/api/admin/api-keys', { name: 'X', permissions: ['*'] })).status,
    ).toBe(403);
    expect((await app.client().get('/api/admin/api-keys')).status).toBe(401);
  });

  it('say what is wrong with a key', async () => {
    const response = await admin.send('POST', '/api/admin/api-keys', {
      name: ' ',
      permissions: [],
      allowedOrigins: ['https://ok.pl', 'ftp://zle', 'https://a.pl/sciezka'],
      rateLimitPerMinute: 0,
      dailyLimit: 100_001,
    });
    expect(response.status).toBe(400);
    const unknownScope = await admin.send('POST', '/api/admin/api-keys', {
      name: 'Zły',
      permissions: ['foo'],
    });
    expect((await unknownScope.json()).errors).toEqual({ 'permissions.0': 'Nieznane uprawnienie' });
    expect((await response.json()).errors).toEqual({
      name: 'Nazwa jest wymagana',
      permissions: 'Wybierz przynajmniej jedno uprawnienie',
      'allowedOrigins.1': 'Podaj adres w postaci https://domena[:port]',
      'allowedOrigins.2': 'Podaj adres w postaci https://domena[:port]',
      rateLimitPerMinute: 'Limit musi być liczbą od 1 do 10000',
      dailyLimit: 'Limit dzienny musi być liczbą od 1 do 100000',
    });
  });

  it('answer the key once; the database holds only its hash', async () => {
    const created = await newKey({ name: 'Dealer Kraków' });
    expect(created.keyValue).toMatch(/^ppp_[A-Za-z0-9_-]{43}$/);
    expect(created.maskedKey).toBe(`${created.keyValue.slice(0, 8)}…${created.keyValue.slice(-4)}`);
    expect(created).toMatchObject({
      permissions: ['*'],
      allowedOrigins: [PARTNER],
      rateLimitPerMinute: 60,
      dailyLimit: 500,
      isActive: true,
    });
    const listed = await (await admin.get('/api/admin/api-keys')).json();
    expect(JSON.stringify(listed)).not.toContain(created.keyValue);
    // Every text column of every table, searched for the clear key.
    const sql = app.orm.em.getConnection();
    const columns: { table_name: string; column_name: string }[] = await sql.execute(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    for (const { table_name, column_name } of columns) {
      const found = await sql.execute(
        `select 1 from "${table_name}" where "${column_name}"::text like ? limit 1`,
        [`%${created.keyValue.slice(4, 30)}%`],
      );
      expect(found, `${table_name}.${column_name}`).toEqual([]);
    }
  });

  it('take effect on the next request when deactivated or deleted', async () => {
    const key = await newKey();
    expect((await call('/api/public/equipment', key.keyValue)).status).toBe(200);
    await admin.send('PATCH', `/api/admin/api-keys/${key.id}`, { isActive: false });
    const refused = await call('/api/public/equipment', key.keyValue);
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe('Nieprawidłowy lub nieaktywny klucz API');
    await admin.send('PATCH', `/api/admin/api-keys/${key.id}`, { isActive: true });
    expect((await call('/api/public/equipment', key.keyValue)).status).toBe(200);
    expect((await admin.send('DELETE', `/api/admin/api-keys/${key.id}`)).status).toBe(204);
    expect((await call('/api/public/equipment', key.keyValue)).status).toBe(401);
    const listed = await (await admin.get('/api/admin/api-keys')).json();
    expect(listed.some((k: { id: number }) => k.id === key.id)).toBe(false);
  });

  it('keep lastUsedAt', async () => {
    const key = await newKey();
    await call('/api/public/equipment', key.keyValue, { headers: {} });
    const listed = await (await admin.get('/api/admin/api-keys')).json();
    expect(listed.find((k: { id: number }) => k.id === key.id).lastUsedAt).not.toBeNull();
  });
});

describe('the public API checks (D16)', () => {
  it('refuses a missing or unknown key; takes the key as a Bearer token too', async () => {
    expect((await call('/api/public/equipment', null)).status).toBe(401);
    expect((await call('/api/public/equipment', 'ppp_nieznany')).status).toBe(401);
    const key = await newKey();
    const bearer = await fetch(`${app.url}/api/public/equipment`, {
      headers: { Authorization: `Bearer ${key.keyValue}` },
    });
    expect(bearer.status).toBe(200);
  });

  it('lets each scope reach only its endpoints', async () => {
    const quotesOnly = await newKey({ permissions: ['quotes:create'] });
    const assessmentsOnly = await newKey({ permissions: ['assessments:create'] });
    expect((await call('/api/public/equipment', quotesOnly.keyValue)).status).toBe(200);
    const refused = await call('/api/public/needs-assessment/questions', quotesOnly.keyValue);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Klucz API nie ma uprawnienia assessments:create');
    expect((await call('/api/public/needs-assessment/questions', assessmentsOnly.keyValue)).status).toBe(200);
    expect(
      (await call('/api/public/quotes/preview', assessmentsOnly.keyValue, { json: { items: [] } })).status,
    ).toBe(403);
  });

  it('serves only the key’s origins; another origin is 403, readable by its page (D24)', async () => {
    const key = await newKey();
    const allowed = await call('/api/public/equipment', key.keyValue, { origin: PARTNER });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const foreign = await call('/api/public/equipment', key.keyValue, { origin: 'https://obcy.example.com' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      code: 'origin_not_allowed',
      message: 'Niedozwolone źródło żądania',
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBe('https://obcy.example.com');
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${app.url}/api/public/quotes`, {
      method: 'OPTIONS',
      headers: {
        Origin: PARTNER,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-API-Key');
    // D24: a preflight grants nothing, so it answers any origin.
    const foreignPreflight = await fetch(`${app.url}/api/public/v1/quotes`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://obcy.example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreignPreflight.status).toBe(204);
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBe('https://obcy.example.com');
    for (const header of ['X-API-Key', 'Idempotency-Key', 'Content-Type']) {
      expect(foreignPreflight.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it('validates after the key checks, with field messages', async () => {
    const key = await newKey();
    const response = await call('/api/public/quotes', key.keyValue, { json: { client: {}, items: [] } });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({
      items: 'Dodaj przynajmniej jedną pozycję do wyceny',
    });
  });
});

describe('the rate limit (D16)', () => {
  let second: { server: Server; orm: Orm; url: string };

  beforeAll(async () => {
    // A second API process on the same database.
    const orm = await initOrm(app.orm.config.get('clientUrl')!);
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const koa = createApp({
      config: { ...app.config },
      orm,
      log: createLogger('silent'),
      sessionSecret: randomBytes(32).toString('hex'),
    });
    server.on('request', koa.callback());
    second = { server, orm, url };
  });
  afterAll(async () => {
    second.server.closeAllConnections();
    await new Promise((done) => second.server.close(done));
    await second.orm.close(true);
  });

  it('answers the 61st request in a minute with 429 and Retry-After, across two processes', async () => {
    const key = await newKey({ rateLimitPerMinute: 60 });
    for (let index = 0; index < 60; index++) {
      const response = await call('/api/public/needs-assessment/questions', key.keyValue, {
        base: index % 2 ? second.url : app.url,
      });
      expect(response.status, `request ${index + 1}`).toBe(200);
    }
    const refused = await call('/api/public/needs-assessment/questions', key.keyValue, { base: second.url });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await refused.json()).message).toBe(`Zbyt wiele żądań. Spróbuj ponownie za ${wait} s.`);
    // Another key has its own limit.
    const other = await newKey();
    expect((await call('/api/public/needs-assessment/questions', other.keyValue)).status).toBe(200);
  });
});

describe('guest quotes (D9, D16)', () => {
  it('tell a value of the wrong type that a number is wanted, not a wrong range', async () => {
    const key = await newKey();
    const refused = await call('/api/public/v1/quotes/preview', key.keyValue, {
      json: { items: [{ equipmentId: '1', quantity: '2', rentalPeriodDays: '7' }] },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      'items.0.equipmentId': 'Nieprawidłowy identyfikator',
      'items.0.quantity': 'Podaj liczbę',
      'items.0.rentalPeriodDays': 'Podaj liczbę',
    });
    // Absent, each is told its own message (spec-1 §5).
    const absent = await call('/api/public/v1/quotes/preview', key.keyValue, { json: { items: [{}] } });
    expect((await absent.json()).errors).toMatchObject({
      'items.0.equipmentId': 'Wszystkie pozycje muszą mieć wybrany sprzęt',
      'items.0.quantity': 'Ilość musi być co najmniej 1',
    });
  });

  it('are priced by the server exactly like staff quotes, and staff see their source', async () => {
    const key = await newKey({ name: 'Portal Budowlany' });
    const body = quoteBody();
    const preview = await (
      await call('/api/public/quotes/preview', key.keyValue, { json: { items: body.items } })
    ).json();
    const staffPreview = await (
      await employee.send('POST', '/api/quotes/preview', { items: body.items })
    ).json();
    expect(preview).toMatchObject({
      totalNet: staffPreview.totalNet,
      vatAmount: staffPreview.vatAmount,
      totalGross: staffPreview.totalGross,
    });
    // D24: a field outside the schema is refused by name, however harmless.
    const computed = await call('/api/public/quotes', key.keyValue, { json: { ...body, totalNet: '1.00' } });
    expect(computed.status).toBe(400);
    expect(await computed.json()).toEqual({
      code: 'unknown_field',
      message: 'Nieznane pole: totalNet',
      errors: { totalNet: 'Nieznane pole' },
    });
    const response = await call('/api/public/quotes', key.keyValue, { json: body });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ totalNet: staffPreview.totalNet, totalGross: staffPreview.totalGross });
    expect(created.quoteNumber).toMatch(/^WYC\/\d{4}\/\d{4}$/);
    const staffQuote = await (
      await employee.send('POST', '/api/quotes', { client: { companyName: 'Staff' }, items: body.items })
    ).json();
    expect(staffQuote.totalGross).toBe(created.totalGross);
    const seen: QuoteDetail = await (await admin.get(`/api/quotes/${created.id}`)).json();
    expect(seen).toMatchObject({
      isGuest: true,
      source: 'Portal Budowlany',
      status: 'draft',
      createdBy: null,
    });
    const print = await (await admin.get(`/api/quotes/${created.id}/print?autoprint=0`)).text();
    expect(print).toContain('Wycena gościnna (Portal Budowlany)');
  });

  it('are created once for a retried request; another body under the same key is 422', async () => {
    const key = await newKey();
    const headers = { 'Idempotency-Key': `proba-${randomBytes(4).toString('hex')}` };
    const body = quoteBody('Idempotentna Sp. z o.o.');
    const first = await call('/api/public/quotes', key.keyValue, { json: body, headers });
    const again = await call('/api/public/quotes', key.keyValue, { json: body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    const count = await app.orm.em
      .getConnection()
      .execute(
        `select count(*)::int as n from quote q join client c on c.id = q.client_id where c.company_name = ?`,
        ['Idempotentna Sp. z o.o.'],
      );
    expect(count[0].n).toBe(1);
    const changed = await call('/api/public/quotes', key.keyValue, { json: quoteBody('Inna'), headers });
    expect(changed.status).toBe(422);
    expect((await changed.json()).message).toBe('Klucz idempotencji użyty z inną treścią żądania');
    for (const wrong of ['x'.repeat(101), '', 'a b\tc']) {
      const badKey = await call('/api/public/quotes', key.keyValue, {
        json: body,
        headers: { 'Idempotency-Key': wrong },
      });
      expect(badKey.status, wrong).toBe(400);
      expect((await badKey.json()).message).toBe('Nieprawidłowy klucz idempotencji');
    }
  });

  it('assessments come in with their source', async () => {
    const key = await newKey({ name: 'Targi Budma', permissions: ['assessments:create'] });
    const questions = await (await call('/api/public/needs-assessment/questions', key.keyValue)).json();
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q: { isActive: boolean }) => q.isActive)).toBe(true);
    const refused = await call('/api/public/needs-assessment', key.keyValue, { json: { responses: {} } });
    expect(refused.status).toBe(400);
  });
});

describe('the OpenAPI document (D9)', () => {
  it('validates as OpenAPI 3.1 and lists every public endpoint with its request schema', async () => {
    const response = await fetch(`${app.url}/api/public/v1/docs`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/public/v1/equipment',
        '/api/public/v1/needs-assessment',
        '/api/public/v1/needs-assessment/questions',
        '/api/public/v1/quotes',
        '/api/public/v1/quotes/preview',
      ].sort(),
    );
    for (const path of [
      '/api/public/v1/quotes',
      '/api/public/v1/quotes/preview',
      '/api/public/v1/needs-assessment',
    ]) {
      expect(document.paths[path].post.requestBody.content['application/json'].schema.type).toBe('object');
    }
    const quoteSchema =
      document.paths['/api/public/v1/quotes'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(quoteSchema.properties)).toEqual(
      expect.arrayContaining(['client', 'items', 'notes', 'startsOn']),
    );
    // D21: the planned start is optional, a day as the staff API takes it.
    expect(quoteSchema.required).not.toContain('startsOn');
    expect(JSON.stringify(quoteSchema.properties.startsOn)).toContain('Planowana data rozpoczęcia');
  });

  it('take an optional planned start (D21): kept on the guest draft, which reserves nothing', async () => {
    const key = await newKey();
    const body = quoteBody('Planowany Start Sp. z o.o.');
    const wrong = await call('/api/public/quotes', key.keyValue, {
      json: { ...body, startsOn: '2027-02-30' },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ startsOn: 'Nieprawidłowa data' });
    const created = await (
      await call('/api/public/quotes', key.keyValue, { json: { ...body, startsOn: '2027-04-12' } })
    ).json();
    const seen: QuoteDetail = await (await admin.get(`/api/quotes/${created.id}`)).json();
    expect(seen).toMatchObject({ startsOn: '2027-04-12', status: 'draft' });
    const equipmentId = body.items[0].equipmentId;
    const days = await (
      await admin.get(
        `/api/availability?kind=equipment&equipmentIds=${equipmentId}&from=2027-04-12&to=2027-04-12`,
      )
    ).json();
    expect(days[0].days[0]).toMatchObject({ approved: 0, tentative: 0 });
    // Without it the quote is 'Bez terminu', as before.
    const undated = await (await call('/api/public/quotes', key.keyValue, { json: body })).json();
    expect((await (await admin.get(`/api/quotes/${undated.id}`)).json()).startsOn).toBeNull();
  });
});
