import { randomBytes } from 'node:crypto';
import {
  type AssessmentDetail,
  type CreatedApiKey,
  type Equipment,
  formatDate,
  type OutboxMail,
  type Question,
  type QuoteDetail,
} from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { until } from '../../test/until.ts';
import { type MailWorker, startMailWorker } from '../mail/worker.ts';

// D22 (with D16): web enquiries keep their API key beside its name, lists filter them by
// `source=web|staff`, and each one that carries an e-mail is confirmed to that address through the
// outbox, against a real SMTP server in this process: our number, the date and our fixed text only,
// at most three a day to one address.

const startSmtp = () => startTestSmtp();

/** The raw message with quoted-printable soft breaks joined. */
const unfolded = (raw: string) => raw.replace(/=\r\n/g, '');

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
let worker: MailWorker;
let admin: TestClient;
let employee: TestClient;
let equipmentId: number;
let questions: Question[];

async function newKey(name = `Partner ${randomBytes(3).toString('hex')}`): Promise<CreatedApiKey> {
  const response = await admin.send('POST', '/api/admin/api-keys', {
    name,
    permissions: ['*'],
    allowedOrigins: [],
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** A partner's server sending an enquiry (no Origin). */
function post(path: string, key: CreatedApiKey, body: unknown) {
  return fetch(new URL(path, app.url), {
    method: 'POST',
    headers: { 'X-API-Key': key.keyValue, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** What a visitor typed, each a marker the confirmation must not repeat. */
const typed = {
  company: 'ZnacznikFirma Sp. z o.o.',
  person: 'ZnacznikImie Nazwisko',
  address: 'ul. ZnacznikAdres 1',
  notes: 'ZnacznikUwagi: proszę o szybki kontakt',
  answer: 'ZnacznikOdpowiedz hala',
};
const marker = /znacznik/i;

const quoteBody = (email: string | null, client: Record<string, string> = {}) => ({
  client: {
    companyName: typed.company,
    contactPerson: typed.person,
    address: typed.address,
    ...(email && { email }),
    ...client,
  },
  items: [{ equipmentId, quantity: 1, rentalPeriodDays: 3 }],
  notes: typed.notes,
});

const byText = (text: string) => {
  const found = questions.find((q) => q.question === text);
  if (!found) throw new Error(`no question ${text}`);
  return found;
};

const assessmentBody = (email: string | null) => ({
  clientCompanyName: typed.company,
  clientContactPerson: typed.person,
  clientAddress: typed.address,
  ...(email && { clientEmail: email }),
  responses: {
    [byText('Nazwa wydarzenia lub inwestycji').id]: typed.answer,
    [byText('Rodzaj przedsięwzięcia').id]: 'Hala produkcyjna',
    [byText('Planowany termin rozpoczęcia').id]: '2027-03-01',
    [byText('Przewidywany czas wynajmu (dni)').id]: '14',
    [byText('Strefa klimatyczna').id]: 'nadmorska',
    [byText('Czy urządzenia będą pracować na zewnątrz?').id]: 'nie',
    [byText('Adres dostawy').id]: typed.address,
    [byText('Czy potrzebny jest transport?').id]: 'tak',
  },
});

const sql = () => app.orm.em.getConnection();

/** The confirmations the outbox holds for an address, whatever its case. */
const confirmationsTo = (address: string) =>
  sql().execute<{ id: number; to: string }[]>(
    `select id, "to" from mail_outbox where purpose = 'enquiryConfirmation' and lower("to") = lower(?) order by id`,
    [address],
  );

const mailOf = async (id: number): Promise<OutboxMail> => (await admin.get(`/api/admin/outbox/${id}`)).json();

/** The confirmation as the SMTP server got it, and as the outbox keeps it (decoded). */
async function deliveredTo(address: string) {
  const [row] = await confirmationsTo(address);
  expect(row).toBeDefined();
  const stored = await until(
    () => mailOf(row.id),
    (mail) => mail.status === 'sent',
  );
  const message = smtp.received.find((mail) => mail.to.includes(address));
  if (!message) throw new Error(`nothing received for ${address}`);
  const raw = unfolded(message.raw);
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return { stored, message, raw, headers };
}

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Wyceny <wyceny@firma.pl>',
      MAIL_RETRY_MINUTES: '0.01',
    },
    { seed: true },
  );
  worker = startMailWorker({
    em: () => app.orm.em.fork(),
    mail: app.config.mail,
    log: createLogger('silent'),
    pollMs: 50,
  });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  const equipment: Equipment[] = await (await admin.get('/api/equipment')).json();
  equipmentId = equipment.find((e) => e.category.name === 'Agregaty prądotwórcze')!.id;
  questions = await (await admin.get('/api/needs-assessment/questions')).json();
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await new Promise<void>((done) => smtp?.server.close(() => done()));
});

describe('the confirmation of a web enquiry (D22)', () => {
  it('confirms a guest quote to the bare address with its number, date and our text, nothing the visitor typed', async () => {
    const key = await newKey();
    const address = 'Gosc.Potwierdzenie@example.com';
    const response = await post('/api/public/quotes', key, quoteBody(address));
    expect(response.status).toBe(201);
    const created = await response.json();
    const quote: QuoteDetail = await (await admin.get(`/api/quotes/${created.id}`)).json();

    const { stored, message, raw, headers } = await deliveredTo(address);
    expect(message.to).toEqual([address]);
    expect(headers).toMatch(/^To: Gosc\.Potwierdzenie@example\.com$/m);
    expect(stored.to).toBe(address);
    expect(stored.subject).toBe(`Potwierdzenie zgłoszenia ${created.quoteNumber}`);
    // D22: under the company's letterhead (D23), the company the enquiry was made to.
    const company = await (await admin.get('/api/settings/company')).json();
    expect(company.name).not.toBe('PPP :: Program / system wycen');
    expect(stored.text.startsWith(`${company.name}\n`)).toBe(true);
    expect(stored.html).toContain(company.name);
    for (const part of [stored.text, stored.html]) {
      expect(part).toContain(created.quoteNumber);
      expect(part).toContain(formatDate(quote.createdAt));
      expect(part).toContain('skontaktuje się z Państwem');
    }
    // Not in the subject, the headers, the HTML or the text: nothing of what the visitor typed.
    for (const part of [stored.subject, stored.html, stored.text, headers, raw]) {
      expect(part).not.toMatch(marker);
      expect(part).not.toContain(key.name);
    }
  });

  it('confirms a guest assessment the same way', async () => {
    const key = await newKey();
    const address = 'badanie.potwierdzenie@example.com';
    const response = await post('/api/public/needs-assessment', key, assessmentBody(address));
    expect(response.status).toBe(201);
    const created = await response.json();
    const assessment: AssessmentDetail = await (
      await admin.get(`/api/needs-assessment/responses/${created.id}`)
    ).json();

    const { stored, message, raw, headers } = await deliveredTo(address);
    expect(message.to).toEqual([address]);
    expect(headers).toMatch(/^To: badanie\.potwierdzenie@example\.com$/m);
    expect(stored.subject).toBe(`Potwierdzenie zgłoszenia ${created.responseNumber}`);
    expect(stored.text).toContain(created.responseNumber);
    expect(stored.text).toContain(formatDate(assessment.createdAt));
    for (const part of [stored.subject, stored.html, stored.text, headers, raw]) {
      expect(part).not.toMatch(marker);
    }
  });

  it('sends at most three a day to one address, whatever its case; the fourth enquiry is still saved', async () => {
    const key = await newKey();
    const spellings = ['Limit@Example.com', 'limit@example.com', 'LIMIT@EXAMPLE.COM'];
    for (const [index, email] of spellings.entries()) {
      const response =
        index === 1
          ? await post('/api/public/needs-assessment', key, assessmentBody(email))
          : await post('/api/public/quotes', key, quoteBody(email));
      expect(response.status).toBe(201);
    }
    expect(await confirmationsTo('limit@example.com')).toHaveLength(3);

    const fourth = await post('/api/public/quotes', key, quoteBody('limit@EXAMPLE.com'));
    expect(fourth.status).toBe(201);
    const saved = await fourth.json();
    const quote: QuoteDetail = await (await admin.get(`/api/quotes/${saved.id}`)).json();
    expect(quote).toMatchObject({ quoteNumber: saved.quoteNumber, source: key.name });
    // The same company with the same address (case ignored) is the address book's client (D19).
    expect(quote.client.email).toBe('Limit@Example.com');
    expect(await confirmationsTo('limit@example.com')).toHaveLength(3);
    const forQuote = await sql().execute('select id from mail_outbox where quote_id = ?', [saved.id]);
    expect(forQuote).toEqual([]);

    // Another address has its own three; the next calendar day (Europe/Warsaw) starts again.
    await post('/api/public/quotes', key, quoteBody('inny.adres@example.com'));
    expect(await confirmationsTo('inny.adres@example.com')).toHaveLength(1);
    await sql().execute(
      `update mail_outbox set created_at = created_at - interval '1 day' where lower("to") = 'limit@example.com'`,
    );
    expect((await post('/api/public/quotes', key, quoteBody('Limit@example.com'))).status).toBe(201);
    expect(await confirmationsTo('limit@example.com')).toHaveLength(4);
  });

  it('sends nothing for an enquiry without an e-mail, nor to the address book’s e-mail of a known NIP', async () => {
    const key = await newKey();
    const known = await employee.send('POST', '/api/clients', {
      companyName: 'Znany Klient S.A.',
      nip: '5261040828',
      email: 'ksiegowosc@znany.example.com',
    });
    expect(known.status).toBe(201);
    const before = (await sql().execute<{ n: number }[]>('select count(*)::int as n from mail_outbox'))[0].n;
    const withoutEmail = await post('/api/public/quotes', key, quoteBody(null, { nip: '5261040828' }));
    expect(withoutEmail.status).toBe(201);
    const assessment = await post('/api/public/needs-assessment', key, assessmentBody(null));
    expect(assessment.status).toBe(201);
    const after = (await sql().execute<{ n: number }[]>('select count(*)::int as n from mail_outbox'))[0].n;
    expect(after).toBe(before);
    expect(await confirmationsTo('ksiegowosc@znany.example.com')).toEqual([]);
  });

  it('joins an enquiry without a NIP to the client of the same company and e-mail, never a duplicate (D19)', async () => {
    const key = await newKey();
    const body = (email: string, companyName: string) => ({
      ...quoteBody(email),
      client: { companyName, email, contactPerson: 'Maria Powtórka' },
    });
    const first = await (
      await post('/api/public/quotes', key, body('maria@powtorka.example', 'Powtórka S.A.'))
    ).json();
    const again = await (
      await post('/api/public/quotes', key, body('Maria@Powtorka.example', 'POWTÓRKA SA'))
    ).json();
    const other = await (
      await post('/api/public/quotes', key, body('biuro@powtorka.example', 'Powtórka S.A.'))
    ).json();
    const clientOf = async (id: number) =>
      ((await (await admin.get(`/api/quotes/${id}`)).json()) as QuoteDetail).clientId;
    expect(await clientOf(again.id)).toBe(await clientOf(first.id));
    expect(await clientOf(other.id)).not.toBe(await clientOf(first.id));
  });

  it('keeps what the enquirer of a known NIP typed at the top of the quote’s notes; the client’s card stays', async () => {
    const key = await newKey();
    const typed = quoteBody('jan.nowy@znany.example.com', {
      nip: '526-104-08-28',
      contactPerson: 'Jan Nowy',
      phone: '600 100 200',
    });
    const created = await post('/api/public/quotes', key, { ...typed, notes: 'Dostawa rano' });
    expect(created.status).toBe(201);
    const quote: QuoteDetail = await (await admin.get(`/api/quotes/${(await created.json()).id}`)).json();
    expect(quote.client).toMatchObject({ nip: '5261040828', email: 'ksiegowosc@znany.example.com' });
    expect(quote.notes).toMatch(
      /^Dane podane w zapytaniu: (firma: .+; )?osoba kontaktowa: Jan Nowy; e-mail: jan\.nowy@znany\.example\.com; telefon: 600 100 200(; adres: .+)?\n\nDostawa rano$/,
    );
  });
});

describe('the key of a web enquiry (D16, D22)', () => {
  it('is kept as apiKeyId beside its name on the quote, its client and the assessment, and outlives its deletion', async () => {
    const key = await newKey('Portal Klucza');
    const quoteId = (await (await post('/api/public/quotes', key, quoteBody(null))).json()).id;
    const assessmentId = (
      await (await post('/api/public/needs-assessment', key, assessmentBody(null))).json()
    ).id;
    const quote: QuoteDetail = await (await admin.get(`/api/quotes/${quoteId}`)).json();
    expect(quote).toMatchObject({ source: 'Portal Klucza', apiKeyId: key.id, isGuest: true });
    const [client] = await sql().execute('select source, api_key_id from client where id = ?', [
      quote.clientId,
    ]);
    expect(client).toEqual({ source: 'Portal Klucza', api_key_id: key.id });
    const assessment: AssessmentDetail = await (
      await admin.get(`/api/needs-assessment/responses/${assessmentId}`)
    ).json();
    expect(assessment).toMatchObject({ source: 'Portal Klucza', apiKeyId: key.id });

    const staff: QuoteDetail = await (
      await employee.send('POST', '/api/quotes', {
        client: { companyName: 'Pracownicza Sp. z o.o.' },
        items: [{ equipmentId, quantity: 1, rentalPeriodDays: 2 }],
      })
    ).json();
    expect(staff).toMatchObject({ source: null, apiKeyId: null });

    // Deleting the key refuses it and takes it off the list; what it sent in keeps naming it, and
    // the reports still count its enquiries per key (D26), marked as deleted.
    const enquiriesOf = async () =>
      (await (await admin.get('/api/reports/summary')).json()).enquiries.find(
        (row: { apiKeyId: number }) => row.apiKeyId === key.id,
      );
    expect(await enquiriesOf()).toEqual({ apiKeyId: key.id, name: 'Portal Klucza', count: 2 });
    expect((await admin.send('DELETE', `/api/admin/api-keys/${key.id}`)).status).toBe(204);
    expect((await admin.send('DELETE', `/api/admin/api-keys/${key.id}`)).status).toBe(404);
    expect((await admin.send('PATCH', `/api/admin/api-keys/${key.id}`, { isActive: true })).status).toBe(404);
    const listed = (await (await admin.get('/api/admin/api-keys')).json()) as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(key.id);
    expect((await post('/api/public/quotes', key, quoteBody(null))).status).toBe(401);
    expect(await (await admin.get(`/api/quotes/${quoteId}`)).json()).toMatchObject({
      source: 'Portal Klucza',
      apiKeyId: key.id,
    });
    expect(await (await admin.get(`/api/needs-assessment/responses/${assessmentId}`)).json()).toMatchObject({
      source: 'Portal Klucza',
      apiKeyId: key.id,
    });
    expect(await enquiriesOf()).toEqual({
      apiKeyId: key.id,
      name: 'Portal Klucza (klucz usunięty)',
      count: 2,
    });
    // Nor can a webhook be tied to it any more.
    const hook = await admin.send('POST', '/api/admin/webhooks', {
      url: 'https://partner.example/hook',
      events: ['quote.created'],
      apiKeyId: key.id,
    });
    expect(hook.status).toBe(400);
  });
});

describe('lists by source (D22)', () => {
  it('list web enquiries or staff quotes of a kind (source=web|staff), under the own-quotes rule', async () => {
    const key = await newKey();
    const guest = await (await post('/api/public/quotes', key, quoteBody(null))).json();
    const staff: QuoteDetail = await (
      await employee.send('POST', '/api/quotes', {
        client: { companyName: 'Lista Pracownika' },
        items: [{ equipmentId, quantity: 1, rentalPeriodDays: 2 }],
      })
    ).json();
    const ids = async (as: TestClient, query: string) => {
      const page = await (await as.get(`/api/quotes?pageSize=200${query}`)).json();
      return { ids: page.items.map((q: { id: number }) => q.id), items: page.items, total: page.total };
    };

    const web = await ids(admin, '&source=web');
    expect(web.ids).toContain(guest.id);
    expect(web.ids).not.toContain(staff.id);
    expect(web.items.every((q: { source: string | null }) => q.source !== null)).toBe(true);
    const own = await ids(admin, '&source=staff');
    expect(own.ids).toContain(staff.id);
    expect(own.ids).not.toContain(guest.id);
    expect(own.items.every((q: { source: string | null }) => q.source === null)).toBe(true);
    const all = await ids(admin, '');
    expect(all.total).toBe(web.total + own.total);
    // With the status and the search as well.
    expect(
      (await ids(admin, `&source=web&status=draft&search=${encodeURIComponent(guest.quoteNumber)}`)).ids,
    ).toEqual([guest.id]);
    expect((await ids(admin, `&source=staff&search=${encodeURIComponent(guest.quoteNumber)}`)).ids).toEqual(
      [],
    );
    // A transport manager sees only the equipment quotes they made (D1): no web enquiry among them.
    const manager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
    const theirs: QuoteDetail = await (
      await manager.send('POST', '/api/quotes', {
        client: { companyName: 'Lista Kierownika' },
        items: [{ equipmentId, quantity: 1, rentalPeriodDays: 2 }],
      })
    ).json();
    expect((await ids(manager, '&source=web')).ids).toEqual([]);
    expect((await ids(manager, '&source=staff')).ids).toEqual([theirs.id]);

    // Every kind's list takes it alike (D18); another value is refused.
    const transport = await (await admin.get('/api/transport-quotes?source=web')).json();
    expect(transport).toMatchObject({ items: [], total: 0 });
    for (const path of [
      '/api/quotes',
      '/api/transport-quotes',
      '/api/electrical-quotes',
      '/api/general-quotes',
    ]) {
      const refused = await admin.get(`${path}?source=partner`);
      expect(refused.status, path).toBe(400);
      expect(await refused.json(), path).toMatchObject({ errors: { source: 'Nieprawidłowe źródło' } });
    }
  });

  it('list web or staff assessments (source=web|staff)', async () => {
    const key = await newKey();
    const guest = await (await post('/api/public/needs-assessment', key, assessmentBody(null))).json();
    const staff: AssessmentDetail = await (
      await employee.send('POST', '/api/needs-assessment/responses', assessmentBody(null))
    ).json();
    const ids = async (query: string) =>
      (await (await admin.get(`/api/needs-assessment/responses?pageSize=200${query}`)).json()).items.map(
        (a: { id: number }) => a.id,
      );
    const web = await ids('&source=web');
    expect(web).toContain(guest.id);
    expect(web).not.toContain(staff.id);
    const own = await ids('&source=staff');
    expect(own).toContain(staff.id);
    expect(own).not.toContain(guest.id);
    const refused = await admin.get('/api/needs-assessment/responses?source=web,staff');
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ source: 'Nieprawidłowe źródło' });
  });
});
