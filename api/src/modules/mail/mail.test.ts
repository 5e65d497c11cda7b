import { type OutboxItem, type OutboxMail, type QuoteDetail, todayInWarsaw } from '@ppp/domain';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { until } from '../../test/until.ts';
import { type MailWorker, smtpUrlWithTimeouts, startMailWorker } from './worker.ts';

// D22: the outbox, its worker against a real SMTP server in this process, /api/admin/outbox and
// 'Wyślij klientowi'.

const startSmtp = () => startTestSmtp({ login: { user: 'poczta', password: 'tajne' } });

/** The raw message's parts undone: quoted-printable soft breaks joined. */
const unfolded = (raw: string) => raw.replace(/=\r\n/g, '');

/** The base64 body of the message's PDF part. */
function pdfAttachmentOf(raw: string): Buffer {
  const match = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!match) throw new Error('no PDF attachment');
  return Buffer.from(match[1].replace(/\s/g, ''), 'base64');
}

/** The text of every page of a PDF, as a text library reads it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

const silent = createLogger('silent');

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
let worker: MailWorker;
let admin: TestClient;
let employee: TestClient & { id: number };
let transportManager: TestClient & { id: number };
let equipmentId: number;

async function pendingQuote(as: TestClient = employee, clientEmail = 'zamowienia@budimex.pl') {
  const created = await as.send('POST', '/api/quotes', {
    client: { companyName: 'Budimex S.A.', email: clientEmail },
    items: [{ equipmentId, quantity: 2, rentalPeriodDays: 3 }],
  });
  expect(created.status).toBe(201);
  const quote: QuoteDetail = await created.json();
  expect((await as.send('PATCH', `/api/quotes/${quote.id}/status`, { status: 'pending' })).status).toBe(200);
  return quote;
}

/** Earlier tests' mails still due are set aside: a test of the worker's batches counts its own. */
const setAsideDueMails = () =>
  app.orm.em
    .getConnection()
    .execute(
      `update mail_outbox set status = 'failed', lease_until = null where status in ('pending', 'sending')`,
    );

const mailOf = async (as: TestClient, id: number): Promise<OutboxMail> =>
  (await as.get(`/api/admin/outbox/${id}`)).json();

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp(
    {
      SMTP_URL: `smtp://poczta:tajne@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Wyceny <wyceny@firma.pl>',
      MAIL_RETRY_MINUTES: '0.01',
    },
    { seed: true },
  );
  worker = startMailWorker({ em: () => app.orm.em.fork(), mail: app.config.mail, log: silent, pollMs: 50 });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  transportManager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  equipmentId = (await (await admin.get('/api/equipment')).json())[0].id;
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await new Promise<void>((done) => smtp?.server.close(() => done()));
});

describe('configuration (D22)', () => {
  it('reads SMTP_URL, MAIL_FROM and MAIL_RETRY_MINUTES, refusing what is not smtp:// or smtps://', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: { name: expect.any(String), address: expect.any(String) },
      retryMinutes: [1, 5, 15, 60, 240],
      leaseSeconds: 120,
    });
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@poczta.firma.pl:465', MAIL_RETRY_MINUTES: '0.05,0.05' }).mail,
    ).toMatchObject({ smtpUrl: 'smtps://u:p@poczta.firma.pl:465', retryMinutes: [0.05, 0.05] });
    expect(() => loadConfig({ SMTP_URL: 'http://poczta.firma.pl' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_RETRY_MINUTES: '1,x' })).toThrow(/MAIL_RETRY_MINUTES/);
  });

  it("reads MAIL_FROM's name apart from its address, so the default's 'PPP :: …' is a quoted name, not a group", async () => {
    const sender = loadConfig({}).mail.from;
    expect(sender).toEqual({ name: 'PPP :: Program / system wycen', address: 'wyceny@localhost' });
    const { message } = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail({ from: sender, to: 'jan@budimex.pl', text: 'Oferta' });
    expect(message.toString()).toMatch(/^From: "PPP :: Program \/ system wycen" <wyceny@localhost>\r?$/m);
    expect(loadConfig({ MAIL_FROM: '"Wyceny, Firma" <wyceny@firma.pl>' }).mail.from).toEqual({
      name: 'Wyceny, Firma',
      address: 'wyceny@firma.pl',
    });
    expect(loadConfig({ MAIL_FROM: 'wyceny@firma.pl' }).mail.from).toEqual({
      name: '',
      address: 'wyceny@firma.pl',
    });
    expect(() => loadConfig({ MAIL_FROM: 'Wyceny <nie adres>' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'Wyceny' })).toThrow(/MAIL_FROM/);
  });

  it('takes a shorter sending lease for tests, never one over 2 minutes', () => {
    expect(loadConfig({ MAIL_LEASE_SECONDS: '10' }).mail.leaseSeconds).toBe(10);
    expect(() => loadConfig({ MAIL_LEASE_SECONDS: '121' })).toThrow(/MAIL_LEASE_SECONDS/);
    expect(() => loadConfig({ MAIL_LEASE_SECONDS: '0' })).toThrow(/MAIL_LEASE_SECONDS/);
  });
});

describe("'Wyślij klientowi' (D22)", () => {
  it('sends one mail with the active link and the PDF; the history says so; the body keeps the link masked', async () => {
    const quote = await pendingQuote();
    // The active link is reused: the mail carries the one shared before.
    const shared = await (await employee.send('POST', `/api/quotes/${quote.id}/share`)).json();
    const response = await employee.send('POST', `/api/quotes/${quote.id}/send`, {
      email: 'Jan.Kowalski@budimex.pl',
      message: 'W nawiązaniu do rozmowy — oferta w załączniku.',
    });
    expect(response.status).toBe(202);
    const { outboxId, status } = await response.json();
    expect(status).toBe('pending');

    const sent = await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'sent',
    );
    expect(sent.attempts).toBe(1);
    const mails = smtp.received.filter((mail) => mail.to.includes('Jan.Kowalski@budimex.pl'));
    expect(mails).toHaveLength(1);
    const raw = unfolded(mails[0].raw);
    expect(raw).toContain('Subject: Oferta');
    expect(raw).toContain(shared.url);
    expect(raw).toMatch(/From: Wyceny <wyceny@firma\.pl>/);
    const pdf = await pdfText(pdfAttachmentOf(mails[0].raw));
    expect(pdf).toContain(quote.quoteNumber);
    const gross = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' })
      .format(Number(quote.totalGross))
      .replace(/\s/g, ' ');
    expect(pdf).toContain(gross);
    // The link in the mail opens the client's page.
    expect((await fetch(shared.url)).status).toBe(200);

    const token = shared.url.split('/').pop();
    expect(sent.html).not.toContain(token);
    expect(sent.text).not.toContain(token);
    expect(sent.text).toContain(`/oferta/${token.slice(0, 4)}…`);
    const detail: QuoteDetail = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    expect(detail.history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'pending',
      comment: 'Wysłano do Jan.Kowalski@budimex.pl',
    });
  });

  it('answers to its sender (Reply-To) and greets once when the message greets the client itself', async () => {
    // The signature names the sender as the offer's contact person does (D23): name, e-mail, phone.
    expect((await employee.send('PATCH', '/api/auth/user', { phone: '+48 600 100 200' })).status).toBe(200);
    const quote = await pendingQuote();
    const { outboxId } = await (
      await employee.send('POST', `/api/quotes/${quote.id}/send`, {
        email: 'powitanie@budimex.pl',
        message: 'Dzień dobry Panie Janie,\nw nawiązaniu do rozmowy przesyłam obiecaną ofertę.',
      })
    ).json();
    await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'sent',
    );
    const raw = unfolded(smtp.received.find((mail) => mail.to.includes('powitanie@budimex.pl'))!.raw);
    expect(raw).toMatch(/^Reply-To: pracownik@firma\.pl\r?$/m);
    const text = (await mailOf(admin, outboxId)).text;
    expect(text.match(/Dzień dobry/g)).toHaveLength(1);
    expect(text).toContain('Dzień dobry Panie Janie,');
    expect(text).toContain(`Przesyłamy ofertę nr ${quote.quoteNumber}`);
    // D23: the mail names the offer and the day it is valid to, as its PDF and the client page do.
    const { validUntil } = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    const day = (iso: string) => iso.split('-').reverse().join('.');
    expect(text).toContain(
      `Oferta nr ${quote.quoteNumber} z dnia ${day(todayInWarsaw())}\nWażna do ${day(validUntil)}\n`,
    );
    expect((await mailOf(admin, outboxId)).html).toContain(`<strong>Ważna do ${day(validUntil)}</strong>`);
    expect(text).toContain('Z poważaniem\n');
    expect(text).toContain('pracownik@firma.pl\ntel. +48 600 100 200');

    // Without a greeting of its own, the mail greets, and its sentence goes on after the comma.
    const plain = await pendingQuote();
    const second = await (
      await employee.send('POST', `/api/quotes/${plain.id}/send`, { email: 'bez-slow@budimex.pl' })
    ).json();
    const sent = await until(
      () => mailOf(admin, second.outboxId),
      (mail) => mail.status === 'sent',
    );
    expect(sent.text).toContain(`Dzień dobry,\n\nprzesyłamy ofertę nr ${plain.quoteNumber}`);
  });

  it('renews the link it reuses for 30 days from the send (the mail never carries one about to expire)', async () => {
    const quote = await pendingQuote();
    const shared = await (await employee.send('POST', `/api/quotes/${quote.id}/share`)).json();
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update quote_share set expires_at = now() + interval '2 days' where quote_id = ?`, [
        quote.id,
      ]);
    const before = Date.now();
    const { outboxId } = await (
      await employee.send('POST', `/api/quotes/${quote.id}/send`, { email: 'odnowiony@budimex.pl' })
    ).json();
    await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'sent',
    );
    const detail: QuoteDetail = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    const expiresAt = new Date(detail.share!.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
    // The same link, now good for the 30 days the mail names.
    const raw = unfolded(smtp.received.find((mail) => mail.to.includes('odnowiony@budimex.pl'))!.raw);
    expect(raw).toContain(shared.url);
    expect((await fetch(shared.url)).status).toBe(200);
  });

  it('creates a link when the quote has none, for every kind on the same route', async () => {
    const created = await employee.send('POST', '/api/transport-quotes', {
      client: { companyName: 'Transbud' },
      vehicleId: (await (await admin.get('/api/transport-vehicles')).json())[0].id,
      fromAddress: 'Gdańsk',
      toAddress: 'Poznań',
      distance: 310,
    });
    const quote = await created.json();
    await employee.send('PATCH', `/api/transport-quotes/${quote.id}/status`, { status: 'pending' });
    const response = await employee.send('POST', `/api/transport-quotes/${quote.id}/send`, {
      email: 'biuro@transbud.pl',
    });
    expect(response.status).toBe(202);
    const { outboxId } = await response.json();
    await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'sent',
    );
    const raw = unfolded(smtp.received.find((mail) => mail.to.includes('biuro@transbud.pl'))!.raw);
    const link = new RegExp(`${app.config.publicUrl}/oferta/[A-Za-z0-9_-]{43}`).exec(raw)?.[0];
    expect(link).toBeDefined();
    expect((await fetch(link!)).status).toBe(200);
    expect(await pdfText(pdfAttachmentOf(raw))).toContain(quote.quoteNumber);
  });

  it('retries a 4xx answer and sends once: attempts 2', async () => {
    const quote = await pendingQuote();
    smtp.plan.push(451);
    const { outboxId } = await (
      await employee.send('POST', `/api/quotes/${quote.id}/send`, { email: 'ponownie@budimex.pl' })
    ).json();
    const sent = await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'sent',
    );
    expect(sent.attempts).toBe(2);
    expect(smtp.received.filter((mail) => mail.to.includes('ponownie@budimex.pl'))).toHaveLength(1);
  });

  it('does not send a mail whose offer link was revoked meanwhile: it fails, saying why', async () => {
    const quote = await pendingQuote();
    // The first attempt is refused for now (4xx); the link goes before the retry.
    smtp.plan.push(451);
    const { outboxId } = await (
      await employee.send('POST', `/api/quotes/${quote.id}/send`, { email: 'wycofany@budimex.pl' })
    ).json();
    await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.attempts === 1 && mail.status === 'pending',
    );
    expect((await employee.send('DELETE', `/api/quotes/${quote.id}/share`)).status).toBe(204);
    const failed = await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'failed',
    );
    expect(failed.lastError).toBe(
      'Link do oferty w tej wiadomości wygasł lub został wycofany: wyślij wycenę klientowi ponownie',
    );
    expect(smtp.received.filter((mail) => mail.to.includes('wycofany@budimex.pl'))).toHaveLength(0);
  });

  it('fails a 5xx answer at once with the answer; an admin resends it and the attempts go on', async () => {
    const quote = await pendingQuote();
    smtp.plan.push(550);
    const { outboxId } = await (
      await employee.send('POST', `/api/quotes/${quote.id}/send`, { email: 'nieznany@budimex.pl' })
    ).json();
    const failed = await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'failed',
    );
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
    expect(failed.lastError).toContain('Skrzynka odbiorcy nie istnieje');
    expect(smtp.received.filter((mail) => mail.to.includes('nieznany@budimex.pl'))).toHaveLength(0);

    const resent = await admin.send('POST', `/api/admin/outbox/${outboxId}/resend`);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ status: 'pending', message: null });
    const sent = await until(
      () => mailOf(admin, outboxId),
      (mail) => mail.status === 'sent',
    );
    expect(sent.attempts).toBe(2);
    // A sent mail is not sent again.
    const again = await admin.send('POST', `/api/admin/outbox/${outboxId}/resend`);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      'Ponownie wysłać można tylko wiadomość wstrzymaną lub nieudaną',
    );
  });

  it('sends a mail whose lease expired (a crash mid-send) again, with the same Message-ID', async () => {
    await worker.stop();
    try {
      const quote = await pendingQuote();
      const { outboxId } = await (
        await employee.send('POST', `/api/quotes/${quote.id}/send`, { email: 'po-awarii@budimex.pl' })
      ).json();
      const connection = app.orm.em.getConnection();
      await connection.execute(
        `update mail_outbox set status = 'sending', attempts = 1, lease_until = now() + interval '1 minute' where id = ?`,
        [outboxId],
      );
      const restarted = startMailWorker({
        em: () => app.orm.em.fork(),
        mail: app.config.mail,
        log: silent,
        pollMs: 50,
      });
      // A lease still held is left alone.
      await restarted.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailOf(admin, outboxId)).toMatchObject({ status: 'sending', attempts: 1 });
      await connection.execute(
        `update mail_outbox set lease_until = now() - interval '1 second' where id = ?`,
        [outboxId],
      );
      await until(
        () => mailOf(admin, outboxId),
        (mail) => mail.status === 'sent',
      );
      await restarted.stop();
      const [{ message_id }] = await connection.execute('select message_id from mail_outbox where id = ?', [
        outboxId,
      ]);
      const mails = smtp.received.filter((mail) => mail.to.includes('po-awarii@budimex.pl'));
      expect(mails).toHaveLength(1);
      expect(mails[0].raw).toContain(`Message-ID: ${message_id}`);
      expect(await mailOf(admin, outboxId)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      worker = startMailWorker({
        em: () => app.orm.em.fork(),
        mail: app.config.mail,
        log: silent,
        pollMs: 50,
      });
    }
  });

  it("gives nodemailer the SMTP timeouts (it takes a connection URL's options only), keeping SMTP_URL's own", () => {
    expect(smtpUrlWithTimeouts('smtp://poczta:ta%40jne@127.0.0.1:2525')).toBe(
      'smtp://poczta:ta%40jne@127.0.0.1:2525?connectionTimeout=30000&greetingTimeout=30000&socketTimeout=60000',
    );
    expect(smtpUrlWithTimeouts('smtps://mail.firma.pl?socketTimeout=5000')).toBe(
      'smtps://mail.firma.pl?socketTimeout=5000&connectionTimeout=30000&greetingTimeout=30000',
    );
  });

  it('never sends a mail of its batch that another process took over while it waited on a slow server', async () => {
    await worker.stop();
    await setAsideDueMails();
    // The slow server answers each of the first two mails when told to.
    const gates = new Map<string, () => void>();
    const reached = new Set<string>();
    const slowSmtp = await startTestSmtp({
      login: { user: 'poczta', password: 'tajne' },
      hold: ([to]) =>
        to === 'wolny-3@budimex.pl'
          ? undefined
          : new Promise<void>((done) => {
              reached.add(to);
              gates.set(to, done);
            }),
    });
    const open = (to: string) => gates.get(to)?.();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let slow: MailWorker | undefined;
    try {
      const ids: number[] = [];
      for (const email of ['wolny-1@budimex.pl', 'wolny-2@budimex.pl', 'wolny-3@budimex.pl']) {
        const quote = await pendingQuote();
        const sent = await employee.send('POST', `/api/quotes/${quote.id}/send`, { email });
        ids.push((await sent.json()).outboxId);
      }
      // This process claims the three with a 4 s lease and sends them one after another, renewing
      // each one's lease just before its send.
      slow = startMailWorker({
        em: () => app.orm.em.fork(),
        mail: {
          ...app.config.mail,
          smtpUrl: `smtp://poczta:tajne@127.0.0.1:${slowSmtp.port}`,
          leaseSeconds: 4,
        },
        log: silent,
        pollMs: 60_000,
      });
      await until(
        async () => reached.has('wolny-1@budimex.pl'),
        (yes) => yes,
      );
      const claimed = performance.now();
      await sleep(2_000);
      open('wolny-1@budimex.pl');
      await until(
        async () => reached.has('wolny-2@budimex.pl'),
        (yes) => yes,
      );
      // The third one's lease runs out while the second one waits (its own, renewed at about 2 s,
      // lasts till about 6 s); another process sends it.
      await sleep(Math.max(0, 4_300 - (performance.now() - claimed)));
      worker = startMailWorker({
        em: () => app.orm.em.fork(),
        mail: app.config.mail,
        log: silent,
        pollMs: 50,
      });
      await until(
        () => mailOf(admin, ids[2]),
        (mail) => mail.status === 'sent',
      );
      open('wolny-2@budimex.pl');
      await until(
        () => mailOf(admin, ids[1]),
        (mail) => mail.status === 'sent',
      );
      await slow.stop();
      const count = (to: string) =>
        [...smtp.received, ...slowSmtp.received].filter((mail) => mail.to.includes(to)).length;
      expect(['wolny-1@budimex.pl', 'wolny-2@budimex.pl', 'wolny-3@budimex.pl'].map(count)).toEqual([
        1, 1, 1,
      ]);
      expect(await mailOf(admin, ids[2])).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      for (const done of gates.values()) done();
      await slow?.stop();
      await new Promise<void>((done) => slowSmtp.server.close(() => done()));
    }
  });

  it('stops within seconds on a silent mail server, handing back the mails it had not tried', async () => {
    await worker.stop();
    await setAsideDueMails();
    const silentSmtp = await startTestSmtp({
      login: { user: 'poczta', password: 'tajne' },
      hold: () => new Promise<void>(() => {}),
    });
    try {
      const ids: number[] = [];
      for (const email of ['cisza-1@budimex.pl', 'cisza-2@budimex.pl']) {
        const quote = await pendingQuote();
        const sent = await employee.send('POST', `/api/quotes/${quote.id}/send`, { email });
        ids.push((await sent.json()).outboxId);
      }
      const stuck = startMailWorker({
        em: () => app.orm.em.fork(),
        mail: { ...app.config.mail, smtpUrl: `smtp://poczta:tajne@127.0.0.1:${silentSmtp.port}` },
        log: silent,
        pollMs: 60_000,
      });
      await until(
        () => mailOf(admin, ids[1]),
        (mail) => mail.status === 'sending',
      );
      const asked = performance.now();
      await stuck.stop();
      expect(performance.now() - asked).toBeLessThan(8_000);
      // The mail not tried is due again at once, for the next process; the one cut waits for its lease.
      expect(await mailOf(admin, ids[1])).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await mailOf(admin, ids[0])).toMatchObject({ status: 'sending', attempts: 1 });
      await app.orm.em
        .getConnection()
        .execute(`update mail_outbox set lease_until = now() - interval '1 second' where id = ?`, [ids[0]]);
    } finally {
      silentSmtp.server.close();
      worker = startMailWorker({
        em: () => app.orm.em.fork(),
        mail: app.config.mail,
        log: silent,
        pollMs: 50,
      });
    }
  }, 20_000);

  it('refuses a quote that is not pending (409) and bad fields with Polish messages (400)', async () => {
    const draft = await (
      await employee.send('POST', '/api/quotes', {
        client: { companyName: 'Szkic' },
        items: [{ equipmentId, quantity: 1, rentalPeriodDays: 1 }],
      })
    ).json();
    const refused = await employee.send('POST', `/api/quotes/${draft.id}/send`, { email: 'a@b.pl' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Wysłać klientowi można tylko wycenę oczekującą');

    const quote = await pendingQuote();
    const wrong = await employee.send('POST', `/api/quotes/${quote.id}/send`, { email: 'nie-adres' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ email: 'Podaj prawidłowy adres e-mail' });
    const missing = await employee.send('POST', `/api/quotes/${quote.id}/send`, {
      email: '  ',
      message: 'x'.repeat(5001),
    });
    expect((await missing.json()).errors).toEqual({
      email: 'Podaj adres e-mail klienta',
      message: 'Maksymalnie 5000 znaków',
    });
    const count = await app.orm.em
      .getConnection()
      .execute('select count(*)::int as n from mail_outbox where quote_id = ?', [draft.id]);
    expect(count[0].n).toBe(0);
  });

  it('is for whoever may share the quote; the outbox is for admins only', async () => {
    const quote = await pendingQuote();
    const body = { email: 'a@b.pl' };
    expect((await transportManager.send('POST', `/api/quotes/${quote.id}/send`, body)).status).toBe(403);
    // D6: the input is checked before the quote is looked up and before whose it is.
    const wrong = { email: 'zly' };
    expect((await transportManager.send('POST', `/api/quotes/${quote.id}/send`, wrong)).status).toBe(400);
    expect((await employee.send('POST', '/api/quotes/999999/send', wrong)).status).toBe(400);
    expect((await employee.send('POST', '/api/quotes/999999/send', body)).status).toBe(404);
    expect((await app.client().send('POST', `/api/quotes/${quote.id}/send`, body)).status).toBe(401);
    // The creator of a quote of another kind's staff may send their own.
    const own = await pendingQuote(transportManager);
    expect((await transportManager.send('POST', `/api/quotes/${own.id}/send`, body)).status).toBe(202);

    for (const [method, path] of [
      ['GET', '/api/admin/outbox'],
      ['GET', '/api/admin/outbox/1'],
      ['POST', '/api/admin/outbox/1/resend'],
    ]) {
      expect((await employee.send(method, path)).status).toBe(403);
      expect((await app.client().send(method, path)).status).toBe(401);
    }
    expect((await admin.get('/api/admin/outbox/999999')).status).toBe(404);
  });
});

describe('without SMTP_URL (D22)', () => {
  let heldApp: TestApp;
  let heldAdmin: TestClient;

  beforeAll(async () => {
    heldApp = await startTestApp({}, { seed: true });
    heldAdmin = await heldApp.signIn('admin@firma.pl');
  });
  afterAll(() => heldApp?.close());

  it('sends nothing: the mail is held, listed for admins with its content, and resending keeps it held', async () => {
    const before = smtp.received.length;
    const id = (await (await heldAdmin.get('/api/equipment')).json())[0].id;
    const quote: QuoteDetail = await (
      await heldAdmin.send('POST', '/api/quotes', {
        client: { companyName: 'Mostostal', email: 'biuro@mostostal.pl' },
        items: [{ equipmentId: id, quantity: 1, rentalPeriodDays: 2 }],
      })
    ).json();
    await heldAdmin.send('PATCH', `/api/quotes/${quote.id}/status`, { status: 'pending' });
    const response = await heldAdmin.send('POST', `/api/quotes/${quote.id}/send`, {
      email: 'biuro@mostostal.pl',
      message: 'Zapraszamy do współpracy',
    });
    expect(response.status).toBe(202);
    const { outboxId, status } = await response.json();
    expect(status).toBe('held');

    const list = await (await heldAdmin.get('/api/admin/outbox')).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    const item: OutboxItem = list.items[0];
    expect(item).toMatchObject({
      id: outboxId,
      to: 'biuro@mostostal.pl',
      subject: `Oferta ${quote.quoteNumber}`,
      status: 'held',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    const mail = await mailOf(heldAdmin, outboxId);
    expect(mail.html).toContain('PPP :: Program / system wycen');
    expect(mail.html).toContain('Zapraszamy do współpracy');
    expect(mail.text).toContain(`${heldApp.config.publicUrl}/oferta/`);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) }),
    ]);
    const detail: QuoteDetail = await (await heldAdmin.get(`/api/quotes/${quote.id}`)).json();
    expect(detail.history.at(-1)?.comment).toBe('Przygotowano wiadomość do biuro@mostostal.pl');

    // A new link for the client replaces the old one in the mail still held (D22): sent later, it opens the offer.
    const oldLink = mail.text.match(/\/oferta\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(oldLink).toBeTruthy();
    const { url } = await (await heldAdmin.send('POST', `/api/quotes/${quote.id}/share`)).json();
    const relinked = await mailOf(heldAdmin, outboxId);
    for (const body of [relinked.text, relinked.html]) {
      expect(body).toContain(url);
      expect(body).not.toContain(oldLink);
    }
    expect((await fetch(url)).status).toBe(200);

    const resent = await heldAdmin.send('POST', `/api/admin/outbox/${outboxId}/resend`);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({
      status: 'held',
      message: 'Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana',
    });
    // Even a worker started by mistake sends nothing without a server.
    const idle = startMailWorker({ em: () => heldApp.orm.em.fork(), mail: heldApp.config.mail, log: silent });
    expect(await idle.runOnce()).toBe(0);
    await idle.stop();
    expect(smtp.received.length).toBe(before);
  });
});
