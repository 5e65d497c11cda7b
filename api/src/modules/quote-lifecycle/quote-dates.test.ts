// D21: every quote may have its first rental day and a default period; an item without its own
// period takes the quote's, and its answer says so (`ownPeriod`) with its last day (`endsOn`).
import type { DepartmentQuoteDetail, Equipment, QuoteDetail } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let clientId: number;
let generatorId: number;
let heaterId: number;
let electricalId: number;

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  const catalogue: Equipment[] = await (await admin.get('/api/equipment')).json();
  generatorId = catalogue.find((entry) => entry.name === 'Agregat prądotwórczy 20 kVA')!.id;
  heaterId = catalogue.find((entry) => entry.name === 'Nagrzewnica elektryczna 9 kW')!.id;
  const client = await admin.send('POST', '/api/clients', { companyName: 'Terminowo S.A.' });
  clientId = (await client.json()).id;
  const category = await admin.send('POST', '/api/electrical-equipment-categories', { name: 'Terminy' });
  const equipment = await admin.send('POST', '/api/electrical-equipment', {
    name: 'Rozdzielnica terminowa',
    categoryId: (await category.json()).id,
    quantity: 8,
  });
  electricalId = (await equipment.json()).id;
});
afterAll(() => app.close());

describe('dates of an equipment quote (D21)', () => {
  it('gives items without their own period the quote’s, with their last day; one with its own keeps it', async () => {
    const response = await admin.send('POST', '/api/quotes', {
      clientId,
      startsOn: '2027-02-26',
      rentalDays: 5,
      items: [
        { equipmentId: generatorId, quantity: 3 },
        { equipmentId: heaterId, quantity: 1, rentalPeriodDays: 2 },
      ],
    });
    expect(response.status).toBe(201);
    const quote: QuoteDetail = await response.json();
    expect(quote).toMatchObject({ startsOn: '2027-02-26', rentalDays: 5 });
    expect(
      quote.items.map(({ rentalPeriodDays, ownPeriod, endsOn }) => ({ rentalPeriodDays, ownPeriod, endsOn })),
    ).toEqual([
      // 26, 27, 28 February, 1 and 2 March 2027 (not a leap year).
      { rentalPeriodDays: 5, ownPeriod: false, endsOn: '2027-03-02' },
      { rentalPeriodDays: 2, ownPeriod: true, endsOn: '2027-02-27' },
    ]);
    const read: QuoteDetail = await (await admin.get(`/api/quotes/${quote.id}`)).json();
    expect(read).toMatchObject({ startsOn: '2027-02-26', rentalDays: 5 });
    const list = await (await admin.get('/api/quotes?search=Terminowo')).json();
    expect(list.items.find((item: { id: number }) => item.id === quote.id)).toMatchObject({
      startsOn: '2027-02-26',
    });
  });

  it('refuses an item with no period on a quote without one, and a date that is not a day', async () => {
    const before = await app.orm.em.getConnection().execute('select count(*)::int as n from quote');
    const noPeriod = await admin.send('POST', '/api/quotes', {
      clientId,
      startsOn: '2027-03-01',
      items: [{ equipmentId: generatorId, quantity: 1 }],
    });
    expect(noPeriod.status).toBe(400);
    expect((await noPeriod.json()).errors).toMatchObject({
      'items.0.rentalPeriodDays': 'Podaj okres wynajmu pozycji albo całej wyceny',
    });
    // A text that names no day says so, as the date field does; a year 9999 start would end past
    // 'YYYY-MM-DD'; what is no text at all asks for the date.
    for (const [startsOn, message] of [
      ['2027-02-29', 'Nieprawidłowa data'],
      ['01.03.2027', 'Nieprawidłowa data'],
      ['2027-3-1', 'Nieprawidłowa data'],
      ['9999-12-31', 'Nieprawidłowa data'],
      [20270301, 'Podaj datę rozpoczęcia'],
    ]) {
      const wrong = await admin.send('POST', '/api/quotes', {
        clientId,
        startsOn,
        rentalDays: 3,
        items: [{ equipmentId: generatorId, quantity: 1 }],
      });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).errors, String(startsOn)).toEqual({ startsOn: message });
    }
    const period = await admin.send('POST', '/api/quotes', {
      clientId,
      rentalDays: 400,
      items: [{ equipmentId: generatorId, quantity: 1 }],
    });
    expect((await period.json()).errors).toMatchObject({
      rentalDays: 'Okres wynajmu musi wynosić od 1 do 365 dni',
    });
    const after = await app.orm.em.getConnection().execute('select count(*)::int as n from quote');
    expect(after[0].n).toBe(before[0].n);
  });

  it("saves an undated quote as 'Bez terminu'; a set date can change but not be cleared", async () => {
    const created = await admin.send('POST', '/api/quotes', {
      clientId,
      items: [{ equipmentId: generatorId, quantity: 1, rentalPeriodDays: 4 }],
    });
    const quote: QuoteDetail = await created.json();
    expect(quote).toMatchObject({ startsOn: null, rentalDays: null });
    expect(quote.items[0]).toMatchObject({ rentalPeriodDays: 4, ownPeriod: true, endsOn: null });

    const put = (body: Record<string, unknown>) => admin.send('PUT', `/api/quotes/${quote.id}`, body);
    const items = [{ equipmentId: generatorId, quantity: 1 }];
    const dated = await put({ clientId, startsOn: '2027-12-30', rentalDays: 3, items });
    expect(dated.status).toBe(200);
    const withDate: QuoteDetail = await dated.json();
    expect(withDate.items[0]).toMatchObject({ rentalPeriodDays: 3, ownPeriod: false, endsOn: '2028-01-01' });

    // Without the field the date stays; with null it is refused and nothing changes.
    const kept = await put({ clientId, rentalDays: 3, items });
    const keptQuote: QuoteDetail = await kept.json();
    expect(keptQuote.startsOn).toBe('2027-12-30');
    const cleared = await put({ clientId, startsOn: null, rentalDays: 3, items });
    expect(cleared.status).toBe(400);
    expect((await cleared.json()).errors).toEqual({ startsOn: 'Podaj datę rozpoczęcia' });
    expect((await (await admin.get(`/api/quotes/${quote.id}`)).json()).startsOn).toBe('2027-12-30');

    // Without `rentalDays` the period stays too, and an item without its own takes it.
    const samePeriod = await put({ clientId, items: [{ equipmentId: generatorId, quantity: 2 }] });
    expect(samePeriod.status).toBe(200);
    const withPeriod: QuoteDetail = await samePeriod.json();
    expect(withPeriod).toMatchObject({ startsOn: '2027-12-30', rentalDays: 3 });
    expect(withPeriod.items[0]).toMatchObject({ quantity: 2, rentalPeriodDays: 3, ownPeriod: false });
  });

  it('copies a quote with its period and without its start date', async () => {
    const created = await admin.send('POST', '/api/quotes', {
      clientId,
      startsOn: '2027-05-10',
      rentalDays: 7,
      items: [{ equipmentId: generatorId, quantity: 1 }],
    });
    const { id } = await created.json();
    const copy = await admin.send('POST', `/api/quotes/${id}/duplicate`);
    expect(copy.status).toBe(201);
    const duplicated: QuoteDetail = await copy.json();
    expect(duplicated).toMatchObject({ startsOn: null, rentalDays: 7 });
    expect(duplicated.items[0]).toMatchObject({ rentalPeriodDays: 7, ownPeriod: false, endsOn: null });
  });
});

describe('dates of a department quote (D21)', () => {
  it('gives its items the quote’s period and answers their last day', async () => {
    const response = await admin.send('POST', '/api/electrical-quotes', {
      clientId,
      startsOn: '2027-10-24',
      rentalDays: 3,
      items: [{ equipmentId: electricalId, quantity: 2 }],
    });
    expect(response.status).toBe(201);
    const quote: DepartmentQuoteDetail = await response.json();
    expect(quote).toMatchObject({ startsOn: '2027-10-24', rentalDays: 3 });
    // 24 to 26 October 2027 (the change from summer time on the 31st is not crossed; days, not hours).
    expect(quote.items[0]).toMatchObject({ rentalPeriodDays: 3, ownPeriod: false, endsOn: '2027-10-26' });
    const noPeriod = await admin.send('POST', '/api/electrical-quotes', {
      clientId,
      items: [{ equipmentId: electricalId, quantity: 1 }],
    });
    expect(noPeriod.status).toBe(400);
    expect((await noPeriod.json()).errors).toMatchObject({
      'items.0.rentalPeriodDays': 'Podaj okres wynajmu pozycji albo całej wyceny',
    });
    // An edit without `rentalDays` keeps the quote's, for the items without their own as well.
    const edited = await admin.send('PUT', `/api/electrical-quotes/${quote.id}`, {
      items: [{ equipmentId: electricalId, quantity: 1 }],
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      rentalDays: 3,
      items: [{ quantity: 1, rentalPeriodDays: 3 }],
    });
  });
});
