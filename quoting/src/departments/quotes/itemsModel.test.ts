import { type DepartmentEquipment, type DepartmentQuoteItem, departmentConfigs } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { type ItemDraft, isFlagged, itemsBody, liveQuote, newItemDraft, readCount } from './itemsModel.ts';

const equipment: DepartmentEquipment = {
  id: 7,
  name: 'Rozdzielnica 63 A',
  categoryId: 1,
  category: { id: 1, name: 'Rozdzielnice' },
  description: null,
  model: null,
  power: null,
  engine: null,
  alternator: null,
  fuelConsumption75: null,
  fuelTankCapacity: null,
  dimensions: null,
  weight: null,
  imageUrl: null,
  quantity: 10,
  availableQuantity: 5,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  pricing: [
    { id: 1, periodStart: 1, periodEnd: 2, pricePerDay: '120.00', discountPercent: '0.00' },
    { id: 2, periodStart: 3, periodEnd: 7, pricePerDay: '110.00', discountPercent: '8.33' },
    { id: 3, periodStart: 8, periodEnd: 18, pricePerDay: '100.00', discountPercent: '16.67' },
  ],
  additionalEquipment: [
    {
      id: 11,
      type: 'accessories',
      position: 1,
      name: 'Przedłużacz',
      description: null,
      pricePerDay: '15.50',
      isOptional: true,
    },
    {
      id: 12,
      type: 'additional',
      position: 2,
      name: 'Pomiary',
      description: null,
      pricePerDay: '2.00',
      isOptional: false,
    },
  ],
};
const catalogue = new Map([[equipment.id, equipment]]);
const config = departmentConfigs.electrical;

describe('the live quote (D14, D19)', () => {
  it('prices like the server: the tier price, the checked extras, the non-optional one with the item quantity', () => {
    const draft = { ...newItemDraft(equipment), quantity: '2', rentalPeriodDays: '10' };
    draft.additional[11] = { checked: true, quantity: '2' };
    const live = liveQuote([draft], catalogue, config, '23.00', false, '7');
    // 2 × 10 × 100 + 2 × 10 × 15.50 + 2 × 10 × 2.00
    expect(live.items[0].price).toMatchObject({
      baseCost: '2000.00',
      additionalCost: '350.00',
      totalPrice: '2350.00',
    });
    expect(live.totals).toEqual({ totalNet: '2350.00', vatAmount: '540.50', totalGross: '2890.50' });
    expect(itemsBody(live, config, false)[0].selectedAdditionalEquipment).toEqual([
      { id: 11, quantity: 2 },
      { id: 12, quantity: 2 },
    ]);
  });

  it('flags an item over the stock and leaves it out of the totals', () => {
    const first = { ...newItemDraft(equipment), quantity: '3', rentalPeriodDays: '1' };
    const second = { ...newItemDraft(equipment), quantity: '3', rentalPeriodDays: '1' };
    const live = liveQuote([first, second], catalogue, config, '23.00', false, '7');
    expect(live.items[1].stockError).toBe(
      'Ilość sprzętu „Rozdzielnica 63 A” przekracza dostępną: maksymalnie 5 szt.',
    );
    expect(live.totals.totalNet).toBe('366.00');
  });

  it('marks an invalid quantity or day count and leaves the item out of the totals, never counting it as 1 (D20)', () => {
    const counted = { ...newItemDraft(equipment), quantity: '1', rentalPeriodDays: '1' };
    for (const [quantity, rentalPeriodDays, field, message] of [
      ['', '1', 'quantity', 'Ilość musi być co najmniej 1'],
      ['0', '1', 'quantity', 'Ilość musi być co najmniej 1'],
      ['2,5', '1', 'quantity', 'Nieprawidłowa liczba'],
      ['1', '400', 'rentalPeriodDays', 'Liczba dni musi wynosić od 1 do 365'],
      ['1', 'abc', 'rentalPeriodDays', 'Nieprawidłowa liczba'],
    ] as const) {
      const draft = { ...newItemDraft(equipment), quantity, rentalPeriodDays };
      const live = liveQuote([counted, draft], catalogue, config, '23.00', false, '7');
      expect(live.items[1][field]).toEqual({ value: null, error: message });
      expect(isFlagged(live.items[1])).toBe(true);
      // Only the first item (1 × 1 day × 120.00, the non-optional 2.00) is counted.
      expect(live.totals.totalNet).toBe('122.00');
    }
  });

  it("marks an extra's invalid quantity", () => {
    const draft = { ...newItemDraft(equipment), quantity: '2', rentalPeriodDays: '1' };
    draft.additional[11] = { checked: true, quantity: '0' };
    const live = liveQuote([draft], catalogue, config, '23.00', false, '7');
    expect(live.items[0].extraErrors).toEqual({ 11: 'Ilość wyposażenia musi być co najmniej 1' });
    expect(isFlagged(live.items[0])).toBe(true);
    expect(live.totals.totalNet).toBe('0.00');
  });
});

/** A saved general item of 2 × 10 days at 120,00 with no discount, as an edit holds it. */
const savedItem: DepartmentQuoteItem = {
  id: 41,
  position: 1,
  equipmentId: equipment.id,
  equipment: {
    id: equipment.id,
    name: equipment.name,
    model: null,
    power: null,
    categoryName: 'Rozdzielnice',
  },
  quantity: 2,
  rentalPeriodDays: 10,
  ownPeriod: true,
  endsOn: null,
  pricePerDay: '120.00',
  discountPercent: '0.00',
  dayPrice: '120.00',
  baseCost: '2400.00',
  additionalCost: '0.00',
  totalPrice: '2400.00',
  notes: null,
  selectedAdditionalEquipment: [],
};
const general = departmentConfigs.general;
const typed = (pricePerDay: string): ItemDraft => ({
  key: 900,
  id: savedItem.id,
  equipmentId: equipment.id,
  saved: savedItem,
  quantity: '2',
  rentalPeriodDays: '10',
  pricePerDay,
  notes: '',
  additional: {},
});

describe("the general edit's typed price (D14, D20)", () => {
  it("reads '95,50' as the request value '95.50' and prices the item with it", () => {
    const live = liveQuote([typed('95,50')], catalogue, general, '23.00', true, '7');
    expect(live.items[0].priceError).toBeNull();
    // 2 × 10 × 95,50 + the non-optional extra 2 × 10 × 2,00
    expect(live.items[0].price.baseCost).toBe('1910.00');
    expect(itemsBody(live, general, true)[0].pricePerDay).toBe('95.50');
    expect(
      itemsBody(liveQuote([typed('1 200,5')], catalogue, general, '23.00', true, '7'), general, true)[0],
    ).toMatchObject({
      pricePerDay: '1200.5',
    });
  });

  it("marks '1.234,50' as 'Nieprawidłowa liczba' at once and leaves the item out of the totals (D19)", () => {
    const other = { ...typed('100'), key: 901, id: 42, equipmentId: null };
    const live = liveQuote([typed('1.234,50'), other], catalogue, general, '23.00', true, '7');
    expect(live.items[0].priceError).toBe('Nieprawidłowa liczba');
    expect(live.items[1].priceError).toBeNull();
    // Only the second item (2 × 10 × 100,00) counts.
    expect(live.totals.totalNet).toBe('2000.00');
  });

  it("marks a negative price with the API's own message, and an empty one prices from the tiers", () => {
    const negative = liveQuote([typed('-5')], catalogue, general, '23.00', true, '7');
    expect(negative.items[0].priceError).toBe('Wartość nie może być ujemna');
    expect(negative.totals.totalNet).toBe('0.00');
    const empty = liveQuote([typed('')], catalogue, general, '23.00', true, '7');
    expect(empty.items[0].priceError).toBeNull();
    expect(empty.items[0].price.dayPrice).toBe('100.00');
    expect(itemsBody(empty, general, true)[0].pricePerDay).toBeNull();
  });

  it('sends no typed price outside the general edit', () => {
    const live = liveQuote([typed('95,50')], catalogue, config, '23.00', true, '7');
    expect(live.items[0].priceError).toBeNull();
    expect(itemsBody(live, config, true)[0]).not.toHaveProperty('pricePerDay');
  });

  it('reads grouped quantities and days with the parser', () => {
    expect([readCount('quantity', '1 000'), readCount('rentalPeriodDays', '14')]).toEqual([
      { value: 1000, error: null },
      { value: 14, error: null },
    ]);
  });
});
