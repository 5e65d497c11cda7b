import { describe, expect, it } from 'vitest';
import { departmentItemPriceFor, type RentedAddOn } from './department-item.ts';
import { type ElectricalItemInput, priceElectricalItem } from './electrical-item.ts';
import { standardTiers } from './equipment-test-data.ts';
import { type GeneralItemInput, newGeneralItem, priceGeneralItem } from './general-item.ts';
import { transportCost } from './transport.ts';

const addOn = (quantity: number, rentalPeriodDays: number, pricePerDay: string): RentedAddOn => ({
  quantity,
  rentalPeriodDays,
  pricePerDay,
});

describe('priceElectricalItem (spec-2 §9)', () => {
  it.each<{ spec: string; input: ElectricalItemInput; expected: [string, string, string] }>([
    {
      spec: 'spec-2 §9 electrical: 100 × (1 − 0) × 1 × 1',
      input: { pricePerDay: '100', discountPercent: 0, quantity: 1, rentalPeriodDays: 1 },
      expected: ['100.00', '0.00', '100.00'],
    },
    {
      spec: 'spec-2 §9 electrical: 100 × (1 − 14.29 %) × 2 × 5',
      input: { pricePerDay: '100.00', discountPercent: '14.29', quantity: 2, rentalPeriodDays: 5 },
      expected: ['857.10', '0.00', '857.10'],
    },
    {
      spec: 'D4 half-up on the electrical line: 250 × 0.8571 × 3 = 642.825',
      input: { pricePerDay: 250, discountPercent: '14.29', quantity: 1, rentalPeriodDays: 3 },
      expected: ['642.83', '0.00', '642.83'],
    },
    {
      spec: 'spec-2 §9 electrical additional items: quantity × days × price per day',
      input: {
        pricePerDay: '100',
        discountPercent: 0,
        quantity: 1,
        rentalPeriodDays: 5,
        additionalItems: [addOn(2, 5, '15.50')],
      },
      expected: ['500.00', '155.00', '655.00'],
    },
    {
      spec: 'D4 each additional item is its own rounded line',
      input: {
        pricePerDay: '0',
        discountPercent: 0,
        quantity: 1,
        rentalPeriodDays: 1,
        additionalItems: [addOn(1, 1, '0.005'), addOn(1, 1, '0.005')],
      },
      expected: ['0.00', '0.02', '0.02'],
    },
    {
      spec: 'spec-2 §5 discount 100 %: the item is free, add-ons are not',
      input: {
        pricePerDay: '80',
        discountPercent: 100,
        quantity: 3,
        rentalPeriodDays: 4,
        additionalItems: [addOn(1, 4, '10')],
      },
      expected: ['0.00', '40.00', '40.00'],
    },
  ])('$spec', ({ input, expected }) => {
    const result = priceElectricalItem(input);
    expect([result.baseCost, result.additionalCost, result.totalPrice]).toEqual(expected);
  });
});

describe('priceGeneralItem (spec-2 §9, D4)', () => {
  it.each<{ spec: string; input: GeneralItemInput; expected: [string, string, string] }>([
    {
      spec: 'spec-2 §9 general: 2 × 7 × 50',
      input: { pricePerDay: 50, discountPercent: 0, quantity: 2, rentalPeriodDays: 7 },
      expected: ['700.00', '0.00', '700.00'],
    },
    {
      spec: 'spec-2 §9 general: minus the discount (10 %)',
      input: { pricePerDay: '50.00', discountPercent: '10', quantity: 2, rentalPeriodDays: 7 },
      expected: ['630.00', '0.00', '630.00'],
    },
    {
      spec: 'spec-2 §9 general: plus each additional item',
      input: { pricePerDay: 50, quantity: 2, rentalPeriodDays: 7, additionalItems: [addOn(1, 7, '20')] },
      expected: ['700.00', '140.00', '840.00'],
    },
    {
      spec: 'spec-2 §9 edit form: the typed price is rounded to 2 decimals first (33.335 → 33.34, × 3)',
      input: { pricePerDay: '33.335', discountPercent: null, quantity: 1, rentalPeriodDays: 3 },
      expected: ['100.02', '0.00', '100.02'],
    },
    {
      spec: 'D4 general edit keeps the stored discount: 33.34 × 3 × (1 − 12.5 %) = 87.5175',
      input: { pricePerDay: '33.34', discountPercent: '12.5', quantity: 1, rentalPeriodDays: 3 },
      expected: ['87.52', '0.00', '87.52'],
    },
  ])('$spec', ({ input, expected }) => {
    const result = priceGeneralItem(input);
    expect([result.baseCost, result.additionalCost, result.totalPrice]).toEqual(expected);
  });

  it.each([
    {
      spec: 'spec-2 §9 new general item: 1 × 7 days, base price, discount of the 7-day tier',
      tiers: standardTiers,
      expected: { quantity: 1, rentalPeriodDays: 7, pricePerDay: '100.00', discountPercent: '10.00' },
    },
    {
      spec: 'spec-2 §9 new general item without tiers: 100 zł, 0 %',
      tiers: [],
      expected: { quantity: 1, rentalPeriodDays: 7, pricePerDay: '100.00', discountPercent: '0.00' },
    },
  ])('$spec', ({ tiers, expected }) => {
    expect(newGeneralItem(tiers)).toEqual(expected);
  });

  it('reading: a department item for 30 days shows the base price and the 30+ discount', () => {
    expect(departmentItemPriceFor(standardTiers, 30)).toEqual({
      pricePerDay: '100.00',
      discountPercent: '40.00',
    });
  });
});

describe('transportCost (spec-2 §9)', () => {
  it.each([
    {
      spec: 'spec-2 §9 transport: 3.50 zł/km × 120.5 km',
      costPerKm: '3.50',
      distance: '120.5',
      expected: '421.75',
    },
    {
      spec: 'spec-2 §5 transport: the smallest distance 0.1 km',
      costPerKm: '2.99',
      distance: 0.1,
      expected: '0.30',
    },
    { spec: 'D4 half-up: 4.15 × 33.3 = 138.195', costPerKm: 4.15, distance: '33.3', expected: '138.20' },
    { spec: 'spec-2 §9 transport: no distance, no cost', costPerKm: '5.00', distance: 0, expected: '0.00' },
  ])('$spec', ({ costPerKm, distance, expected }) => {
    expect(transportCost(costPerKm, distance)).toBe(expected);
  });
});
