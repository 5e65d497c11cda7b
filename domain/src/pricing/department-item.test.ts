import { describe, expect, it } from 'vitest';
import { addOnsCost, type DepartmentItemInput, priceDepartmentItem } from './department-item.ts';
import { electricalDefaultTiers } from './tiers.ts';

// D14's example tiers: 1–2 days 120.00, 3–7 110.00, 8–18 100.00.
const tiers = [
  { periodStart: 1, periodEnd: 2, pricePerDay: '120.00' },
  { periodStart: 3, periodEnd: 7, pricePerDay: '110.00' },
  { periodStart: 8, periodEnd: 18, pricePerDay: '100.00' },
];
const accessory = (quantity: number, rentalPeriodDays: number) => ({
  quantity,
  rentalPeriodDays,
  pricePerDay: '15.50',
});

describe('priceDepartmentItem (D14)', () => {
  it.each<{ spec: string; input: DepartmentItemInput; expected: Record<string, string> }>([
    {
      spec: 'D14: the tier price is the truth, 2 × 10 days at 100.00 = 2000.00 (not 1999.92)',
      input: { tiers, quantity: 2, rentalPeriodDays: 10 },
      expected: {
        pricePerDay: '120.00',
        discountPercent: '16.67',
        dayPrice: '100.00',
        totalPrice: '2000.00',
      },
    },
    {
      spec: 'D14: plus an accessory 2 × 10 days at 15.50 = 310.00',
      input: { tiers, quantity: 2, rentalPeriodDays: 10, additionalItems: [accessory(2, 10)] },
      expected: { baseCost: '2000.00', additionalCost: '310.00', totalPrice: '2310.00' },
    },
    {
      spec: 'D4: a length inside the base tier is at the base price, 0 %',
      input: { tiers, quantity: 1, rentalPeriodDays: 2 },
      expected: { pricePerDay: '120.00', discountPercent: '0.00', dayPrice: '120.00', totalPrice: '240.00' },
    },
    {
      spec: 'D4: past the last tier the last one started applies (30 days at 100.00)',
      input: { tiers, quantity: 1, rentalPeriodDays: 30 },
      expected: { dayPrice: '100.00', totalPrice: '3000.00' },
    },
    {
      spec: 'D14: a typed 90.00 with the stored 16.67 % is 75.00 a day',
      input: {
        tiers,
        quantity: 1,
        rentalPeriodDays: 4,
        typedPrice: { pricePerDay: '90', discountPercent: '16.67' },
      },
      expected: { pricePerDay: '90.00', discountPercent: '16.67', dayPrice: '75.00', totalPrice: '300.00' },
    },
    {
      spec: 'spec-2 §9: without tiers 100 a day at 0 %',
      input: { tiers: [], quantity: 1, rentalPeriodDays: 7 },
      expected: { pricePerDay: '100.00', discountPercent: '0.00', dayPrice: '100.00', totalPrice: '700.00' },
    },
    {
      spec: 'D14 electrical defaults from 100: 8 days at 71.43',
      input: { tiers: electricalDefaultTiers('100'), quantity: 1, rentalPeriodDays: 8 },
      expected: { pricePerDay: '100.00', discountPercent: '28.57', dayPrice: '71.43', totalPrice: '571.44' },
    },
  ])('$spec', ({ input, expected }) => {
    expect(priceDepartmentItem(input)).toMatchObject(expected);
  });
});

describe('addOnsCost (spec-2 §9)', () => {
  it('rounds each line and sums them', () => {
    expect(addOnsCost([accessory(2, 10), { quantity: 1, rentalPeriodDays: 3, pricePerDay: '0.335' }])).toBe(
      '311.01',
    );
    expect(addOnsCost([])).toBe('0.00');
  });
});

describe('electricalDefaultTiers (D14)', () => {
  it('with startingPrice 100 are 100.00 / 85.71 / 71.43 / 57.14 / 42.86', () => {
    expect(electricalDefaultTiers('100').map((tier) => tier.pricePerDay)).toEqual([
      '100.00',
      '85.71',
      '71.43',
      '57.14',
      '42.86',
    ]);
  });
});
