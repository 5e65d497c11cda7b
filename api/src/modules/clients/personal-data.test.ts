import type { Client, ClientDetail, ClientExport, Question, QuoteDetail } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// D25: the address book's list and client page, and a client's personal data: export and erasure.

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let electricalManager: TestClient & { id: number };
let equipmentId: number;
let electricalEquipmentId: number;

// 5261040828 passes the Ministry of Finance's checksum (D19).
const NIP = '5261040828';
const person = {
  contactPerson: 'Zenon Kowalczyk',
  email: 'zenon.kowalczyk@example.pl',
  phone: '+48 601 234 567',
  address: 'ul. Lipowa 7, 00-123 Warszawa',
};

const newClient = async (fields: Record<string, unknown>): Promise<Client> => {
  const response = await admin.send('POST', '/api/clients', fields);
  expect(response.status).toBe(201);
  return response.json();
};

const equipmentQuote = async (as: TestClient, clientId: number, extra: Record<string, unknown> = {}) => {
  const response = await as.send('POST', '/api/quotes', {
    clientId,
    items: [{ equipmentId, quantity: 1, rentalPeriodDays: 3 }],
    ...extra,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as QuoteDetail;
};

const electricalQuote = async (as: TestClient, clientId: number) => {
  const response = await as.send('POST', '/api/electrical-quotes', {
    clientId,
    items: [{ equipmentId: electricalEquipmentId, quantity: 1, rentalPeriodDays: 3 }],
    notes: null,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as QuoteDetail;
};

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.orm.em.fork().getConnection().execute<T[]>(text, params);

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  electricalManager = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
  equipmentId = (await (await admin.get('/api/equipment')).json())[0].id;
  electricalEquipmentId = (await (await admin.get('/api/electrical-equipment')).json())[0].id;
}, 60_000);
afterAll(() => app.close());

describe('the address book (D25)', () => {
  it('pages the clients and finds one by a NIP typed with dashes or spaces, or by its name', async () => {
    await newClient({ companyName: 'Inna firma' });
    const client = await newClient({ companyName: 'Lipowa Budowa sp. z o.o.', nip: NIP });
    for (const search of ['526-104-08-28', '526 104 08 28', '1040828', 'lipowa budowa']) {
      const response = await employee.get(`/api/clients?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      const page = await response.json();
      expect(page).toMatchObject({ page: 1, pageSize: 50 });
      expect(
        page.items.map((c: Client) => c.id),
        search,
      ).toEqual([client.id]);
      expect(page.total).toBe(1);
    }
    const second = await (await employee.get('/api/clients?page=2&pageSize=1')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1 });
    expect(second.items).toHaveLength(1);
    expect((await employee.get('/api/clients?pageSize=500')).status).toBe(400);
  });

  it('shows a client’s quotes of every kind the user may see (D1)', async () => {
    const client = await newClient({ companyName: 'Firma Wielobranżowa' });
    const adminsEquipment = await equipmentQuote(admin, client.id);
    const adminsElectrical = await electricalQuote(admin, client.id);
    const managersEquipment = await equipmentQuote(electricalManager, client.id);
    const numbers = async (as: TestClient) => {
      const response = await as.get(`/api/clients/${client.id}`);
      expect(response.status).toBe(200);
      const detail: ClientDetail = await response.json();
      expect(detail).toMatchObject({ id: client.id, companyName: 'Firma Wielobranżowa', erasedAt: null });
      return detail.quotes.map((quote) => quote.quoteNumber).sort();
    };
    const all = [adminsEquipment, adminsElectrical, managersEquipment].map((q) => q.quoteNumber).sort();
    expect(await numbers(admin)).toEqual(all);
    expect(await numbers(employee)).toEqual(all);
    // An electrical manager: every electrical quote, and their own of other kinds.
    expect(await numbers(electricalManager)).toEqual(
      [adminsElectrical.quoteNumber, managersEquipment.quoteNumber].sort(),
    );
    const detail: ClientDetail = await (await admin.get(`/api/clients/${client.id}`)).json();
    expect(detail.quotes.find((q) => q.id === adminsElectrical.id)).toEqual({
      kind: 'electrical',
      id: adminsElectrical.id,
      quoteNumber: adminsElectrical.quoteNumber,
      status: 'draft',
      totalGross: adminsElectrical.totalGross,
    });
    expect((await employee.get('/api/clients/999999')).status).toBe(404);
  });
});

describe('a client’s personal data (D25)', () => {
  let client: Client;
  let equipment: QuoteDetail;
  let electrical: QuoteDetail;
  let assessmentIds: number[];

  /** Every table's rows as text, holding any of the client's personal values. */
  async function leftovers() {
    const tables = await sql<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const found: string[] = [];
    for (const { name } of tables) {
      for (const value of Object.values(person)) {
        const [hit] = await sql<{ count: number }>(
          `select count(*)::int as count from "${name}" t where strpos(lower(t::text), lower(?)) > 0`,
          [value],
        );
        if (hit.count > 0) found.push(`${name}: ${value}`);
      }
    }
    return found;
  }

  beforeAll(async () => {
    client = await newClient({ companyName: 'Kowalczyk Budownictwo', nip: '5260250995', ...person });
    const questions: Question[] = await (await admin.get('/api/needs-assessment/questions')).json();
    const answer = (text: string) => questions.find((q) => q.question === text)!.id;
    const responses = {
      [answer('Nazwa wydarzenia lub inwestycji')]: 'Hala Lipowa',
      [answer('Rodzaj przedsięwzięcia')]: 'Hala produkcyjna',
      [answer('Planowany termin rozpoczęcia')]: '2027-03-01',
      [answer('Przewidywany czas wynajmu (dni)')]: '14',
      [answer('Strefa klimatyczna')]: 'umiarkowana',
      [answer('Czy urządzenia będą pracować na zewnątrz?')]: 'nie',
      [answer('Adres dostawy')]: person.address,
      [answer('Czy potrzebny jest transport?')]: 'tak',
    };
    const assessments = [];
    for (const card of [
      { clientCompanyName: 'Kowalczyk Budownictwo', clientContactPerson: person.contactPerson },
      { clientEmail: person.email, clientPhone: person.phone },
    ]) {
      const saved = await employee.send('POST', '/api/needs-assessment/responses', { ...card, responses });
      expect(saved.status).toBe(201);
      assessments.push(await saved.json());
    }
    assessmentIds = assessments.map((a) => a.id);

    // An equipment quote made from the first assessment: shared, mailed, accepted with a comment.
    equipment = await equipmentQuote(employee, client.id, { assessmentId: assessmentIds[0] });
    const path = `/api/quotes/${equipment.id}`;
    expect((await employee.send('PATCH', `${path}/status`, { status: 'pending' })).status).toBe(200);
    const link = await (await employee.send('POST', `${path}/share`)).json();
    const mailed = await employee.send('POST', `${path}/send`, { email: person.email, message: 'Oferta' });
    expect(mailed.status).toBe(202);
    const decided = await fetch(`${link.url}/accept`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: person.contactPerson,
        comment: `Proszę o kontakt: ${person.email}, tel. ${person.phone}`,
        version: '1',
      }).toString(),
    });
    expect(decided.status).toBe(303);
    expect((await employee.get(`${path}/pdf`)).status).toBe(200);
    // An electrical quote of the same client: the second kind.
    electrical = await electricalQuote(admin, client.id);
  }, 60_000);

  it('lets only an admin export or erase', async () => {
    for (const [method, suffix] of [
      ['GET', 'export'],
      ['POST', 'erase'],
    ] as const) {
      expect((await employee.send(method, `/api/clients/${client.id}/${suffix}`)).status).toBe(403);
      expect((await electricalManager.send(method, `/api/clients/${client.id}/${suffix}`)).status).toBe(403);
      expect((await app.client().send(method, `/api/clients/${client.id}/${suffix}`)).status).toBe(401);
      expect((await admin.send(method, `/api/clients/999999/${suffix}`)).status).toBe(404);
      expect((await admin.send(method, `/api/clients/0x10/${suffix}`)).status).toBe(400);
    }
  });

  it('exports everything held about the client as a JSON attachment', async () => {
    const response = await admin.get(`/api/clients/${client.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="klient-\d+-dane\.json"/,
    );
    const held: ClientExport = await response.json();
    expect(held.client).toMatchObject({
      id: client.id,
      email: person.email,
      contact_person: person.contactPerson,
    });
    expect(held.quotes.map((q) => q.quote_number).sort()).toEqual(
      [equipment.quoteNumber, electrical.quoteNumber].sort(),
    );
    const quote = held.quotes.find((q) => q.id === equipment.id) as Record<string, unknown[]> & {
      share: { active: boolean };
    };
    expect(quote.items).toHaveLength(1);
    // Amounts as stored, decimal strings with their places (D4, D5); ids and counts numbers.
    expect(quote).toMatchObject({ total_net: equipment.totalNet, vat_rate: '23.00' });
    expect(quote.items[0]).toMatchObject({
      quantity: expect.any(Number),
      total_price: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(quote.history.length).toBeGreaterThanOrEqual(3);
    expect(quote.versions.some((v) => (v as { content: unknown }).content !== null)).toBe(true);
    expect(quote.share).toMatchObject({ active: true });
    expect(JSON.stringify(quote.share)).not.toMatch(/token/);
    expect(held.mails).toHaveLength(1);
    expect(held.mails[0]).toMatchObject({ to: person.email, attachments: [expect.stringMatching(/\.pdf$/)] });
    expect(held.notifications.length).toBeGreaterThan(0);
    expect(held.assessments.map((a) => a.id).sort()).toEqual([...assessmentIds].sort());
    const text = JSON.stringify(held);
    for (const value of Object.values(person)) expect(text).toContain(value);
  });

  it('erases the contact person, e-mail, phone and address from every table, keeping numbers and amounts', async () => {
    expect(await leftovers()).not.toEqual([]);
    // The client's offer, and its decision told to the quote's author and approver.
    const mailsBefore = await sql<{ id: number; to: string; status: string }>(
      'select id, "to", status from mail_outbox order by id',
    );
    const toStaff = mailsBefore.filter((mail) => mail.to !== person.email);
    expect(toStaff.length).toBeGreaterThan(0);
    const [kept] = await sql<{ count: number }>(
      'select count(*)::int as count from quote_pdf where quote_id = ?',
      [equipment.id],
    );
    expect(kept.count).toBeGreaterThan(0);

    const response = await admin.send('POST', `/api/clients/${client.id}/erase`);
    expect(response.status).toBe(200);
    const erased: Client = await response.json();
    expect(erased).toMatchObject({
      id: client.id,
      companyName: 'Kowalczyk Budownictwo',
      nip: '5260250995',
      contactPerson: null,
      email: null,
      phone: null,
      address: null,
    });
    expect(erased.erasedAt).toEqual(expect.any(String));

    expect(await leftovers()).toEqual([]);
    const [pdfs] = await sql<{ count: number }>(
      'select count(*)::int as count from quote_pdf where quote_id = ?',
      [equipment.id],
    );
    expect(pdfs.count).toBe(0);

    // Numbers, amounts and the company stay; the answers show the erased fields null.
    const detail: QuoteDetail = await (await admin.get(`/api/quotes/${equipment.id}`)).json();
    expect(detail).toMatchObject({
      quoteNumber: equipment.quoteNumber,
      totalGross: equipment.totalGross,
      status: 'approved',
      client: { companyName: 'Kowalczyk Budownictwo', nip: '5260250995', contactPerson: null, email: null },
    });
    expect(detail.history.find((h) => h.actorName)?.actorName).toBe('Klient: Dane usunięte');
    const page: ClientDetail = await (await admin.get(`/api/clients/${client.id}`)).json();
    expect(page.erasedAt).toBe(erased.erasedAt);
    expect(page.quotes).toHaveLength(2);
    const assessment = await (await admin.get(`/api/needs-assessment/responses/${assessmentIds[1]}`)).json();
    expect(assessment).toMatchObject({ clientEmail: null, clientPhone: null, erasedAt: erased.erasedAt });
    // Its list row and its print say so (D25), as the quotes do.
    const listed = await (await admin.get('/api/needs-assessment/responses?pageSize=100')).json();
    for (const id of assessmentIds)
      expect(listed.items.find((row: { id: number }) => row.id === id)?.erasedAt).toBe(erased.erasedAt);
    const printed = await (
      await admin.get(`/api/needs-assessment/responses/${assessmentIds[1]}/print`)
    ).text();
    expect(printed).toContain('Dane kontaktowe:</strong> Dane usunięte');
    // And its export, as its list shows it (D26).
    const exported = await (await admin.get('/api/needs-assessment/responses/export.csv')).text();
    const row = exported.split('\r\n').find((line) => line.startsWith(assessment.responseNumber));
    expect(row?.split(';').slice(2, 5)).toEqual(['Dane usunięte', 'Dane usunięte', 'Dane usunięte']);
    // The client's mail is gone; the staff's (the decision told to its author) keep their address
    // and go as they would, the client's data erased from them (leftovers above).
    const mailsAfter = await sql<{ id: number; to: string; status: string }>(
      'select id, "to", status from mail_outbox order by id',
    );
    expect(mailsAfter).toEqual(
      mailsBefore.map((mail) =>
        mail.to === person.email ? { id: mail.id, to: 'Dane usunięte', status: 'failed' } : mail,
      ),
    );
    // Nor can it be queued again: it would go with nobody's address.
    const erasedMail = mailsAfter.find((mail) => mail.to === 'Dane usunięte')!;
    const resent = await admin.send('POST', `/api/admin/outbox/${erasedMail.id}/resend`);
    expect(resent.status).toBe(409);
    expect((await resent.json()).message).toBe(
      'Dane odbiorcy tej wiadomości zostały usunięte: nie można jej wysłać ponownie',
    );

    // The client's document and the staff's print name no contact any more.
    for (const path of [
      `/api/quotes/${equipment.id}/print?for=client`,
      `/api/quotes/${equipment.id}/print`,
    ]) {
      const print = await (await admin.get(path)).text();
      expect(print, path).toContain('<strong>Dane kontaktowe:</strong> Dane usunięte');
    }

    const again = await admin.send('POST', `/api/clients/${client.id}/erase`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(erased);

    // A quote form's client step (opened before the erasure, say) does not write it: its old
    // contact would come back.
    const company = { companyName: erased.companyName, nip: erased.nip };
    const stale = await admin.send('PUT', `/api/clients/${client.id}?unlessErased=true`, {
      ...company,
      contactPerson: 'Anna Kowalska',
      phone: '+48 601 222 333',
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(
      'Dane osobowe tego klienta zostały usunięte. Wyczyść dane kontaktowe klienta w formularzu, aby zapisać wycenę.',
    );
    expect((await (await admin.get(`/api/clients/${client.id}`)).json()).erasedAt).toBe(erased.erasedAt);
    // Chosen in a quote form after the erasure (its contact empty), the company is written and
    // stays erased, and the quote saves with it.
    const chosen = await admin.send('PUT', `/api/clients/${client.id}?unlessErased=true`, {
      ...company,
      contactPerson: null,
      phone: null,
      email: null,
      address: null,
    });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).erasedAt).toBe(erased.erasedAt);
    expect((await equipmentQuote(admin, client.id)).client.erasedAt).toBe(erased.erasedAt);
    // On the client page a change of the company alone keeps it erased; a contact given again is
    // shown, no longer erased.

    const renamed = await admin.send('PUT', `/api/clients/${client.id}`, company);
    expect((await renamed.json()).erasedAt).toBe(erased.erasedAt);
    const back = await admin.send('PUT', `/api/clients/${client.id}`, {
      ...company,
      contactPerson: 'Jan Nowy',
    });
    expect(await back.json()).toMatchObject({ erasedAt: null, contactPerson: 'Jan Nowy' });
  }, 60_000);

  it('records the export and the erasure in the audit log, without the data', async () => {
    const rows = await sql<{ event: string; target: string; details: unknown }>(
      `select event, target, details from audit_event where target = ? order by id`,
      [`client:${client.id}`],
    );
    expect(rows.map((row) => row.event)).toEqual(['client.exported', 'client.erased', 'client.erased']);
  });
});
