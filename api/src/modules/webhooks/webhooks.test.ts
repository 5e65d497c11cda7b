import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreatedApiKey, CreatedWebhook, QuoteDetail, Webhook, WebhookDelivery } from '@ppp/domain';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { createLogger } from '../../logger.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { until } from '../../test/until.ts';
import { WebhookEntity } from './entities.ts';
import { postDelivery, TargetRefused } from './send.ts';
import { createWebhook } from './service.ts';
import { isPublicAddress, mayTarget } from './target.ts';
import { startWebhookWorker, type WebhookWorker } from './worker.ts';

// D24: webhooks per API key — the admin routes, the events written in their own transactions, the
// Standard Webhooks signature checked by the scheme's own library, retries on D22's schedule with the
// same webhook-id, 'Wyślij ponownie', and the SSRF rule at subscription and at delivery.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiving endpoint in this process: answers each request to a path with its next planned status. */
async function startReceiver() {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  let connections = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = plans.get(path)?.shift() ?? 200;
      response.end('ok');
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    plans,
    connections: () => connections,
  };
}

const silent = createLogger('silent');

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let app: TestApp;
let worker: WebhookWorker;
let admin: TestClient;
let employee: TestClient;
let equipmentId: number;
let keyA: CreatedApiKey;
let keyB: CreatedApiKey;

async function newKey(name: string): Promise<CreatedApiKey> {
  const response = await admin.send('POST', '/api/admin/api-keys', { name, permissions: ['*'] });
  expect(response.status).toBe(201);
  return response.json();
}

async function subscribe(body: Record<string, unknown>): Promise<CreatedWebhook> {
  const response = await admin.send('POST', '/api/admin/webhooks', body);
  expect(response.status).toBe(201);
  return response.json();
}

/** A unique path per webhook, so each test reads only its own endpoint's requests. */
const uniquePath = (name: string) => `/${name}-${randomBytes(3).toString('hex')}`;
const to = (path: string) => receiver.received.filter((request) => request.path === path);
const payloadOf = (request: Received) => JSON.parse(request.body);

/** A guest quote sent in through the public API with `key`, as a partner's server sends it. */
async function guestQuote(key: CreatedApiKey, companyName = 'Gość Sp. z o.o.') {
  const response = await fetch(`${app.url}/api/public/quotes`, {
    method: 'POST',
    headers: { 'X-API-Key': key.keyValue, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client: { companyName, email: 'gosc@example.com', phone: '+48 600 100 200' },
      items: [{ equipmentId, quantity: 1, rentalPeriodDays: 3 }],
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; quoteNumber: string };
}

async function staffQuote(): Promise<QuoteDetail> {
  const created = await employee.send('POST', '/api/quotes', {
    client: { companyName: 'Budimex S.A.' },
    items: [{ equipmentId, quantity: 2, rentalPeriodDays: 3 }],
  });
  expect(created.status).toBe(201);
  return created.json();
}

/** The client's acceptance on the shared page (D17). */
async function acceptAsClient(quoteId: number, action: 'accept' | 'decline' = 'accept') {
  expect((await admin.send('PATCH', `/api/quotes/${quoteId}/status`, { status: 'pending' })).status).toBe(
    200,
  );
  const shared = await admin.send('POST', `/api/quotes/${quoteId}/share`);
  expect(shared.status).toBe(201);
  const { url } = await shared.json();
  const decided = await fetch(`${url}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Jan Kowalski' }).toString(),
  });
  expect(decided.status).toBe(303);
}

/** A needs assessment the seeded questions accept (D12), with the client's card. */
async function assessmentBody() {
  const questions: { id: number; question: string }[] = await (
    await admin.get('/api/needs-assessment/questions')
  ).json();
  const byText = (text: string) => {
    const found = questions.find((question) => question.question === text);
    if (!found) throw new Error(`no question ${text}`);
    return found.id;
  };
  return {
    clientCompanyName: 'Gość Sp. z o.o.',
    clientContactPerson: 'Jan Kowalski',
    clientEmail: 'gosc@example.com',
    responses: {
      [byText('Nazwa wydarzenia lub inwestycji')]: 'Hala',
      [byText('Rodzaj przedsięwzięcia')]: 'Hala produkcyjna',
      [byText('Planowany termin rozpoczęcia')]: '2027-03-01',
      [byText('Przewidywany czas wynajmu (dni)')]: '14',
      [byText('Strefa klimatyczna')]: 'nadmorska',
      [byText('Czy urządzenia będą pracować na zewnątrz?')]: 'nie',
      [byText('Adres dostawy')]: 'Warszawa',
      [byText('Czy potrzebny jest transport?')]: 'tak',
    },
  };
}

const deliveriesOf = async (webhookId: number): Promise<WebhookDelivery[]> =>
  (await admin.get(`/api/admin/webhooks/${webhookId}/deliveries`)).json();

beforeAll(async () => {
  receiver = await startReceiver();
  // D22's schedule shortened for the test: 2 retries (3 attempts), a few milliseconds apart.
  app = await startTestApp({ MAIL_RETRY_MINUTES: '0.001,0.001' }, { seed: true });
  worker = startWebhookWorker({
    em: () => app.orm.em.fork(),
    retryMinutes: app.config.mail.retryMinutes,
    leaseSeconds: app.config.mail.leaseSeconds,
    development: true,
    log: silent,
    pollMs: 50,
  });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  equipmentId = (await (await admin.get('/api/equipment')).json())[0].id;
  keyA = await newKey('Partner A');
  keyB = await newKey('Partner B');
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await new Promise<void>((done) => receiver?.server.close(() => done()));
});

describe('/api/admin/webhooks (D24)', () => {
  it('creates a webhook with its secret shown once, lists, changes and deletes it; admins only', async () => {
    const created = await subscribe({
      url: receiver.url(uniquePath('crud')),
      events: ['quote.approved', 'quote.created'],
      apiKeyId: keyA.id,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // Events in the contract's order; the key named for the list.
    expect(created).toMatchObject({
      events: ['quote.created', 'quote.approved'],
      apiKeyId: keyA.id,
      apiKeyName: 'Partner A',
      isActive: true,
    });

    const listed: Webhook[] = await (await admin.get('/api/admin/webhooks')).json();
    const mine = listed.find((webhook) => webhook.id === created.id);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const changed = await admin.send('PATCH', `/api/admin/webhooks/${created.id}`, {
      isActive: false,
      apiKeyId: null,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ isActive: false, apiKeyId: null, apiKeyName: null });
    expect(JSON.stringify(await (await admin.get('/api/admin/webhooks')).json())).not.toContain(
      created.secret,
    );

    expect((await employee.get('/api/admin/webhooks')).status).toBe(403);
    expect((await employee.send('POST', '/api/admin/webhooks', { url: 'http://x', events: [] })).status).toBe(
      403,
    );
    expect((await app.client().get('/api/admin/webhooks')).status).toBe(401);

    expect((await admin.send('DELETE', `/api/admin/webhooks/${created.id}`)).status).toBe(204);
    expect((await admin.send('DELETE', `/api/admin/webhooks/${created.id}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/webhooks/${created.id}/deliveries`)).status).toBe(404);
  });

  it("goes with its API key: deleting the key deletes the key's webhooks, each in the audit log (D25)", async () => {
    const key = await newKey('Partner tymczasowy');
    const own = await subscribe({
      url: receiver.url(uniquePath('own')),
      events: ['quote.created'],
      apiKeyId: key.id,
    });
    const other = await subscribe({
      url: receiver.url(uniquePath('other')),
      events: ['quote.created'],
      apiKeyId: keyA.id,
    });
    expect((await admin.send('DELETE', `/api/admin/api-keys/${key.id}`)).status).toBe(204);

    const ids = ((await (await admin.get('/api/admin/webhooks')).json()) as Webhook[]).map((hook) => hook.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(own.id);
    const log = await (await admin.get('/api/admin/audit?event=webhook.deleted')).json();
    expect(log.items.find((entry: { target: string }) => entry.target === `webhook:${own.id}`)).toMatchObject(
      {
        actorEmail: 'admin@firma.pl',
        details: { url: own.url, events: ['quote.created'], withApiKey: 'Partner tymczasowy' },
      },
    );
    await admin.send('DELETE', `/api/admin/webhooks/${other.id}`);
  });

  it('refuses a bad address, no events or an unknown key with field messages', async () => {
    const refused = await admin.send('POST', '/api/admin/webhooks', {
      url: 'ftp://pliki.example.com/',
      events: [],
      apiKeyId: 999_999,
    });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.errors).toMatchObject({
      url: 'Podaj adres w postaci https://domena/ścieżka',
      events: 'Wybierz przynajmniej jedno zdarzenie',
    });
    const unknownKey = await admin.send('POST', '/api/admin/webhooks', {
      url: receiver.url('/x'),
      events: ['quote.created'],
      apiKeyId: 999_999,
    });
    expect(unknownKey.status).toBe(400);
    expect((await unknownKey.json()).errors).toEqual({ apiKeyId: 'Klucz API nie istnieje' });
    const unknownEvent = await admin.send('POST', '/api/admin/webhooks', {
      url: receiver.url('/x'),
      events: ['quote.deleted'],
    });
    expect(unknownEvent.status).toBe(400);
    // An event was chosen: it is not one we know.
    expect((await unknownEvent.json()).errors).toEqual({ 'events.0': 'Nieznane zdarzenie' });
  });
});

describe('events and deliveries (D24)', () => {
  it("tells a key's webhook its enquiry's acceptance, signed per Standard Webhooks; never another key's", async () => {
    const pathA = uniquePath('a');
    const pathB = uniquePath('b');
    const pathAll = uniquePath('all');
    const hookA = await subscribe({
      url: receiver.url(pathA),
      events: ['quote.accepted'],
      apiKeyId: keyA.id,
    });
    await subscribe({
      url: receiver.url(pathB),
      events: ['quote.accepted', 'quote.created'],
      apiKeyId: keyB.id,
    });
    await subscribe({ url: receiver.url(pathAll), events: ['quote.created', 'quote.accepted'] });

    const quote = await guestQuote(keyA);
    const started = Date.now();
    await acceptAsClient(quote.id);
    const [request] = await until(
      () => to(pathA),
      (requests) => requests.length > 0,
    );
    expect(Date.now() - started).toBeLessThan(5_000);

    // The signature verifies with the scheme's own library and the secret shown at creation.
    const verified = new StandardWebhook(hookA.secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ type: 'quote.accepted' });
    expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(request.headers['content-type']).toBe('application/json');
    const payload = payloadOf(request);
    expect(Object.keys(payload)).toEqual(['type', 'timestamp', 'data']);
    expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
    expect(payload.data).toEqual({
      id: quote.id,
      kind: 'equipment',
      quoteNumber: quote.quoteNumber,
      status: 'approved',
      startsOn: null,
      totalNet: expect.stringMatching(/^\d+\.\d{2}$/),
      totalGross: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'PLN',
      source: 'Partner A',
    });
    // No client contact field anywhere in the body.
    for (const typed of ['gosc@example.com', '600 100 200', 'Gość Sp. z o.o.', 'Jan Kowalski']) {
      expect(request.body).not.toContain(typed);
    }
    // A tampered body does not verify.
    expect(() =>
      new StandardWebhook(hookA.secret).verify(request.body.replace('approved', 'rejected'), {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      }),
    ).toThrow();

    // The key-less webhook receives everything: the creation and the acceptance.
    const all = await until(
      () => to(pathAll).map(payloadOf),
      (payloads) => payloads.filter((p) => p.data.id === quote.id).length === 2,
    );
    expect(all.filter((p) => p.data.id === quote.id).map((p) => p.type)).toEqual([
      'quote.created',
      'quote.accepted',
    ]);
    // Another key's webhook gets nothing of this quote: not written, so never sent.
    const [{ n }] = await app.orm.em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from webhook_delivery d join webhook w on w.id = d.webhook_id where w.url = ?`,
        [receiver.url(pathB)],
      );
    expect(n).toBe(0);
    expect(to(pathB)).toEqual([]);
  });

  it('quote.created of staff quotes, quote.approved of a staff approval, quote.declined and assessment.created', async () => {
    const path = uniquePath('every');
    const keyPath = uniquePath('key-b');
    await subscribe({
      url: receiver.url(path),
      events: ['quote.created', 'quote.approved', 'quote.declined', 'assessment.created'],
    });
    await subscribe({
      url: receiver.url(keyPath),
      events: ['quote.created', 'quote.approved', 'quote.declined', 'assessment.created'],
      apiKeyId: keyB.id,
    });
    const approved = await staffQuote();
    expect(
      (await employee.send('PATCH', `/api/quotes/${approved.id}/status`, { status: 'pending' })).status,
    ).toBe(200);
    expect(
      (await admin.send('PATCH', `/api/quotes/${approved.id}/status`, { status: 'approved' })).status,
    ).toBe(200);
    const declined = await guestQuote(keyB, 'Odmowa Sp. z o.o.');
    await acceptAsClient(declined.id, 'decline');
    const assessment = await employee.send('POST', '/api/needs-assessment/responses', await assessmentBody());
    expect(assessment.status).toBe(201);
    const assessmentId = ((await assessment.json()) as { id: number }).id;

    const expected = [
      `quote.created ${approved.id}`,
      `quote.approved ${approved.id}`,
      `quote.created ${declined.id}`,
      `quote.declined ${declined.id}`,
      `assessment.created ${assessmentId}`,
    ];
    const seen = await until(
      () => to(path).map((request) => `${payloadOf(request).type} ${payloadOf(request).data.id}`),
      (events) => expected.every((event) => events.includes(event)),
    );
    expect(seen.sort()).toEqual([...expected].sort());
    // The key's webhook: only its own guest quote's events.
    const keyEvents = await until(
      () => to(keyPath).map((request) => `${payloadOf(request).type} ${payloadOf(request).data.id}`),
      (events) => events.length >= 2,
    );
    expect(keyEvents.sort()).toEqual(
      [`quote.created ${declined.id}`, `quote.declined ${declined.id}`].sort(),
    );
  });

  it('queues assessment.created for guest assessments of the key, with number and source only', async () => {
    const path = uniquePath('assessment');
    await subscribe({ url: receiver.url(path), events: ['assessment.created'], apiKeyId: keyA.id });
    const response = await fetch(`${app.url}/api/public/needs-assessment`, {
      method: 'POST',
      headers: { 'X-API-Key': keyA.keyValue, 'Content-Type': 'application/json' },
      body: JSON.stringify(await assessmentBody()),
    });
    expect(response.status).toBe(201);
    const created: { id: number; responseNumber: string } = await response.json();
    const [request] = await until(
      () => to(path),
      (requests) => requests.length > 0,
    );
    expect(payloadOf(request)).toEqual({
      type: 'assessment.created',
      timestamp: expect.any(String),
      data: { id: created.id, responseNumber: created.responseNumber, source: 'Partner A' },
    });
    expect(request.body).not.toContain('gosc@example.com');
  });

  it('retries a 500 with the same webhook-id, logs the answers, and sends again on Wyślij ponownie', async () => {
    const path = uniquePath('retry');
    receiver.plans.set(path, [500]);
    const hook = await subscribe({ url: receiver.url(path), events: ['quote.created'] });
    const quote = await staffQuote();
    const requests = await until(
      () => to(path),
      (list) => list.length === 2,
    );
    expect(requests[0].headers['webhook-id']).toBe(requests[1].headers['webhook-id']);
    expect(requests[0].body).toBe(requests[1].body);
    expect(payloadOf(requests[1]).data.id).toBe(quote.id);

    const [logged] = await until(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'sent',
    );
    expect(logged).toEqual({
      id: expect.any(Number),
      event: 'quote.created',
      status: 'sent',
      attempts: 2,
      responseStatus: 200,
      lastError: null,
      createdAt: expect.any(String),
    });

    const resent = await admin.send('POST', `/api/admin/webhooks/deliveries/${logged.id}/resend`);
    expect(resent.status).toBe(200);
    const again = await until(
      () => to(path),
      (list) => list.length === 3,
    );
    expect(again[2].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    const [afterResend] = await until(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'sent' && list[0].attempts === 3,
    );
    expect(afterResend.responseStatus).toBe(200);
    expect((await employee.send('POST', `/api/admin/webhooks/deliveries/${logged.id}/resend`)).status).toBe(
      403,
    );
    expect((await admin.send('POST', '/api/admin/webhooks/deliveries/999999/resend')).status).toBe(404);
  });

  it('fails after D22 schedule runs out (N waits: N + 1 attempts), keeping the last answer; resend delivers', async () => {
    const path = uniquePath('failing');
    receiver.plans.set(path, [503, 503, 503]);
    const hook = await subscribe({ url: receiver.url(path), events: ['quote.created'] });
    await staffQuote();
    const [failed] = await until(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, responseStatus: 503, lastError: 'HTTP 503' });
    expect(to(path)).toHaveLength(3);
    expect((await admin.send('POST', `/api/admin/webhooks/deliveries/${failed.id}/resend`)).status).toBe(200);
    await until(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'sent' && list[0].responseStatus === 200,
    );
    expect(to(path)).toHaveLength(4);
  });

  it('retries a connection error and does not follow a redirect', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const dead = await subscribe({ url: `http://127.0.0.1:${deadPort}/`, events: ['quote.created'] });
    const path = uniquePath('redirect');
    receiver.plans.set(path, [302, 302, 302]);
    const redirecting = await subscribe({ url: receiver.url(path), events: ['quote.created'] });
    await staffQuote();
    const [deadLog] = await until(
      () => deliveriesOf(dead.id),
      (list) => list[0]?.status === 'failed',
    );
    expect(deadLog).toMatchObject({
      attempts: 3,
      responseStatus: null,
      lastError: 'Odbiorca odmówił połączenia (ECONNREFUSED)',
    });
    const [redirectLog] = await until(
      () => deliveriesOf(redirecting.id),
      (list) => list[0]?.status === 'failed',
    );
    expect(redirectLog).toMatchObject({ attempts: 3, responseStatus: 302 });
  });

  it('sends a delivery whose sender died mid-send again after its lease, with the same webhook-id', async () => {
    const path = uniquePath('lease');
    const hook = await subscribe({ url: receiver.url(path), events: ['quote.approved'], isActive: true });
    const [row] = await app.orm.em.getConnection().execute<{ id: number }[]>(
      `insert into webhook_delivery (webhook_id, event, message_id, body, status, attempts, next_attempt_at, lease_until, created_at)
       values (?, 'quote.approved', 'msg_crashed', '{"type":"quote.approved"}', 'sending', 1, now(), now() - interval '1 second', now())
       returning id`,
      [hook.id],
    );
    const [request] = await until(
      () => to(path),
      (list) => list.length > 0,
    );
    expect(request.headers['webhook-id']).toBe('msg_crashed');
    await until(
      () => deliveriesOf(hook.id),
      (list) => list.find((d) => d.id === row.id)?.status === 'sent',
    );
  });

  it('writes nothing for an inactive webhook or an event it did not choose', async () => {
    const path = uniquePath('quiet');
    const hook = await subscribe({ url: receiver.url(path), events: ['quote.approved'], isActive: false });
    await staffQuote();
    const other = await subscribe({ url: receiver.url(path), events: ['quote.approved'] });
    await staffQuote();
    expect(await deliveriesOf(hook.id)).toEqual([]);
    expect(await deliveriesOf(other.id)).toEqual([]);
  });
});

describe('SSRF (D24): outside development only public https addresses', () => {
  const refused = [
    'https://10.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://127.0.0.1/',
    'https://[::1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://192.168.1.10/',
    'https://0.0.0.0/',
    'https://localhost/',
    'http://93.184.215.14/',
  ];

  it('refuses private, link-local and loopback addresses (and names resolving to them) when subscribed', async () => {
    for (const url of refused) {
      expect(await mayTarget(url, false), url).toBe(false);
      const error = await createWebhook(
        app.orm.em.fork(),
        { url, events: ['quote.created'], apiKeyId: null, isActive: true },
        false,
      ).catch((caught) => caught);
      expect(error, url).toBeInstanceOf(HttpError);
      expect(error.status).toBe(400);
      expect(error.errors).toEqual({ url: 'Adres musi być publicznym adresem https' });
    }
    expect(await mayTarget('https://93.184.215.14/hooks', false)).toBe(true);
    expect(await mayTarget('https://[2606:4700:4700::1111]/', false)).toBe(true);
    // Development: http and loopback allowed, and nothing else (D24).
    expect(await mayTarget('http://127.0.0.1:8080/', true)).toBe(true);
    expect(await mayTarget('http://[::1]:8080/', true)).toBe(true);
    expect(await mayTarget('http://localhost:8080/', true)).toBe(true);
    expect(await mayTarget('http://93.184.215.14/', true)).toBe(true);
    for (const url of [
      'https://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.1.10/',
    ])
      expect(await mayTarget(url, true), url).toBe(false);
    expect(await mayTarget('ftp://127.0.0.1/', true)).toBe(false);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('fd00::1')).toBe(false);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
  });

  it('refuses at delivery after resolving the name, without connecting', async () => {
    // A receiver of its own: the file's worker may still be delivering to the shared one meanwhile.
    const receiver = await startReceiver();
    onTestFinished(() => new Promise<void>((done) => receiver.server.close(() => done())));
    for (const url of [`https://127.0.0.1:${receiver.port}/`, `https://localhost:${receiver.port}/`]) {
      await expect(
        postDelivery(
          { messageId: 'msg_x', body: '{}', url, secret: `whsec_${'A'.repeat(44)}` },
          {
            development: false,
            timeoutMs: 1_000,
          },
        ),
      ).rejects.toBeInstanceOf(TargetRefused);
    }
    await expect(
      postDelivery(
        { messageId: 'msg_x', body: '{}', url: receiver.url('/plain'), secret: `whsec_${'A'.repeat(44)}` },
        { development: false, timeoutMs: 1_000 },
      ),
    ).rejects.toBeInstanceOf(TargetRefused);
    // In development too, a private or link-local address is refused at delivery.
    await expect(
      postDelivery(
        { messageId: 'msg_x', body: '{}', url: 'http://10.0.0.1/', secret: `whsec_${'A'.repeat(44)}` },
        { development: true, timeoutMs: 1_000 },
      ),
    ).rejects.toBeInstanceOf(TargetRefused);
    expect(receiver.connections()).toBe(0);
  });

  it('a worker outside development records the refusal of a webhook stored before the rule', async () => {
    await worker.stop();
    const strict = startWebhookWorker({
      em: () => app.orm.em.fork(),
      retryMinutes: [],
      leaseSeconds: 120,
      development: false,
      log: silent,
      pollMs: 60_000,
    });
    try {
      const em = app.orm.em.fork();
      const hook = em.create(WebhookEntity, {
        url: `https://localhost:${receiver.port}/`,
        events: ['quote.created'],
        secret: `whsec_${'A'.repeat(44)}`,
        isActive: true,
      });
      await em.flush();
      // Its quote.created is written with the quote; the worker refuses it without connecting.
      await staffQuote();
      const before = receiver.connections();
      while ((await strict.runOnce()) > 0);
      const [logged] = await deliveriesOf(hook.id);
      expect(logged).toMatchObject({
        status: 'failed',
        responseStatus: null,
        lastError: 'Adres docelowy nie jest publicznym adresem: dostawa zablokowana',
      });
      expect(receiver.connections()).toBe(before);
    } finally {
      await strict.stop();
    }
  });
});
