import { connect } from 'node:net';
import type { Equipment } from '@ppp/domain';
import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { errorMiddleware } from './errors.ts';

let app: TestApp;
let admin: TestClient;
let clientId: number;
let equipment: Equipment;
/** Equipment with all the stock an integer column holds, priced 100.00 a day (the default tiers). */
let bulk: Equipment;

const NUL = 'a\u0000b';
const forbidden = 'Tekst zawiera niedozwolone znaki';
const english = /invalid input|expected|received|too (big|small)|unrecognized|required/i;

const ok = async (response: Response, status = 200) => {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
  return response.json();
};

/** Row counts of the tables a refused request could have written to. */
async function rowCounts() {
  const [counts] = await app.orm.em.getConnection().execute(
    `select (select count(*) from client)::int as clients,
            (select count(*) from quote)::int as quotes,
            (select count(*) from quote_item)::int as items,
            (select count(*) from equipment)::int as equipment,
            (select count(*) from equipment_category)::int as categories,
            (select count(*) from pricing_schema)::int as schemas,
            (select count(*) from equipment_pricing)::int as tiers,
            (select count(*) from equipment_additional)::int as extras,
            (select count(*) from equipment_service_item)::int as service_items,
            (select string_agg(coalesce(first_name, '') || coalesce(last_name, ''), ',' order by id) from app_user) as names`,
  );
  return counts;
}

/** Sends a request that must be refused with a 400 and change nothing; answers the body. */
async function refused(method: string, path: string, body?: unknown) {
  const before = await rowCounts();
  const response = await admin.send(method, path, body);
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(400);
  expect(text).not.toMatch(english);
  expect(await rowCounts()).toEqual(before);
  return JSON.parse(text) as { message: string; errors?: Record<string, string> };
}

const item = (fields: Record<string, unknown> = {}) => ({
  equipmentId: equipment.id,
  quantity: 1,
  rentalPeriodDays: 2,
  ...fields,
});

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  clientId = (await ok(await admin.send('POST', '/api/clients', { companyName: 'Klient' }), 201)).id;
  equipment = (await (await admin.get('/api/equipment')).json())[0];
  bulk = await ok(
    await admin.send('POST', '/api/equipment', {
      name: 'Magazyn bez dna',
      categoryId: equipment.categoryId,
      quantity: 2147483647,
    }),
    201,
  );
});
afterAll(() => app.close());

describe('a NUL character is refused with a Polish field message, nothing written', () => {
  it.each([
    ['POST', '/api/clients', () => ({ companyName: NUL }), 'companyName'],
    ['POST', '/api/clients', () => ({ companyName: 'Firma', address: NUL }), 'address'],
    ['PUT', '/api/clients/:client', () => ({ contactPerson: NUL }), 'contactPerson'],
    ['POST', '/api/quotes', () => ({ clientId, notes: NUL, items: [item()] }), 'notes'],
    ['POST', '/api/quotes', () => ({ clientId, items: [item({ notes: NUL })] }), 'items.0.notes'],
    ['POST', '/api/quotes/preview', () => ({ items: [item({ notes: NUL })] }), 'items.0.notes'],
    ['POST', '/api/pricing-schemas', () => ({ name: NUL, calculationMethod: 'first_day' }), 'name'],
    ['POST', '/api/equipment-categories', () => ({ name: NUL }), 'name'],
    ['POST', '/api/equipment-categories', () => ({ name: 'Nowa', description: NUL }), 'description'],
    ['POST', '/api/equipment', () => ({ name: NUL, categoryId: equipment.categoryId }), 'name'],
    [
      'PUT',
      '/api/equipment/:equipment',
      () => ({ name: 'X', categoryId: equipment.categoryId, model: NUL }),
      'model',
    ],
    [
      'POST',
      '/api/equipment-additional',
      () => ({ equipmentId: equipment.id, type: 'additional', name: NUL }),
      'name',
    ],
    ['POST', '/api/equipment/:equipment/service-items', () => ({ itemName: NUL }), 'itemName'],
    ['PATCH', '/api/auth/user', () => ({ firstName: NUL }), 'firstName'],
  ])('%s %s (%#)', async (method, path, body, field) => {
    const target = path.replace(':client', String(clientId)).replace(':equipment', String(equipment.id));
    const answer = await refused(method, target, body());
    expect(answer.errors?.[field]).toBe(forbidden);
  });

  it('refuses a quote item added with a NUL in its notes', async () => {
    const quote = await ok(await admin.send('POST', '/api/quotes', { clientId, items: [item()] }), 201);
    const answer = await refused('POST', '/api/quote-items', { quoteId: quote.id, ...item({ notes: NUL }) });
    expect(answer.errors?.notes).toBe(forbidden);
  });

  it.each(['/api/quotes', '/api/clients'])('refuses a NUL in the search of %s', async (path) => {
    const response = await admin.get(`${path}?search=%00`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: forbidden, errors: { search: forbidden } });
  });
});

describe('numbers too large for their columns are 400, never 500', () => {
  const huge = 99999999999;

  it.each([
    ['an item equipment id', { clientId, items: () => [item({ equipmentId: huge })] }, 'items.0.equipmentId'],
    ['a client id', { clientId: huge, items: () => [item()] }, 'clientId'],
    ['a pricing schema id', { clientId, pricingSchemaId: huge, items: () => [item()] }, 'pricingSchemaId'],
    ['an item id', { clientId, items: () => [item({ id: huge })] }, 'items.0.id'],
    ['a quantity', { clientId, items: () => [item({ quantity: huge })] }, 'items.0.quantity'],
    [
      'a number of technicians',
      { clientId, items: () => [item({ numberOfTechnicians: 3000000000 })] },
      'items.0.numberOfTechnicians',
    ],
    [
      'a distance',
      { clientId, items: () => [item({ installationDistanceKm: '99999999999' })] },
      'items.0.installationDistanceKm',
    ],
    [
      'an option id',
      { clientId, items: () => [item({ selectedAdditional: [huge] })] },
      'items.0.selectedAdditional.0',
    ],
  ])('in a quote: %s', async (_label, { items, ...body }, field) => {
    const answer = await refused('POST', '/api/quotes', { ...body, items: items() });
    expect(answer.errors?.[field]).toMatch(/\p{Lu}/u);
  });

  it('refuses a quote item for a quote id beyond the integer column', async () => {
    const answer = await refused('POST', '/api/quote-items', { quoteId: huge, ...item() });
    expect(answer.errors?.quoteId).toBe('Wybierz wycenę');
  });

  it.each([
    [
      'POST',
      '/api/equipment',
      { name: 'X', categoryId: 1, quantity: huge },
      'quantity',
      'Ilość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment',
      { name: 'X', categoryId: 1, quantity: 1, availableQuantity: huge },
      'availableQuantity',
      'Dostępna ilość jest zbyt duża',
    ],
    ['POST', '/api/equipment', { name: 'X', categoryId: huge }, 'categoryId', 'Kategoria jest wymagana'],
    [
      'POST',
      '/api/equipment',
      { name: 'X', categoryId: 1, fuelConsumption75: '99999999' },
      'fuelConsumption75',
      'Wartość jest zbyt duża',
    ],
    ['PATCH', '/api/equipment/:id/quantity', { availableQuantity: huge }, 'availableQuantity', null],
    [
      'POST',
      '/api/equipment-pricing',
      { equipmentId: huge, periodStart: 400, pricePerDay: 1 },
      'equipmentId',
      'Wybierz sprzęt',
    ],
    [
      'POST',
      '/api/equipment-pricing',
      { equipmentId: ':id', periodStart: huge, pricePerDay: 1 },
      'periodStart',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment-pricing',
      { equipmentId: ':id', periodStart: 400, periodEnd: huge, pricePerDay: 1 },
      'periodEnd',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment-pricing',
      { equipmentId: ':id', periodStart: 400, pricePerDay: '99999999999999' },
      'pricePerDay',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment-additional',
      { equipmentId: ':id', type: 'additional', name: 'X', price: '99999999999' },
      'price',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment-additional',
      { equipmentId: ':id', type: 'additional', name: 'X', position: huge },
      'position',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment/:id/service-items',
      { itemName: 'X', sortOrder: huge },
      'sortOrder',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment/:id/service-costs',
      { serviceIntervalMotohours: huge },
      'serviceIntervalMotohours',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment/:id/service-costs',
      { workerHours: '1000000' },
      'workerHours',
      'Wartość jest zbyt duża',
    ],
    [
      'POST',
      '/api/equipment/:id/service-costs',
      { workerHours: 2, workerCostPerHour: '9999999999' },
      'workerCostPerHour',
      'Koszt roboczogodzin jest zbyt duży',
    ],
  ])('%s %s %j', async (method, path, body, field, message) => {
    const id = String(equipment.id);
    const withId = JSON.parse(JSON.stringify(body).replace('":id"', id));
    const answer = await refused(method, path.replace(':id', id), withId);
    if (message) expect(answer.errors?.[field]).toBe(message);
    else expect(answer.errors?.[field]).toMatch(/\p{Lu}/u);
  });

  it('refuses an item whose amounts would not fit a money column', async () => {
    const answer = await refused('POST', '/api/quotes', {
      clientId,
      items: [{ equipmentId: bulk.id, quantity: 2000000000, rentalPeriodDays: 365 }],
    });
    expect(answer.errors).toEqual({ 'items.0.quantity': 'Wartość pozycji jest zbyt duża' });
  });

  it('refuses a quote whose items add up past a money column', async () => {
    // Each item alone fits numeric(12,2); together they do not.
    const half = { equipmentId: bulk.id, quantity: 60000000, rentalPeriodDays: 1 };
    const preview = await ok(await admin.send('POST', '/api/quotes/preview', { items: [half] }));
    expect(Number(preview.totalNet)).toBeGreaterThan(5e9);
    expect(Number(preview.totalNet)).toBeLessThan(1e10);
    const answer = await refused('POST', '/api/quotes', { clientId, items: [half, half] });
    expect(answer.errors).toEqual({ items: 'Wartość wyceny jest zbyt duża' });
  });

  it('refuses a quote whose gross total alone would not fit, on preview and on save', async () => {
    // Net 9 000 000 000 fits numeric(12,2); with 23 % VAT the gross does not.
    const item = { equipmentId: bulk.id, quantity: 90000000, rentalPeriodDays: 1 };
    for (const [path, body] of [
      ['/api/quotes/preview', { items: [item] }],
      ['/api/quotes', { clientId, items: [item] }],
    ] as const) {
      const answer = await refused('POST', path, body);
      expect(answer.errors).toEqual({ items: 'Wartość wyceny jest zbyt duża' });
    }
  });

  it.each(['/api/quotes', '/api/clients'])(
    'refuses a page number beyond the integer column in %s',
    async (path) => {
      const response = await admin.get(`${path}?page=99999999999`);
      expect(response.status).toBe(400);
      expect((await response.json()).errors.page).toBe('Nieprawidłowy numer strony');
    },
  );
});

describe('no English reaches a 400 answer', () => {
  it.each([
    ['POST', '/api/clients'],
    ['POST', '/api/quotes'],
    ['POST', '/api/quotes/preview'],
    ['POST', '/api/quote-items'],
    ['POST', '/api/equipment'],
    ['POST', '/api/equipment-categories'],
    ['POST', '/api/equipment-pricing'],
    ['POST', '/api/pricing-schemas'],
    ['POST', '/api/equipment-additional'],
    ['PUT', '/api/settings/pricing'],
    ['PATCH', '/api/auth/user'],
  ])('answers an array body to %s %s with "Oczekiwano obiektu JSON"', async (method, path) => {
    const answer = await refused(method, path, [{ name: 'X' }]);
    expect(answer.message).toBe('Oczekiwano obiektu JSON');
  });

  it.each([
    '/api/quotes?search=a&search=b',
    '/api/clients?search=a&search=b',
    '/api/quotes?page=1&page=2',
    '/api/clients?pageSize=10&pageSize=20',
    '/api/quotes?status=draft&status=pending',
  ])('answers the repeated query parameters of %s in Polish', async (path) => {
    const response = await admin.get(path);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(english);
  });

  it.each([
    ['POST', '/api/equipment', { name: 'X', categoryId: 1.5 }, 'categoryId'],
    ['POST', '/api/equipment-additional', { equipmentId: 1.5, type: 'additional', name: 'X' }, 'equipmentId'],
    [
      'POST',
      '/api/equipment-additional',
      { equipmentId: ':id', type: 'additional', name: 'X', position: 0 },
      'position',
    ],
    ['POST', '/api/equipment/:id/service-items', { itemName: 'X', sortOrder: -1 }, 'sortOrder'],
    ['POST', '/api/equipment/:id/service-items', { itemName: 'X', sortOrder: 0.5 }, 'sortOrder'],
    ['POST', '/api/equipment-pricing', { equipmentId: 'x', periodStart: 400, pricePerDay: 1 }, 'equipmentId'],
    ['POST', '/api/quotes', { clientId: 1, pricingSchemaId: 1.5, items: [] }, 'pricingSchemaId'],
    ['POST', '/api/quotes', { clientId: 1, pricingSchemaId: 'x', items: [] }, 'pricingSchemaId'],
    ['PUT', '/api/users/1/role', {}, 'role'],
  ])('%s %s %j: %s in Polish', async (method, path, body, field) => {
    const id = String(equipment.id);
    const withId = JSON.parse(JSON.stringify(body).replace('":id"', id));
    const answer = await refused(method, path.replace(':id', id), withId);
    expect(answer.errors?.[field]).toMatch(/\p{Lu}/u);
  });
});

describe('the error middleware as a safety net', () => {
  const run = async (error: unknown) => {
    const ctx = { path: '/api/x', state: {}, status: 200, body: undefined } as unknown as Context;
    await errorMiddleware(createLogger('silent'))(ctx, async () => {
      throw error;
    });
    return { status: ctx.status, body: ctx.body };
  };

  it.each([
    ['a NUL refused by PostgreSQL', { code: '22021' }],
    ['a number out of range', { code: '22003' }],
    ['text that is not a number', { code: '22P02' }],
    ['a wrapped driver error', Object.assign(new Error('wrapped'), { previous: { code: '22003' } })],
    ['an error with a cause', new Error('outer', { cause: { code: '22021' } })],
  ])('answers %s with 400 "Nieprawidłowe dane"', async (_label, error) => {
    expect(await run(error)).toEqual({ status: 400, body: { message: 'Nieprawidłowe dane' } });
  });

  it('still answers any other database error with a 500 and no detail', async () => {
    expect(await run(Object.assign(new Error('deadlock'), { code: '40P01' }))).toEqual({
      status: 500,
      body: { message: 'Wewnętrzny błąd serwera' },
    });
  });
});

describe("a request Node's parser refuses", () => {
  /** The raw answer to raw bytes sent to the server. */
  const rawAnswer = (bytes: Buffer) =>
    new Promise<string>((done, fail) => {
      const socket = connect(Number(new URL(app.url).port), '127.0.0.1', () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', fail);
    });

  it('is answered in Polish JSON, as every refusal is: raw non-ASCII bytes in the address', async () => {
    const answer = await rawAnswer(
      Buffer.concat([
        Buffer.from('GET /api/clients?'),
        Buffer.from('ż=1', 'utf8'),
        Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
      ]),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ message: 'Nieprawidłowe żądanie' });
  });
});
