import { costRulesForCategory } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { countOf, emptyClient, emptyItem, figureText, itemRequest, withItemPeriods } from './formModel.ts';
import { quoteFormResolver, quoteFormSchema } from './formSchema.ts';
import { draftForEquipment, switchOption } from './itemOptions.ts';
import { generator } from './testData.ts';

const stock = new Map([[1, { name: generator.name, available: 6 }]]);
const values = (overrides = {}) => ({
  pricingSchemaId: '1',
  clientId: null,
  client: { ...emptyClient, companyName: 'Budimex S.A.' },
  notes: '',
  startsOn: '01.03.2027',
  rentalDays: '1',
  items: [draftForEquipment(emptyItem(), generator)],
  ...overrides,
});

describe('the request of an item (D5)', () => {
  it('sends the figures of switched-on options only, decimals read the Polish way', () => {
    const draft = {
      ...draftForEquipment(emptyItem(), generator),
      rentalPeriodDays: '1',
      installationDistanceKm: '12,5',
    };
    const request = itemRequest(draft);
    expect(request).toMatchObject({
      equipmentId: 1,
      quantity: 1,
      rentalPeriodDays: 1,
      includeFuelCost: true,
      // D20: read by the one parser, sent as the API's decimals.
      fuelPricePerLiter: '6.50',
      fuelConsumptionLH: '4.20',
      installationDistanceKm: null,
      numberOfTechnicians: null,
      notes: null,
    });
  });

  it('reads grouped thousands, and sends text the parser refuses as NaN, which no schema prices (D20)', () => {
    const draft = {
      ...draftForEquipment(emptyItem(), generator),
      includeInstallationCost: true,
      travelRatePerKm: '1 234,5',
      installationDistanceKm: '12,55',
      serviceRatePerTechnician: '1.234,50',
    };
    const request = itemRequest(draft);
    expect(request.travelRatePerKm).toBe('1234.5');
    expect(request.installationDistanceKm).toBeNaN();
    expect(request.serviceRatePerTechnician).toBeNaN();
  });

  it('never prices a period that is not a number as 1 day (D20 replaces spec-1 §5): it is marked', () => {
    expect(countOf('abc')).toBeNaN();
    expect(countOf('1e2')).toBeNaN();
    expect(countOf('')).toBeNull();
    expect(countOf(' 14 ')).toBe(14);
    expect(countOf('3,5')).toBe(3.5);
    const request = itemRequest({ ...emptyItem(), equipmentId: '1', rentalPeriodDays: 'abc' });
    expect(request.rentalPeriodDays).toBeNaN();
  });

  it('shows figures Polish style', () => {
    expect(figureText('150.00')).toBe('150');
    expect(figureText('6.50')).toBe('6,50');
    // A distance or hours keeps one place (D20): the API's two come back as the field takes them.
    expect(figureText('37.50', '0', 'distance')).toBe('37,5');
    expect(figureText('7.50', '8', 'hours')).toBe('7,5');
    expect(figureText('20.00', '0', 'distance')).toBe('20');
    expect(figureText('12.25', '0', 'figure')).toBe('12,25');
    expect(figureText(null, '8')).toBe('8');
  });
});

describe('the form schema (spec-1 §5, D4)', () => {
  // As the resolver reads the form: an item without its own period takes the quote's (D21).
  const checked = quoteFormSchema(stock);
  const schema = {
    safeParse: (form: ReturnType<typeof values>) =>
      checked.safeParse({ ...form, items: withItemPeriods(form.items, form.rentalDays) }),
  };

  it("requires 'Data rozpoczęcia' and the quote's period on the staff form (D21)", () => {
    const issues = schema.safeParse(values({ startsOn: '', rentalDays: '0' })).error?.issues;
    expect(issues).toContainEqual(
      expect.objectContaining({ path: ['startsOn'], message: 'Podaj datę rozpoczęcia' }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        path: ['rentalDays'],
        message: 'Okres wynajmu musi wynosić od 1 do 365 dni',
      }),
    );
    expect(schema.safeParse(values({ startsOn: '31.02.2027' })).error?.issues[0]).toMatchObject({
      path: ['startsOn'],
      message: 'Nieprawidłowa data',
    });
  });

  it("gives an item without its own period the quote's, and tells a wrong quote period once (D21)", async () => {
    const resolve = quoteFormResolver(stock);
    const own = { ...draftForEquipment(emptyItem(), generator), rentalPeriodDays: '5' };
    const inherits = draftForEquipment(emptyItem(), generator);
    const read = await resolve(values({ rentalDays: '14', items: [inherits, own] }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(read.values.items?.map((item: { rentalPeriodDays: number }) => item.rentalPeriodDays)).toEqual([
      14, 5,
    ]);
    const wrong = await resolve(
      values({ rentalDays: '0', items: [inherits, { ...own, rentalPeriodDays: '0' }] }),
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(wrong.errors.rentalDays?.message).toBe('Okres wynajmu musi wynosić od 1 do 365 dni');
    // Under the quote's field only, and under the item that typed its own.
    expect(wrong.errors.items?.[0]).toBeUndefined();
    expect(wrong.errors.items?.[1]?.rentalPeriodDays?.message).toBe(
      'Okres wynajmu musi wynosić od 1 do 365 dni',
    );
  });

  it('marks a period or a quantity that is no number under its field, never pricing it as 1 (D20)', async () => {
    const resolve = quoteFormResolver(stock);
    const item = { ...draftForEquipment(emptyItem(), generator), rentalPeriodDays: 'abc', quantity: '1e2' };
    const read = await resolve(values({ rentalDays: '3', items: [item] }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(read.errors.items?.[0]?.rentalPeriodDays?.message).toBe('Nieprawidłowa liczba');
    expect(read.errors.items?.[0]?.quantity?.message).toBe('Nieprawidłowa liczba');
  });

  it('marks an item’s own wrong figures while the quote’s period is wrong too (D19: at once)', async () => {
    const resolve = quoteFormResolver(stock);
    const item = { ...draftForEquipment(emptyItem(), generator), hoursPerDay: '25', discountOverride: '150' };
    const read = await resolve(values({ rentalDays: '366', items: [item] }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(read.errors.rentalDays?.message).toBe('Okres wynajmu musi wynosić od 1 do 365 dni');
    expect(read.errors.items?.[0]?.hoursPerDay?.message).toBe(
      'Liczba godzin dziennie musi wynosić od 1 do 24',
    );
    expect(read.errors.items?.[0]?.discountOverride?.message).toBe('Rabat musi wynosić od 0 do 100%');
  });

  it('accepts a client and an item, answering the API body', () => {
    const result = schema.safeParse(values());
    expect(result.success).toBe(true);
    expect(result.data?.items[0]).toMatchObject({
      equipmentId: 1,
      fuelPricePerLiter: '6.50',
      fuelConsumptionLH: '4.20',
    });
    expect(result.data?.pricingSchemaId).toBe(1);
  });

  it('asks for at least one client field, under the company name, and a valid e-mail', () => {
    const empty = schema.safeParse(values({ client: emptyClient }));
    expect(empty.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['client', 'companyName'],
        message: 'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email',
      }),
    );
    const email = schema.safeParse(values({ client: { ...emptyClient, email: 'nie-email' } }));
    expect(email.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['client', 'email'], message: 'Nieprawidłowy format email' }),
    );
  });

  it('asks for equipment on every item and for at least one item', () => {
    const noEquipment = schema.safeParse(values({ items: [emptyItem()] }));
    expect(noEquipment.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['items', 0, 'equipmentId'],
        message: 'Wszystkie pozycje muszą mieć wybrany sprzęt',
      }),
    );
    const none = schema.safeParse(values({ items: [] }));
    expect(none.error?.issues[0].message).toBe('Dodaj przynajmniej jedną pozycję do wyceny');
    // Reported together with the other fields' messages, not after them.
    const both = schema.safeParse(values({ items: [{ ...emptyItem(), quantity: '0' }] }));
    expect(both.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['items.0.quantity', 'items.0.equipmentId']),
    );
  });

  it('keeps an item whose equipment was permanently deleted by its id, without equipment (D8)', () => {
    const saved = { totalPrice: '540.00', equipment: { ...generator, id: null } } as never;
    const orphan = { ...emptyItem(), savedItemId: 7, saved };
    expect(itemRequest(orphan)).toMatchObject({ id: 7, equipmentId: null });
    expect(schema.safeParse(values({ items: [orphan] })).success).toBe(true);
    // A saved item whose equipment still exists sends no id: it is priced again like a new one.
    const priced = { ...draftForEquipment(emptyItem(), generator), savedItemId: 8 };
    expect(itemRequest(priced)).not.toHaveProperty('id');
  });

  it('refuses more pieces of one equipment over the quote than are available', () => {
    const item = { ...draftForEquipment(emptyItem(), generator), quantity: '4' };
    const result = schema.safeParse(values({ items: [item, item] }));
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['items', 1, 'quantity'],
        message: 'Ilość sprzętu „Agregat prądotwórczy 20 kVA” przekracza dostępną: maksymalnie 6 szt.',
      }),
    );
  });

  it('checks the figures of a switched-on option with the API messages', () => {
    const context = { rules: costRulesForCategory(generator.category.name), fuelConsumption75: null };
    const draft = draftForEquipment(emptyItem(), generator);
    const installation = {
      ...draft,
      ...switchOption(draft, 'installation', true, context),
      numberOfTechnicians: '0',
    };
    const result = schema.safeParse(values({ items: [installation] }));
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['items', 0, 'numberOfTechnicians'],
        message: 'Liczba techników musi wynosić co najmniej 1',
      }),
    );
  });
});
