import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { beforeMigration } from '../../test/migration.ts';

let app: TestApp;
let admin: TestClient;
let employee: TestClient;

// 5261040828 and 5260250995 pass the Ministry of Finance's checksum (D19).
const VALID_NIP = '5261040828';
const OTHER_VALID_NIP = '5260250995';

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
});
afterAll(() => app.close());

describe('client fields (D19)', () => {
  it.each([
    ['5260201091', 'Nieprawidłowy NIP'],
    ['12-abc', 'Nieprawidłowy NIP'],
    // Issue 10 calls this one valid; its checksum digit is 2, not 0, so D19's rule refuses it.
    ['5260201090', 'Nieprawidłowy NIP'],
    ['123456789', 'Nieprawidłowy NIP'],
  ])('refuses the NIP %s with errors.nip', async (nip, message) => {
    const response = await employee.send('POST', '/api/clients', { companyName: 'Firma', nip });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ nip: message });
  });

  it('stores a valid NIP as its ten digits', async () => {
    const response = await employee.send('POST', '/api/clients', { companyName: 'MF', nip: '526-104-08 28' });
    expect(response.status).toBe(201);
    expect((await response.json()).nip).toBe(VALID_NIP);
  });

  it.each([
    ['tel. 601 234 567', 400],
    ['601/234/567', 400],
    ['+48 (22) 123-45-67', 201],
  ])('checks the phone %s', async (phone, status) => {
    const response = await employee.send('POST', '/api/clients', { contactPerson: 'Jan', phone });
    expect(response.status).toBe(status);
    if (status === 400)
      expect((await response.json()).errors).toEqual({ phone: 'Nieprawidłowy numer telefonu' });
  });
});

describe('one NIP, one client (D19)', () => {
  it('answers 409 with the existing client for a repeated NIP on create, in any spelling', async () => {
    const holder = await (
      await admin.send('POST', '/api/clients', { companyName: 'Budimex S.A.', nip: OTHER_VALID_NIP })
    ).json();
    const response = await employee.send('POST', '/api/clients', {
      companyName: 'Budimex',
      nip: '526-025-09-95',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'Klient o tym NIP już istnieje',
      existing: { id: holder.id, companyName: 'Budimex S.A.' },
    });
  });

  it('answers 409 on an update into a NIP another client holds, and keeps a client’s own NIP', async () => {
    const holder = await (await admin.send('POST', '/api/clients', { companyName: 'Mostostal' })).json();
    await admin.send('PUT', `/api/clients/${holder.id}`, { companyName: 'Mostostal', nip: '7010002139' });
    const other = await (await admin.send('POST', '/api/clients', { companyName: 'Inna firma' })).json();
    const renamed = await employee.send('PUT', `/api/clients/${other.id}`, {
      companyName: 'Inna firma',
      nip: '7010002139',
    });
    expect(renamed.status).toBe(409);
    expect((await renamed.json()).existing).toEqual({ id: holder.id, companyName: 'Mostostal' });
    // The form then offers the existing client, read by its id.
    const existing = await (await employee.get(`/api/clients/${holder.id}`)).json();
    expect(existing).toMatchObject({ id: holder.id, nip: '7010002139' });
    expect((await employee.get('/api/clients/999999')).status).toBe(404);
    const same = await employee.send('PUT', `/api/clients/${holder.id}`, {
      companyName: 'Mostostal S.A.',
      nip: '701-000-21-39',
    });
    expect(same.status).toBe(200);
  });

  it('lets only one of two parallel creations of one NIP through', async () => {
    const nip = '1132853869';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        employee.send('POST', '/api/clients', { companyName: `Równolegle ${i}`, nip }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe('name suggestions (D19)', () => {
  it('suggests clients whose name matches, case and punctuation ignored', async () => {
    await admin.send('POST', '/api/clients', { companyName: 'BUDIMEX Budownictwo sp. z o.o.' });
    await admin.send('POST', '/api/clients', { companyName: 'Grupa Budimex-Serwis' });
    const response = await employee.get(
      `/api/clients/suggestions?companyName=${encodeURIComponent('budimex')}`,
    );
    expect(response.status).toBe(200);
    const names = (await response.json()).map((c: { companyName: string }) => c.companyName);
    expect(names).toContain('Budimex S.A.');
    expect(names).toContain('Grupa Budimex-Serwis');
    // Those that start with it come first.
    expect(names.indexOf('Grupa Budimex-Serwis')).toBe(names.length - 1);
    const dotted = await (
      await employee.get(`/api/clients/suggestions?companyName=${encodeURIComponent('Budimex SA')}`)
    ).json();
    expect(dotted.map((c: { companyName: string }) => c.companyName)).toEqual(['Budimex S.A.']);
    expect(await (await employee.get('/api/clients/suggestions?companyName=b')).json()).toEqual([]);
    // Typed without Polish letters (a keyboard without them), the name is the same name.
    await admin.send('POST', '/api/clients', { companyName: 'Łódzkie Żurawie Sp. z o.o.' });
    for (const typed of ['lodzkie zurawie', 'LODZKIE-ZURAWIE SP Z OO']) {
      const plain = await (
        await employee.get(`/api/clients/suggestions?companyName=${encodeURIComponent(typed)}`)
      ).json();
      expect(plain.map((c: { companyName: string }) => c.companyName)).toEqual([
        'Łódzkie Żurawie Sp. z o.o.',
      ]);
      const listed = await (await employee.get(`/api/clients?search=${encodeURIComponent(typed)}`)).json();
      expect(listed.items.map((c: { companyName: string }) => c.companyName)).toEqual([
        'Łódzkie Żurawie Sp. z o.o.',
      ]);
    }
    expect((await app.client().get('/api/clients/suggestions?companyName=budimex')).status).toBe(401);
  });
});

describe('the migration that adds the rule (D19)', () => {
  it('merges clients sharing a NIP into the oldest, moving their quotes, and normalises NIPs', async () => {
    await beforeMigration('client_nip_unique', async ({ sql, rest, migrator }) => {
      await sql.execute(
        `insert into client (id, company_name, nip, phone, email, created_at, updated_at) values
          (1, 'Budimex S.A.', '526-104-08-28', null, 'biuro@budimex.pl', now() - interval '3 days', now()),
          (2, 'BUDIMEX', '5261040828', '601 234 567', null, now() - interval '2 days', now()),
          (3, 'Budimex SA', '526 104 08 28', '22 000 00 00', null, now() - interval '1 day', now()),
          (4, 'Inna', '5260250995', null, null, now(), now()),
          (5, 'Bez NIP', null, null, null, now(), now()),
          (6, 'Pusty NIP', '', null, null, now(), now())`,
      );
      await sql.execute(
        `insert into quote (quote_number, status, client_id, vat_rate, currency, total_net, total_gross, created_at, updated_at) values
          ('WYC/2026/0001', 'draft', 1, 23, 'PLN', 0, 0, now(), now()),
          ('WYC/2026/0002', 'draft', 2, 23, 'PLN', 0, 0, now(), now()),
          ('WYC/2026/0003', 'draft', 3, 23, 'PLN', 0, 0, now(), now()),
          ('WYC/2026/0004', 'draft', 4, 23, 'PLN', 0, 0, now(), now())`,
      );
      await rest();
      const clients = await sql.execute(
        'select id, company_name, nip, phone, email, name_key from client order by id',
      );
      expect(clients).toEqual([
        // The oldest is kept; its empty phone comes from the newest duplicate that has one.
        {
          id: 1,
          company_name: 'Budimex S.A.',
          nip: '5261040828',
          phone: '22 000 00 00',
          email: 'biuro@budimex.pl',
          name_key: 'budimexsa',
        },
        { id: 4, company_name: 'Inna', nip: '5260250995', phone: null, email: null, name_key: 'inna' },
        { id: 5, company_name: 'Bez NIP', nip: null, phone: null, email: null, name_key: 'beznip' },
        { id: 6, company_name: 'Pusty NIP', nip: null, phone: null, email: null, name_key: 'pustynip' },
      ]);
      const quotes = await sql.execute('select quote_number, client_id from quote order by quote_number');
      expect(quotes.map((q) => q.client_id)).toEqual([1, 1, 1, 4]);
      // A key stored before the keys left out Polish letters is computed again.
      await migrator.down({ to: 'Migration20261128030000_quote_create_key' });
      await sql.execute(
        `insert into client (id, company_name, name_key, created_at, updated_at)
          values (7, 'Łódzkie Żurawie', 'łódzkieżurawie', now(), now())`,
      );
      await migrator.up();
      expect(await sql.execute('select name_key from client where id = 7')).toEqual([
        { name_key: 'lodzkiezurawie' },
      ]);
      await expect(
        sql.execute(
          `insert into client (company_name, nip, created_at, updated_at) values ('X', '5260250995', now(), now())`,
        ),
      ).rejects.toThrow();
    });
  });
});
