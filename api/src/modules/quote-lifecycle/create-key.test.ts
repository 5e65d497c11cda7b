import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// A staff form's save sent again after its answer was lost (a dropped connection, a restarted
// server): the same Idempotency-Key answers the quote the first send wrote, for every kind (D20).

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let colleague: TestClient & { id: number };
let bodies: Record<string, Record<string, unknown>>;

const create = (as: TestClient, path: string, body: unknown, key?: string) =>
  as.fetch(path, {
    method: 'POST',
    json: body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

const totalOf = async (as: TestClient, path: string) =>
  (await (await as.get(`${path}?pageSize=1`)).json()).total as number;

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  colleague = await app.userWithRole(admin, 'kolega@firma.pl', 'employee');
  const [generator] = await (await employee.get('/api/equipment')).json();
  const [scaffold] = await (await employee.get('/api/general-equipment')).json();
  bodies = {
    '/api/quotes': {
      client: { companyName: 'Klucz Sp. z o.o.' },
      startsOn: '2027-04-01',
      rentalDays: 3,
      items: [{ equipmentId: generator.id, quantity: 1 }],
    },
    '/api/general-quotes': {
      client: { companyName: 'Klucz Rusztowania' },
      startsOn: '2027-04-01',
      rentalDays: 7,
      items: [{ equipmentId: scaffold.id, quantity: 1 }],
    },
  };
});
afterAll(() => app.close());

describe("a staff create's Idempotency-Key", () => {
  it.each(['/api/quotes', '/api/general-quotes'])(
    '%s: the same key sent again answers the first quote and writes no second (nor its client)',
    async (path) => {
      const key = randomUUID();
      const before = await totalOf(employee, path);
      const first = await create(employee, path, bodies[path], key);
      expect(first.status).toBe(201);
      const saved = await first.json();
      const again = await create(employee, path, bodies[path], key.toUpperCase());
      expect(again.status).toBe(201);
      expect(await again.json()).toMatchObject({ id: saved.id, quoteNumber: saved.quoteNumber });
      expect(await totalOf(employee, path)).toBe(before + 1);
      const companyName = (bodies[path].client as { companyName: string }).companyName;
      const clients = await (
        await employee.get(`/api/clients?search=${encodeURIComponent(companyName)}`)
      ).json();
      expect(clients.total).toBe(1);
      // Without a key, or with another, each send is a quote of its own.
      expect((await create(employee, path, bodies[path])).status).toBe(201);
      expect((await create(employee, path, bodies[path], randomUUID())).status).toBe(201);
      expect(await totalOf(employee, path)).toBe(before + 3);
    },
  );

  it('two sends of one form at once write one quote, and both answer it', async () => {
    const path = '/api/quotes';
    const key = randomUUID();
    const before = await totalOf(employee, path);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        create(employee, path, { ...bodies[path], client: undefined, clientId: 1 }, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (a) => (await a.json()).id)));
    expect(ids.size).toBe(1);
    expect(await totalOf(employee, path)).toBe(before + 1);
  });

  it("is each author's own: a colleague's same key writes the colleague's quote, never shows the first", async () => {
    const path = '/api/quotes';
    const key = randomUUID();
    const mine = await (await create(employee, path, bodies[path], key)).json();
    const theirs = await create(colleague, path, bodies[path], key);
    expect(theirs.status).toBe(201);
    const quote = await theirs.json();
    expect(quote.id).not.toBe(mine.id);
    expect(quote.createdBy.id).toBe(colleague.id);
  });

  it('refuses a key that is not a UUID (400 on the header) and writes nothing', async () => {
    const path = '/api/quotes';
    const before = await totalOf(employee, path);
    for (const key of ['', 'abc', `${randomUUID()}x`]) {
      const refused = await create(employee, path, bodies[path], key);
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual({
        'Idempotency-Key': 'Nieprawidłowy nagłówek Idempotency-Key (oczekiwano UUID)',
      });
    }
    expect(await totalOf(employee, path)).toBe(before);
  });
});
