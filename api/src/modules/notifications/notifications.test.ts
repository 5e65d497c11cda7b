import {
  type CreatedApiKey,
  defaultNotificationPreferences,
  type NotificationPage,
  type NotificationPreferences,
  type QuoteDetail,
} from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { until } from '../../test/until.ts';
import { type MailWorker, startMailWorker } from '../mail/worker.ts';

// D22: who is told of each event, in the app and by e-mail as each person chose (mails through the
// outbox to an SMTP server in this process), and the bell's own API.

/** A mail to an address at `nieznany@` is refused for good (550). */
const startSmtp = () =>
  startTestSmtp({
    answer: (to) => (to.some((address) => address.startsWith('nieznany@')) ? 550 : undefined),
  });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
let worker: MailWorker;
let admin: TestClient;
let author: TestClient & { id: number };
let colleague: TestClient & { id: number };
let electrician: TestClient & { id: number };
let transportManager: TestClient & { id: number };
let clientId: number;
let equipmentId: number;
let electricalId: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.orm.em.getConnection().execute<T[]>(text, params);

/** Who holds a notification of the quote, as 'e-mail event', sorted. */
const toldOf = async (quoteId: number) =>
  (
    await sql<{ who: string }>(
      `select u.email || ' ' || n.event as who from notification n join app_user u on u.id = n.user_id
        where n.quote_id = ? order by 1`,
      [quoteId],
    )
  ).map((row) => row.who);

/** The staff mails written about a number (subject), as their addresses, sorted. */
const mailedOf = async (number: string) =>
  (
    await sql<{ to: string }>(
      `select "to" from mail_outbox where subject like ? and "to" like '%@firma.pl' order by 1`,
      [`%${number}`],
    )
  ).map((row) => row.to);

const page = async (as: TestClient, query = ''): Promise<NotificationPage> => {
  const response = await as.get(`/api/notifications${query}`);
  expect(response.status).toBe(200);
  return response.json();
};

async function quote(as: TestClient, path = '/api/quotes', id = equipmentId, extra: object = {}) {
  const created = await as.send('POST', path, {
    clientId,
    items: [{ equipmentId: id, quantity: 1, rentalPeriodDays: 2 }],
    ...extra,
  });
  expect(created.status).toBe(201);
  return (await created.json()) as QuoteDetail;
}

async function setStatus(as: TestClient, path: string, id: number, status: string) {
  const response = await as.send('PATCH', `${path}/${id}/status`, { status });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; passedTo?: string[] };
}

/** The client's decision on the shared page, as a browser without any session posts it. */
async function clientDecides(as: TestClient, path: string, id: number, action: 'accept' | 'decline') {
  const link = await (await as.send('POST', `${path}/${id}/share`)).json();
  return fetch(`${link.url}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Jan Kowalski', comment: 'Prosimy o dostawę rano' }).toString(),
  });
}

async function choose(as: TestClient, preferences: NotificationPreferences) {
  const response = await as.send('PUT', '/api/settings/notifications', preferences);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(preferences);
}

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Wyceny <wyceny@firma.pl>',
    MAIL_RETRY_MINUTES: '0.01',
  });
  worker = startMailWorker({
    em: () => app.orm.em.fork(),
    mail: app.config.mail,
    log: createLogger('silent'),
    pollMs: 50,
  });
  admin = await app.signIn('admin@firma.pl');
  author = await app.userWithRole(admin, 'autor@firma.pl', 'employee');
  colleague = await app.userWithRole(admin, 'kolega@firma.pl', 'employee');
  electrician = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
  transportManager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  await app.userWithRole(admin, 'ogolny@firma.pl', 'general_manager');
  // Neither a deactivated nor a not yet approved user is ever told.
  const gone = await app.userWithRole(admin, 'nieaktywny@firma.pl', 'admin');
  expect((await admin.send('PUT', `/api/users/${gone.id}/toggle-active`)).status).toBe(200);
  await app.signIn('oczekujacy@firma.pl');

  clientId = (await (await admin.send('POST', '/api/clients', { companyName: 'Budimex S.A.' })).json()).id;
  const category = await (await admin.send('POST', '/api/equipment-categories', { name: 'Agregaty' })).json();
  const added = await admin.send('POST', '/api/equipment', {
    name: 'Agregat 20 kVA',
    categoryId: category.id,
    quantity: 1,
  });
  equipmentId = (await added.json()).id;
  const electrical = await (
    await admin.send('POST', '/api/electrical-equipment-categories', { name: 'Rozdzielnice' })
  ).json();
  electricalId = (
    await (
      await admin.send('POST', '/api/electrical-equipment', {
        name: 'Rozdzielnica 63A',
        categoryId: electrical.id,
        quantity: 5,
      })
    ).json()
  ).id;
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await new Promise<void>((done) => smtp?.server.close(() => done()));
});

describe('who is told (D22)', () => {
  it("asks the kind's approvers when a quote is passed on, never the one who passed it", async () => {
    const electrical = await quote(author, '/api/electrical-quotes', electricalId);
    const passed = await setStatus(author, '/api/electrical-quotes', electrical.id, 'pending');
    // The answer names them, for the toast 'Przekazano do zatwierdzenia: {names}'.
    expect(passed.passedTo).toEqual(['admin', 'elektryk']);
    expect(await toldOf(electrical.id)).toEqual([
      'admin@firma.pl approvalRequest',
      'elektryk@firma.pl approvalRequest',
    ]);
    // By default a request is told in the app only.
    expect(await mailedOf(electrical.quoteNumber)).toEqual([]);
    const [told] = (await page(electrician)).items;
    expect(told).toMatchObject({
      event: 'approvalRequest',
      title: `Prośba o zatwierdzenie: ${electrical.quoteNumber}`,
      body: `Wycena elektryczna ${electrical.quoteNumber} (Budimex S.A.) czeka na zatwierdzenie.`,
      link: `/electrical-quotes/${electrical.id}`,
      readAt: null,
    });

    // The only approver of equipment passes on a quote: nobody to tell.
    const own = await quote(admin);
    expect((await setStatus(admin, '/api/quotes', own.id, 'pending')).passedTo).toEqual([]);
    expect(await toldOf(own.id)).toEqual([]);
  });

  it('tells the author of a staff approval or rejection, in the app and by e-mail, and nobody else', async () => {
    const company = { name: 'Wynajem Testowy Sp. z o.o.', validityDays: 14, phone: '+48 22 100 20 30' };
    expect((await admin.send('PUT', '/api/settings/company', company)).status).toBe(200);
    const approved = await quote(author);
    await setStatus(author, '/api/quotes', approved.id, 'pending');
    await setStatus(admin, '/api/quotes', approved.id, 'approved');
    expect(await toldOf(approved.id)).toEqual([
      'admin@firma.pl approvalRequest',
      'autor@firma.pl myQuoteDecided',
    ]);
    expect(await mailedOf(approved.quoteNumber)).toEqual(['autor@firma.pl']);
    const [told] = (await page(author)).items;
    expect(told).toMatchObject({
      title: `Zatwierdzono wycenę ${approved.quoteNumber}`,
      body: `Wycena ${approved.quoteNumber} (Budimex S.A.) została zatwierdzona.`,
      link: `/quotes/${approved.id}`,
    });

    // The mail: the same words in the letterhead, an absolute link, sent over SMTP.
    const [mail] = await sql<{ id: number; html: string; text: string }>(
      `select id, html, text from mail_outbox where "to" = 'autor@firma.pl' and subject = ?`,
      [`Zatwierdzono wycenę ${approved.quoteNumber}`],
    );
    const link = `${app.config.publicUrl}/quotes/${approved.id}`;
    expect(mail.text).toContain(`Wycena ${approved.quoteNumber} (Budimex S.A.) została zatwierdzona.`);
    expect(mail.text).toContain(`Otwórz w programie: ${link}`);
    expect(mail.text).toContain(`${app.config.publicUrl}/settings`);
    // Under the company's letterhead (D22, D23): its name, and its data as the profile has it.
    expect(mail.text.startsWith('Wynajem Testowy Sp. z o.o.\nTel.: +48 22 100 20 30\n')).toBe(true);
    expect(mail.html).toContain('Wynajem Testowy Sp. z o.o.');
    expect(mail.html).toContain(`href="${link}"`);
    const linked = new RegExp(`/quotes/${approved.id}(?!\\d)`);
    const sent = await until(
      async () => smtp.received.filter((received) => linked.test(received.raw.replace(/=\r\n/g, ''))),
      (mails) => mails.length > 0,
    );
    expect(sent.map((received) => received.to)).toEqual([['autor@firma.pl']]);

    // A quote released back to draft and rejected later: the rejection is told alike.
    await setStatus(admin, '/api/quotes', approved.id, 'draft');
    const rejected = await quote(author);
    await setStatus(author, '/api/quotes', rejected.id, 'pending');
    await setStatus(admin, '/api/quotes', rejected.id, 'rejected');
    expect(await toldOf(rejected.id)).toEqual([
      'admin@firma.pl approvalRequest',
      'autor@firma.pl myQuoteDecided',
    ]);
    expect((await page(author)).items[0].title).toBe(`Odrzucono wycenę ${rejected.quoteNumber}`);

    // Deciding on one's own quote tells nobody.
    const own = await quote(admin);
    await setStatus(admin, '/api/quotes', own.id, 'pending');
    await setStatus(admin, '/api/quotes', own.id, 'approved');
    expect(await toldOf(own.id)).toEqual([]);
    expect(await mailedOf(own.quoteNumber)).toEqual([]);
  });

  it("follows each person's choice: e-mail off, then the app off", async () => {
    await choose(author, {
      ...defaultNotificationPreferences,
      myQuoteDecided: { app: true, email: false },
    });
    const quiet = await quote(author);
    await setStatus(author, '/api/quotes', quiet.id, 'pending');
    await setStatus(admin, '/api/quotes', quiet.id, 'approved');
    expect(await toldOf(quiet.id)).toContain('autor@firma.pl myQuoteDecided');
    expect(await mailedOf(quiet.quoteNumber)).toEqual([]);

    await choose(author, {
      ...defaultNotificationPreferences,
      myQuoteDecided: { app: false, email: true },
    });
    const mailOnly = await quote(author);
    await setStatus(author, '/api/quotes', mailOnly.id, 'pending');
    await setStatus(admin, '/api/quotes', mailOnly.id, 'rejected');
    expect(await toldOf(mailOnly.id)).toEqual(['admin@firma.pl approvalRequest']);
    expect(await mailedOf(mailOnly.quoteNumber)).toEqual(['autor@firma.pl']);

    // The approver's own choice: requests by e-mail too.
    await choose(electrician, {
      ...defaultNotificationPreferences,
      approvalRequest: { app: true, email: true },
    });
    const electrical = await quote(author, '/api/electrical-quotes', electricalId);
    await setStatus(author, '/api/electrical-quotes', electrical.id, 'pending');
    expect(await mailedOf(electrical.quoteNumber)).toEqual(['elektryk@firma.pl']);
    await choose(author, defaultNotificationPreferences);
    await choose(electrician, defaultNotificationPreferences);
  });

  it("tells a client's decision once, as clientDecision, to the author and the kind's approvers, the comment first", async () => {
    // The author is the approver: one notification, no myQuoteDecided besides.
    const own = await quote(admin);
    await setStatus(admin, '/api/quotes', own.id, 'pending');
    expect((await clientDecides(admin, '/api/quotes', own.id, 'accept')).status).toBe(303);
    expect(await toldOf(own.id)).toEqual(['admin@firma.pl clientDecision']);
    expect(await mailedOf(own.quoteNumber)).toEqual(['admin@firma.pl']);
    const [told] = (await page(admin)).items;
    expect(told).toMatchObject({
      title: `Klient zaakceptował ofertę ${own.quoteNumber}`,
      body: `„Prosimy o dostawę rano”\nKlient Budimex S.A. (Jan Kowalski) zaakceptował ofertę: Wycena ${own.quoteNumber}.`,
      link: `/quotes/${own.id}`,
    });

    const electrical = await quote(author, '/api/electrical-quotes', electricalId);
    await setStatus(author, '/api/electrical-quotes', electrical.id, 'pending');
    expect((await clientDecides(author, '/api/electrical-quotes', electrical.id, 'decline')).status).toBe(
      303,
    );
    expect(await toldOf(electrical.id)).toEqual([
      'admin@firma.pl approvalRequest',
      'admin@firma.pl clientDecision',
      'autor@firma.pl clientDecision',
      'elektryk@firma.pl approvalRequest',
      'elektryk@firma.pl clientDecision',
    ]);
    expect(await mailedOf(electrical.quoteNumber)).toEqual([
      'admin@firma.pl',
      'autor@firma.pl',
      'elektryk@firma.pl',
    ]);
    expect((await page(author)).items[0]).toMatchObject({
      title: `Klient odrzucił ofertę ${electrical.quoteNumber}`,
      body: expect.stringMatching(/^„Prosimy o dostawę rano”\n/),
    });
  });

  it('tells an acceptance held for lack of units to the author and the approvers (D21)', async () => {
    const dates = { startsOn: '2027-08-03', rentalDays: 1 };
    const taken = await quote(admin, '/api/quotes', equipmentId, dates);
    await setStatus(admin, '/api/quotes', taken.id, 'pending');
    await setStatus(admin, '/api/quotes', taken.id, 'approved');
    const held = await quote(author, '/api/quotes', equipmentId, dates);
    await setStatus(author, '/api/quotes', held.id, 'pending');
    expect((await clientDecides(author, '/api/quotes', held.id, 'accept')).status).toBe(409);
    expect(await toldOf(held.id)).toEqual([
      'admin@firma.pl approvalRequest',
      'admin@firma.pl clientDecision',
      'autor@firma.pl clientDecision',
    ]);
    const [told] = (await page(author)).items;
    expect(told.title).toBe(`Wstrzymano akceptację oferty ${held.quoteNumber}`);
    expect(told.body).toContain('„Prosimy o dostawę rano”');
    expect(told.body).toContain('Brak wolnych sztuk: Agregat 20 kVA w dniach 03.08.2027');
    expect(await mailedOf(held.quoteNumber)).toEqual(['admin@firma.pl', 'autor@firma.pl']);
    // The client trying again on the same version: its history keeps the attempt, nobody is told twice.
    expect((await clientDecides(author, '/api/quotes', held.id, 'accept')).status).toBe(409);
    expect(await toldOf(held.id)).toEqual([
      'admin@firma.pl approvalRequest',
      'admin@firma.pl clientDecision',
      'autor@firma.pl clientDecision',
    ]);
    const detail = await (await author.get(`/api/quotes/${held.id}`)).json();
    expect(
      detail.history.filter((entry: { comment: string | null }) =>
        entry.comment?.includes('Akceptacja wstrzymana'),
      ),
    ).toHaveLength(2);
  });

  it('tells a web enquiry to those who see its kind: a guest quote, and an assessment to everybody', async () => {
    const created = await admin.send('POST', '/api/admin/api-keys', {
      name: 'Strona partnera',
      permissions: ['*'],
      allowedOrigins: [],
    });
    const key: CreatedApiKey = await created.json();
    const call = (path: string, json: unknown) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'X-API-Key': key.keyValue, 'Content-Type': 'application/json' },
        body: JSON.stringify(json),
      });

    const guest = await call('/api/public/quotes', {
      client: { companyName: 'Gość Sp. z o.o.' },
      items: [{ equipmentId, quantity: 1, rentalPeriodDays: 2 }],
    });
    expect(guest.status).toBe(201);
    const { id, quoteNumber } = await guest.json();
    expect(await toldOf(id)).toEqual([
      'admin@firma.pl webEnquiry',
      'autor@firma.pl webEnquiry',
      'kolega@firma.pl webEnquiry',
    ]);
    expect(await mailedOf(quoteNumber)).toEqual([]);
    expect((await page(colleague)).items[0]).toMatchObject({
      event: 'webEnquiry',
      title: `Zapytanie z formularza: ${quoteNumber}`,
      body: `Wycena gościnna (Strona partnera): wycena ${quoteNumber} (Gość Sp. z o.o.).`,
      link: `/quotes/${id}`,
    });

    const assessment = await call('/api/public/needs-assessment', {
      clientCompanyName: 'Hala Expo',
      responses: {},
    });
    expect(assessment.status).toBe(201);
    const { id: assessmentId, responseNumber } = await assessment.json();
    const told = await sql<{ who: string }>(
      `select u.email || ' ' || n.event as who from notification n join app_user u on u.id = n.user_id
        where n.link = ? order by 1`,
      [`/needs-assessment/${assessmentId}/print`],
    );
    expect(told.map((row) => row.who)).toEqual([
      'admin@firma.pl webEnquiry',
      'autor@firma.pl webEnquiry',
      'elektryk@firma.pl webEnquiry',
      'kolega@firma.pl webEnquiry',
      'ogolny@firma.pl webEnquiry',
      'transport@firma.pl webEnquiry',
    ]);
    expect((await page(transportManager)).items[0]).toMatchObject({
      title: `Zapytanie z formularza: ${responseNumber}`,
      body: `Badanie z formularza (Strona partnera): badanie potrzeb ${responseNumber} (Hala Expo).`,
    });
  });

  it("tells a failed mail's sender in the app only, whatever they chose, and the quote's history records it", async () => {
    await choose(author, {
      clientDecision: { app: false, email: false },
      webEnquiry: { app: false, email: false },
      approvalRequest: { app: false, email: false },
      myQuoteDecided: { app: false, email: false },
    });
    const sent = await quote(author);
    await setStatus(author, '/api/quotes', sent.id, 'pending');
    const response = await author.send('POST', `/api/quotes/${sent.id}/send`, {
      email: 'nieznany@budimex.pl',
    });
    expect(response.status).toBe(202);
    const { outboxId } = await response.json();
    await until(
      async () =>
        (await sql<{ status: string }>('select status from mail_outbox where id = ?', [outboxId]))[0],
      (mail) => mail.status === 'failed',
    );
    expect(await toldOf(sent.id)).toEqual(['admin@firma.pl approvalRequest', 'autor@firma.pl mailFailed']);
    const [told] = (await page(author)).items;
    expect(told).toMatchObject({
      event: 'mailFailed',
      title: 'Nie doręczono wiadomości do nieznany@budimex.pl',
      link: `/quotes/${sent.id}`,
    });
    expect(told.body).toContain(`Oferta ${sent.quoteNumber}`);
    expect(told.body).toContain('Skrzynka odbiorcy nie istnieje');
    // Never by e-mail.
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from mail_outbox where "to" like '%@firma.pl' and subject like 'Nie doręczono%'`,
    );
    expect(n).toBe(0);
    const detail: QuoteDetail = await (await author.get(`/api/quotes/${sent.id}`)).json();
    expect(detail.history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'pending',
      comment: 'Nie doręczono do nieznany@budimex.pl',
    });
    await choose(author, defaultNotificationPreferences);
  });
});

describe("the bell's API (D22)", () => {
  let reader: TestClient & { id: number };
  let otherId: number;

  beforeAll(async () => {
    reader = await app.userWithRole(admin, 'czytelnik@firma.pl', 'employee');
    for (let n = 0; n < 3; n++) {
      const own = await quote(reader);
      await setStatus(reader, '/api/quotes', own.id, 'pending');
      await setStatus(admin, '/api/quotes', own.id, 'approved');
    }
    otherId = (await page(admin, '?unread=1')).items[0].id;
  });

  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    const all = await page(reader);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 50, unread: 3 });
    expect(all.items.every((item) => item.event === 'myQuoteDecided')).toBe(true);
    const ids = all.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).not.toContain(otherId);
    const second = await page(reader, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, unread: 3 });
    expect(second.items.map((item) => item.id)).toEqual([ids[2]]);
  });

  it("marks one or all read, and never another person's", async () => {
    const before = await page(admin);
    const [newest, , oldest] = (await page(reader)).items;
    const marked = await reader.send('POST', '/api/notifications/read', { ids: [oldest.id, otherId] });
    expect(marked.status).toBe(204);
    const unread = await page(reader, '?unread=1');
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.items.map((item) => item.id)).not.toContain(oldest.id);
    expect(unread.items.map((item) => item.id)).toContain(newest.id);
    expect((await page(reader)).items.find((item) => item.id === oldest.id)?.readAt).toEqual(
      expect.any(String),
    );
    expect((await page(admin)).unread).toBe(before.unread);

    expect((await reader.send('POST', '/api/notifications/read', { all: true })).status).toBe(204);
    expect(await page(reader, '?unread=1')).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await page(reader)).total).toBe(3);
    expect((await page(admin)).unread).toBe(before.unread);
  });

  it('keeps each person’s choices: the defaults, then what they saved', async () => {
    const defaults = await reader.get('/api/settings/notifications');
    expect(defaults.status).toBe(200);
    expect(await defaults.json()).toEqual(defaultNotificationPreferences);
    const mine = { ...defaultNotificationPreferences, webEnquiry: { app: false, email: true } };
    await choose(reader, mine);
    expect(await (await reader.get('/api/settings/notifications')).json()).toEqual(mine);
    expect(await (await colleague.get('/api/settings/notifications')).json()).toEqual(
      defaultNotificationPreferences,
    );
    await choose(reader, defaultNotificationPreferences);
  });

  it('refuses bad input with Polish field messages (400) and changes nothing', async () => {
    for (const body of [{}, { ids: ['x'] }, { ids: [1], all: true }, { all: false }]) {
      const refused = await reader.send('POST', '/api/notifications/read', body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe('Podaj powiadomienia do oznaczenia');
    }
    const empty = await reader.send('POST', '/api/notifications/read', { ids: [] });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({ ids: 'Podaj co najmniej 1 pozycję' });
    // An id past the column's range is nobody's notification, not a server error.
    const huge = await reader.send('POST', '/api/notifications/read', { ids: [2 ** 40] });
    expect(huge.status).toBe(204);
    const filter = await reader.get('/api/notifications?unread=tak');
    expect(filter.status).toBe(400);
    expect((await filter.json()).errors).toEqual({ unread: 'Nieprawidłowy filtr' });
    expect((await reader.get('/api/notifications?page=0')).status).toBe(400);

    const missing = await reader.send('PUT', '/api/settings/notifications', {
      clientDecision: { app: 'tak', email: true },
      webEnquiry: { app: true },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({
      'clientDecision.app': 'Podaj wartość tak lub nie',
      'webEnquiry.email': 'To pole jest wymagane',
      approvalRequest: 'To pole jest wymagane',
      myQuoteDecided: 'To pole jest wymagane',
    });
    expect(await (await reader.get('/api/settings/notifications')).json()).toEqual(
      defaultNotificationPreferences,
    );
  });

  it('answers 401 without a session and 403 to an account not approved', async () => {
    const pending = await app.signIn('nowy@firma.pl');
    for (const [method, path, body] of [
      ['GET', '/api/notifications', undefined],
      ['POST', '/api/notifications/read', { all: true }],
      ['GET', '/api/settings/notifications', undefined],
      ['PUT', '/api/settings/notifications', defaultNotificationPreferences],
    ] as const) {
      expect((await app.client().send(method, path, body)).status).toBe(401);
      expect((await pending.send(method, path, body)).status).toBe(403);
    }
  });
});
