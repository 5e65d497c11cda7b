import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Equipment, Question } from '@ppp/domain';
import canonicalize from 'canonicalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { PARTNER, partnerApi } from './testing.ts';

const require = createRequire(import.meta.url);

// D24 (issue 28): the versioned public API and its complete contract: versions and their aliases,
// CORS and RateLimit headers on every answer, error codes, one unknown-field rule, the 64 kB limit
// read after the key check, content-based idempotency that forgets refusals, the daily limit (D16),
// and the OpenAPI document every answer here is checked against (testing.ts).

let app: TestApp;
let admin: TestClient;
let api: ReturnType<typeof partnerApi>;
let equipment: Equipment[];

const item = () => ({ equipmentId: equipment[0].id, quantity: 1, rentalPeriodDays: 3 });
const quoteBody = (companyName = 'Kontrakt Sp. z o.o.') => ({
  client: { companyName, email: 'kontrakt@example.com' },
  items: [item()],
  notes: 'Z API partnera',
});
const idempotencyKey = () => ({ 'Idempotency-Key': `k-${randomBytes(6).toString('hex')}` });

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  api = partnerApi(app, admin);
  equipment = await (await admin.get('/api/equipment')).json();
});
afterAll(() => app.close());

describe('versions (D24)', () => {
  it('serves every endpoint under /api/public/v1; the old paths answer the same, deprecated', async () => {
    const key = await api.newKey();
    for (const path of ['/equipment', '/needs-assessment/questions']) {
      const current = await api.call(`/api/public/v1${path}`, key.keyValue);
      const old = await api.call(`/api/public${path}`, key.keyValue);
      expect([current.status, old.status]).toEqual([200, 200]);
      expect(await old.json()).toEqual(await current.json());
      expect(current.headers.get('deprecation')).toBeNull();
      expect(old.headers.get('deprecation')).toMatch(/^@\d+$/);
      expect(old.headers.get('link')).toBe(`</api/public/v1${path}>; rel="successor-version"`);
    }
    const refused = await api.call('/api/public/quotes', null, { json: quoteBody() });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('link')).toBe('</api/public/v1/quotes>; rel="successor-version"');
    const docs = await fetch(`${app.url}/api/public/docs`);
    expect(docs.status).toBe(200);
    expect((await docs.json()).openapi).toBe('3.1.0');
  });

  it('answers an unknown path or method with 404 and the common error body', async () => {
    const key = await api.newKey();
    for (const [method, path] of [
      ['GET', '/api/public/v1/nieznane'],
      ['GET', '/api/public/v2/equipment'],
      ['DELETE', '/api/public/v1/quotes'],
      ['GET', '/api/public/v1'],
    ]) {
      const response = await api.call(path, key.keyValue, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Nie znaleziono' });
    }
    // An unversioned path no route serves is an alias of nothing: no successor to name.
    for (const path of ['/api/public/v2/equipment', '/api/public/nieznane']) {
      const response = await api.call(path, key.keyValue);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('link'), path).toBeNull();
      expect(response.headers.get('deprecation'), path).toBeNull();
    }
  });
});

describe('headers on every answer (D24)', () => {
  it('carries RateLimit-* from the key check on, 403 and 429 included, and CORS on every refusal', async () => {
    const key = await api.newKey({ rateLimitPerMinute: 3, permissions: ['quotes:create'] });
    const ok = await api.call('/api/public/v1/equipment', key.keyValue, { origin: PARTNER });
    expect(ok.headers.get('ratelimit-limit')).toBe('3');
    expect(ok.headers.get('ratelimit-remaining')).toBe('2');
    expect(ok.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
    const scope = await api.call('/api/public/v1/needs-assessment/questions', key.keyValue, {
      origin: PARTNER,
    });
    expect(scope.status).toBe(403);
    expect((await scope.json()).code).toBe('missing_scope');
    expect(scope.headers.get('ratelimit-remaining')).toBe('1');
    const foreign = await api.call('/api/public/v1/equipment', key.keyValue, { origin: 'https://obcy.pl' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('ratelimit-remaining')).toBe('0');
    expect(foreign.headers.get('access-control-allow-origin')).toBe('https://obcy.pl');
    const limited = await api.call('/api/public/v1/equipment', key.keyValue, { origin: PARTNER });
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('rate_limited');
    expect(limited.headers.get('ratelimit-limit')).toBe('3');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Before the key check nothing is counted, but the page may still read the refusal.
    const anonymous = await api.call('/api/public/v1/equipment', 'ppp_zly', { origin: 'https://obcy.pl' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      code: 'invalid_api_key',
      message: 'Nieprawidłowy lub nieaktywny klucz API',
    });
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('https://obcy.pl');
    expect(anonymous.headers.get('ratelimit-limit')).toBeNull();
  });
});

describe('one unknown-field rule (D24)', () => {
  it('refuses a field outside the schema at any depth, named like D6’s keys, on every public body', async () => {
    const key = await api.newKey();
    const cases: [string, unknown, string][] = [
      ['/api/public/v1/quotes', { ...quoteBody(), rabat: 10 }, 'rabat'],
      ['/api/public/v1/quotes', { ...quoteBody(), client: { companyName: 'A', rabat: 10 } }, 'client.rabat'],
      ['/api/public/v1/quotes', { ...quoteBody(), items: [{ ...item(), rabat: 10 }] }, 'items.0.rabat'],
      ['/api/public/v1/quotes/preview', { items: [item()], rabat: 1 }, 'rabat'],
      ['/api/public/v1/needs-assessment', { clientCompanyName: 'A', rabat: 1 }, 'rabat'],
    ];
    for (const [path, body, field] of cases) {
      const response = await api.call(path, key.keyValue, { json: body });
      expect(response.status, `${path} ${field}`).toBe(400);
      expect(await response.json()).toEqual({
        code: 'unknown_field',
        message: `Nieznane pole: ${field}`,
        errors: { [field]: 'Nieznane pole' },
      });
    }
    // Other refusals of validation carry their own code.
    const invalid = await api.call('/api/public/v1/quotes', key.keyValue, {
      json: { client: {}, items: [] },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('validation_failed');
    const malformed = await api.call('/api/public/v1/quotes', key.keyValue, { raw: '{"client":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      code: 'validation_failed',
      message: 'Nieprawidłowy format JSON',
    });
    // The nesting limit of every JSON body (D25) holds here too.
    const deep = await api.call('/api/public/v1/quotes/preview', key.keyValue, {
      raw: `{"items":${'['.repeat(40)}${']'.repeat(40)}}`,
    });
    expect(deep.status).toBe(400);
    expect((await deep.json()).code).toBe('validation_failed');
  });

  it('leaves the staff API as it was: unknown fields are ignored there (D5)', async () => {
    const response = await admin.send('POST', '/api/quotes/preview', { items: [item()], rabat: 10 });
    expect(response.status).toBe(200);
  });
});

describe('the body limit (D24)', () => {
  const padded = (bytes: number) => {
    const body = { ...quoteBody(), notes: '' };
    const base = JSON.stringify(body).length;
    return JSON.stringify({ ...body, notes: 'x'.repeat(bytes - base) });
  };

  it('reads at most 64 kB, only after the key check, and answers 413 readable by the page', async () => {
    const key = await api.newKey();
    const megabyte = 'x'.repeat(1024 * 1024);
    const stranger = await api.call('/api/public/v1/quotes', 'ppp_obcy', { raw: megabyte, origin: PARTNER });
    expect(stranger.status).toBe(401);
    expect((await stranger.json()).code).toBe('invalid_api_key');
    const large = await api.call('/api/public/v1/quotes', key.keyValue, {
      raw: padded(65_537),
      origin: PARTNER,
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ code: 'payload_too_large', message: 'Zbyt duże żądanie' });
    expect(large.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(large.headers.get('ratelimit-limit')).toBe('60');
    // Exactly the limit is read (and refused only for its too long notes).
    const fits = await api.call('/api/public/v1/quotes', key.keyValue, { raw: padded(65_536) });
    expect(fits.status).toBe(400);
    expect((await fits.json()).errors).toHaveProperty('notes');
  });
});

describe('idempotency by content (D24)', () => {
  it('replays the same body with its keys reordered', async () => {
    const key = await api.newKey();
    const headers = idempotencyKey();
    const body = quoteBody('Kolejność Sp. z o.o.');
    const first = await api.call('/api/public/v1/quotes', key.keyValue, { json: body, headers });
    expect(first.status).toBe(201);
    const reordered = {
      notes: body.notes,
      items: body.items.map(({ rentalPeriodDays, quantity, equipmentId }) => ({
        rentalPeriodDays,
        quantity,
        equipmentId,
      })),
      client: { email: body.client.email, companyName: body.client.companyName },
    };
    const again = await api.call('/api/public/v1/quotes', key.keyValue, { json: reordered, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const changed = await api.call('/api/public/v1/quotes', key.keyValue, {
      json: quoteBody('Inna treść'),
      headers,
    });
    expect(changed.status).toBe(422);
    expect((await changed.json()).code).toBe('idempotency_key_reused');
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = await api.newKey();
    const headers = idempotencyKey();
    const body = quoteBody('W toku');
    const hash = createHash('sha256').update(canonicalize(body)!).digest('hex');
    await app.orm.em
      .getConnection()
      .execute(
        'insert into api_idempotency (api_key_id, idempotency_key, body_hash, created_at) values (?, ?, ?, now())',
        [key.id, headers['Idempotency-Key'], hash],
      );
    const running = await api.call('/api/public/v1/quotes', key.keyValue, { json: body, headers });
    expect(running.status).toBe(409);
    expect(await running.json()).toEqual({
      code: 'idempotency_in_progress',
      message: 'Żądanie z tym kluczem idempotencji jest w toku',
    });
  });

  it('takes over a claim left a minute ago by a request that never answered (its process stopped)', async () => {
    const key = await api.newKey();
    const headers = idempotencyKey();
    const body = quoteBody('Porzucona Sp. z o.o.');
    const hash = createHash('sha256').update(canonicalize(body)!).digest('hex');
    await app.orm.em.getConnection().execute(
      `insert into api_idempotency (api_key_id, idempotency_key, body_hash, claim, created_at)
          values (?, ?, ?, gen_random_uuid(), now() - interval '61 seconds')`,
      [key.id, headers['Idempotency-Key'], hash],
    );
    const created = await api.call('/api/public/v1/quotes', key.keyValue, { json: body, headers });
    expect(created.status).toBe(201);
    const again = await api.call('/api/public/v1/quotes', key.keyValue, { json: body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await created.json());
  });

  it('commits no work whose claim was taken over meanwhile: its answer is written with it', async () => {
    const key = await api.newKey();
    const headers = idempotencyKey();
    const sql = app.orm.em.getConnection();
    // While this request writes its quote, another takes its claim over (as after a minute).
    await sql.execute(`create function test_take_claim() returns trigger language plpgsql as $$
      begin
        update api_idempotency set claim = gen_random_uuid() where idempotency_key = '${headers['Idempotency-Key']}';
        return new;
      end $$`);
    await sql.execute(
      'create trigger test_take_claim after insert on quote for each row execute function test_take_claim()',
    );
    try {
      const slow = await api.call('/api/public/v1/quotes', key.keyValue, {
        json: quoteBody('Przejęta Sp. z o.o.'),
        headers,
      });
      expect(slow.status).toBe(409);
      expect((await slow.json()).code).toBe('idempotency_in_progress');
    } finally {
      await sql.execute('drop trigger test_take_claim on quote');
      await sql.execute('drop function test_take_claim()');
    }
    const written = await sql.execute(
      `select count(*)::int as n from quote q join client c on c.id = q.client_id where c.company_name = ?`,
      ['Przejęta Sp. z o.o.'],
    );
    expect(written[0].n).toBe(0);
  });

  it('forgets a refusal, so the corrected resend with the same key is created', async () => {
    const key = await api.newKey();
    const headers = idempotencyKey();
    const wrong = await api.call('/api/public/v1/quotes', key.keyValue, {
      json: { ...quoteBody(), items: [] },
      headers,
    });
    expect(wrong.status).toBe(400);
    const corrected = await api.call('/api/public/v1/quotes', key.keyValue, { json: quoteBody(), headers });
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    const badKey = await api.call('/api/public/v1/quotes', key.keyValue, {
      json: quoteBody(),
      headers: { 'Idempotency-Key': 'x'.repeat(101) },
    });
    expect(badKey.status).toBe(400);
    expect((await badKey.json()).code).toBe('validation_failed');
  });
});

describe('the daily limit (D16)', () => {
  it('is validated, kept and editable on the key', async () => {
    const key = await api.newKey({ dailyLimit: 7 });
    expect(key.dailyLimit).toBe(7);
    const wrong = await admin.send('PATCH', `/api/admin/api-keys/${key.id}`, { dailyLimit: 0 });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({
      dailyLimit: 'Limit dzienny musi być liczbą od 1 do 100000',
    });
    const changed = await admin.send('PATCH', `/api/admin/api-keys/${key.id}`, { dailyLimit: 100_000 });
    expect((await changed.json()).dailyLimit).toBe(100_000);
  });

  it('counts quotes and assessments per Warsaw day, not their confirmation mails; then 429 until midnight', async () => {
    const key = await api.newKey({ dailyLimit: 3 });
    // Each enquiry carries an e-mail, so each also writes a confirmation: they must not count.
    for (const companyName of ['Dzień 1', 'Dzień 2']) {
      const created = await api.call('/api/public/v1/quotes', key.keyValue, { json: quoteBody(companyName) });
      expect(created.status).toBe(201);
    }
    const questions: Question[] = await (
      await api.call('/api/public/v1/needs-assessment/questions', key.keyValue)
    ).json();
    const answer = (text: string, value: string) => [
      String(questions.find((q) => q.question === text)?.id),
      value,
    ];
    const assessment = await api.call('/api/public/v1/needs-assessment', key.keyValue, {
      json: {
        clientCompanyName: 'Dzień 3',
        clientEmail: 'kontrakt@example.com',
        // The seeded wizard's required answers (as web-enquiries.test.ts gives them).
        responses: Object.fromEntries([
          answer('Nazwa wydarzenia lub inwestycji', 'Budowa hali'),
          answer('Rodzaj przedsięwzięcia', 'Hala produkcyjna'),
          answer('Planowany termin rozpoczęcia', '2027-03-01'),
          answer('Przewidywany czas wynajmu (dni)', '14'),
          answer('Strefa klimatyczna', 'nadmorska'),
          answer('Czy urządzenia będą pracować na zewnątrz?', 'nie'),
          answer('Adres dostawy', 'ul. Polna 1, Gdańsk'),
          answer('Czy potrzebny jest transport?', 'tak'),
        ]),
      },
    });
    expect(assessment.status).toBe(201);
    const over = await api.call('/api/public/v1/quotes', key.keyValue, {
      json: quoteBody('Dzień 4'),
      origin: PARTNER,
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      code: 'daily_limit_reached',
      message: 'Dzienny limit zgłoszeń dla tego klucza został wyczerpany.',
    });
    expect(over.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const [{ untilMidnight }] = await app.orm.em.getConnection().execute(
      `select ceil(extract(epoch from (
         (date_trunc('day', now() at time zone 'Europe/Warsaw') + interval '1 day') at time zone 'Europe/Warsaw' - now()
       )))::int as "untilMidnight"`,
    );
    expect(Math.abs(Number(over.headers.get('retry-after')) - untilMidnight)).toBeLessThanOrEqual(2);
    const [{ count }] = await app.orm.em
      .getConnection()
      .execute(`select count(*)::int as count from quote where api_key_id = ?`, [key.id]);
    expect(count).toBe(2);
    // Reading is not an enquiry.
    expect((await api.call('/api/public/v1/equipment', key.keyValue)).status).toBe(200);
  });
});

describe('the OpenAPI document (D24)', () => {
  it('has operationIds, tags, a contact, the headers, and no $schema below the root', async () => {
    const document = await api.openApi();
    const text = JSON.stringify(document);
    expect(text).not.toContain('"$schema"');
    const raw = document as unknown as {
      info: { contact?: unknown };
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
      components: { headers: Record<string, unknown> };
    };
    expect(raw.info.contact).toBeDefined();
    const operations = Object.values(raw.paths).flatMap((path) => Object.values(path));
    expect(operations.length).toBe(5);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-zA-Z]+$/);
      expect(operation.tags?.length).toBeGreaterThan(0);
    }
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(Object.keys(raw.components.headers).sort()).toEqual(
      ['Idempotent-Replayed', 'RateLimit-Limit', 'RateLimit-Remaining', 'Retry-After'].sort(),
    );
    const create = raw.paths['/api/public/v1/quotes'].post as unknown as {
      responses: Record<string, unknown>;
      requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
    };
    expect(Object.keys(create.responses).sort()).toEqual(
      ['201', '400', '401', '403', '404', '409', '413', '422', '429'].sort(),
    );
    // The client rule and closed objects, which zod's refinement alone would not tell.
    const schema = create.requestBody.content['application/json'].schema as {
      additionalProperties: boolean;
      properties: { client: { anyOf: unknown[]; additionalProperties: boolean } };
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.client.additionalProperties).toBe(false);
    expect(schema.properties.client.anyOf).toHaveLength(4);
  });

  it('lints with `@redocly/cli` (recommended rules) without errors or warnings', async () => {
    // The served document with a production address (the rules warn of a server on localhost, as
    // every test server is), linted by the CLI a partner would run, telemetry off.
    const document = { ...(await api.openApi()), servers: [{ url: 'https://wyceny.firma.pl' }] };
    const dir = mkdtempSync(join(tmpdir(), 'ppp-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
      const lint = spawnSync(
        process.execPath,
        [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          timeout: 60_000,
        },
      );
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { severity: string; ruleId: string; message: string }[];
      };
      expect(
        report.problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`),
      ).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(lint.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every answer of these tests matched its documented status and schema, for each status of D24', async () => {
    const statuses = new Set([...api.seen.values()].flatMap((set) => [...set]));
    // 404 is checked against the document for paths it does not name (testing.ts).
    for (const status of [200, 201, 400, 401, 403, 409, 413, 422, 429]) {
      expect(statuses.has(status), `status ${status} was provoked`).toBe(true);
    }
  });
});
