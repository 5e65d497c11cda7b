import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// D23: a quote of any kind holds at most 500 items (raised from 100): 500 save, and their detail,
// list, print and PDF work; 501 are refused with the field message.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  // The demo catalogues hold about a hundred units in all: enough stock for 500 items.
  const connection = app.orm.em.getConnection();
  await connection.execute('update equipment set available_quantity = 10000');
  await connection.execute('update department_equipment set available_quantity = 10000');
});
afterAll(() => app.close());

const kinds = [
  { kind: 'equipment', quotes: '/api/quotes', catalogue: '/api/equipment' },
  { kind: 'electrical', quotes: '/api/electrical-quotes', catalogue: '/api/electrical-equipment' },
] as const;

describe.each(kinds)('a $kind quote (D23: at most 500 items)', ({ kind, quotes, catalogue }) => {
  let equipmentIds: number[];
  beforeAll(async () => {
    const rows: { id: number; isActive?: boolean }[] = await (await admin.get(catalogue)).json();
    equipmentIds = rows.filter((row) => row.isActive !== false).map((row) => row.id);
    expect(equipmentIds.length).toBeGreaterThan(0);
  });
  const body = (companyName: string, count: number) => ({
    client: { companyName },
    items: Array.from({ length: count }, (_, index) => ({
      equipmentId: equipmentIds[index % equipmentIds.length],
      quantity: 1,
      rentalPeriodDays: 1 + (index % 20),
    })),
  });

  it('refuses 501 items with the message, on create and on update', async () => {
    const refused = await admin.send('POST', quotes, body(`Za dużo ${kind}`, 501));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toMatchObject({
      items: 'Wycena może mieć najwyżej 500 pozycji',
    });
    const small = await (await admin.send('POST', quotes, body(`Mała ${kind}`, 1))).json();
    const grown = await admin.send('PUT', `${quotes}/${small.id}`, {
      ...body(`Mała ${kind}`, 501),
      clientId: small.clientId,
    });
    expect(grown.status).toBe(400);
    expect((await grown.json()).errors).toMatchObject({ items: 'Wycena może mieć najwyżej 500 pozycji' });
  });

  it('saves 500 items; the detail, the list, the print and the PDF show them', async () => {
    const companyName = `Pięćset pozycji ${kind}`;
    const created = await admin.send('POST', quotes, body(companyName, 500));
    expect(created.status).toBe(201);
    const quote = await created.json();
    expect(quote.items).toHaveLength(500);

    const detail = await (await admin.get(`${quotes}/${quote.id}`)).json();
    expect(detail.items).toHaveLength(500);
    expect(detail.totalGross).toBe(quote.totalGross);

    const list = await (await admin.get(`${quotes}?search=${encodeURIComponent(companyName)}`)).json();
    expect(list.items.map((row: { id: number }) => row.id)).toContain(quote.id);

    const print = await admin.get(`${quotes}/${quote.id}/print?autoprint=0`);
    expect(print.status).toBe(200);
    const html = await print.text();
    // The last item's row: its number in the 'Lp.' column.
    expect(html).toMatch(/>500\.?</);

    const pdf = await admin.get(`${quotes}/${quote.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
  });
});

describe("a 500-item form's availability (D21, D23)", () => {
  it('answers the free units of up to 500 catalogue items at once, refuses 501', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    const ask = (count: number) =>
      admin.get(`/api/availability?kind=equipment&equipmentIds=${ids(count)}&from=2027-03-01&to=2027-03-31`);
    expect((await ask(500)).status).toBe(200);
    const refused = await ask(501);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      equipmentIds: 'Podaj identyfikatory sprzętu (najwyżej 500)',
    });
  });
});
