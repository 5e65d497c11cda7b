import { describe, expect, it } from 'vitest';
import {
  baseTier,
  DEFAULT_PRICE_TIERS,
  discountFromPrice,
  electricalDefaultTiers,
  isDefaultTierSet,
  type PriceTierLike,
  priceFromDiscount,
  priceTierFor,
  tierDiscountPercent,
} from './tiers.ts';

const standard: PriceTierLike[] = [
  { periodStart: 1, periodEnd: 2, pricePerDay: '100.00' },
  { periodStart: 3, periodEnd: 7, pricePerDay: '90.00' },
  { periodStart: 8, periodEnd: 18, pricePerDay: '80.00' },
  { periodStart: 19, periodEnd: 29, pricePerDay: '70.00' },
  { periodStart: 30, periodEnd: null, pricePerDay: '60.00' },
];
const withGaps: PriceTierLike[] = [
  { periodStart: 20, periodEnd: 25, pricePerDay: '60.00' },
  { periodStart: 1, periodEnd: 2, pricePerDay: '100.00' },
  { periodStart: 5, periodEnd: 9, pricePerDay: '80.00' },
];
const startingLate: PriceTierLike[] = [
  { periodStart: 8, pricePerDay: '80.00' },
  { periodStart: 3, periodEnd: 7, pricePerDay: '90.00' },
];
const overlapping: PriceTierLike[] = [
  { periodStart: 1, periodEnd: 10, pricePerDay: '100.00' },
  { periodStart: 5, periodEnd: 7, pricePerDay: '50.00' },
];

describe('priceTierFor', () => {
  it.each([
    { spec: 'D4 tier for N: day 1 is in the first period', tiers: standard, days: 1, price: '100.00' },
    { spec: 'D4 tier for N: the last day of a period', tiers: standard, days: 2, price: '100.00' },
    { spec: 'D4 tier for N: the first day of the next period', tiers: standard, days: 3, price: '90.00' },
    { spec: 'D4 tier for N: inside 8–18', tiers: standard, days: 18, price: '80.00' },
    { spec: 'D4 tier for N: inside 19–29', tiers: standard, days: 29, price: '70.00' },
    { spec: 'D4 tier for N: no end = open (30)', tiers: standard, days: 30, price: '60.00' },
    { spec: 'D4 tier for N: no end = open (365)', tiers: standard, days: 365, price: '60.00' },
    {
      spec: 'D4 tier for N: gap falls back to the greatest start ≤ N',
      tiers: withGaps,
      days: 3,
      price: '100.00',
    },
    { spec: 'D4 tier for N: a later gap falls back too', tiers: withGaps, days: 12, price: '80.00' },
    { spec: 'D4 tier for N: past a closed last tier', tiers: withGaps, days: 30, price: '60.00' },
    {
      spec: 'D4 tier for N: nothing starts ≤ N → the base tier',
      tiers: startingLate,
      days: 1,
      price: '90.00',
    },
    {
      spec: 'D4 tier for N: of two covering tiers the greatest start',
      tiers: overlapping,
      days: 6,
      price: '50.00',
    },
  ])('$spec', ({ tiers, days, price }) => {
    expect(priceTierFor(tiers, days)?.pricePerDay).toBe(price);
  });

  it('D4 tier for N: an empty set has no tier', () => {
    expect(priceTierFor([], 5)).toBeNull();
  });
});

describe('baseTier', () => {
  it.each([
    { spec: 'D4 base = smallest periodStart (normally 1)', tiers: standard, start: 1 },
    { spec: 'D4 base = smallest periodStart, whatever the order', tiers: withGaps, start: 1 },
    { spec: 'D4 base = smallest periodStart when it is not 1', tiers: startingLate, start: 3 },
  ])('$spec', ({ tiers, start }) => {
    expect(baseTier(tiers)?.periodStart).toBe(start);
  });

  it('D4 an empty tier set has no base', () => {
    expect(baseTier([])).toBeNull();
  });
});

describe('tierDiscountPercent: (base − price) / base × 100, two decimals', () => {
  it.each([
    { spec: 'spec-1 §9 tier discount: 90 of 100', base: '100.00', price: '90.00', expected: '10.00' },
    { spec: 'spec-2 §9 electrical default: 85.71 of 100', base: '100', price: '85.71', expected: '14.29' },
    {
      spec: 'spec-1 §9 tier discount: a third rounds down',
      base: '300.00',
      price: '200.00',
      expected: '33.33',
    },
    { spec: 'spec-1 §9 tier discount: two thirds rounds up', base: 3, price: 1, expected: '66.67' },
    { spec: 'D4 half-up: 0.005 % rounds to 0.01 %', base: '200.00', price: '199.99', expected: '0.01' },
    {
      spec: 'D4 against a base price of 0 every discount is 0',
      base: '0.00',
      price: '50.00',
      expected: '0.00',
    },
    {
      spec: 'D4 price is the truth: above the base reads as a negative discount',
      base: 100,
      price: 120,
      expected: '-20.00',
    },
  ])('$spec', ({ base, price, expected }) => {
    expect(tierDiscountPercent(base, price)).toBe(expected);
  });
});

describe('tier dialog price ↔ discount sync (spec-2 §9)', () => {
  it.each([
    { spec: 'spec-2 §9 price = base × (1 − d/100)', base: '100', discount: '14.29', expected: '85.71' },
    {
      spec: 'spec-2 §9 price from discount rounds half-up',
      base: '250',
      discount: '14.29',
      expected: '214.28',
    },
    {
      spec: 'spec-2 §9 price from discount rounds down below half',
      base: '99.99',
      discount: '33.33',
      expected: '66.66',
    },
    { spec: 'spec-2 §9 0 % keeps the base price', base: '100', discount: 0, expected: '100.00' },
    { spec: 'spec-2 §9 100 % is free', base: '100', discount: 100, expected: '0.00' },
  ])('$spec', ({ base, discount, expected }) => {
    expect(priceFromDiscount(base, discount)).toBe(expected);
  });

  it('spec-2 §9 discount = (base − price) / base × 100: 214.28 of 250 is 14.29 %', () => {
    expect(discountFromPrice('250', '214.28')).toBe('14.29');
  });
});

describe('default tiers', () => {
  it('spec-1 §9 default tiers: 1–2, 3–7, 8–18, 19–29, 30+ at 100 zł, 0 %', () => {
    expect(
      DEFAULT_PRICE_TIERS.map((t) => [t.periodStart, t.periodEnd, t.pricePerDay, t.discountPercent]),
    ).toEqual([
      [1, 2, '100.00', '0.00'],
      [3, 7, '100.00', '0.00'],
      [8, 18, '100.00', '0.00'],
      [19, 29, '100.00', '0.00'],
      [30, null, '100.00', '0.00'],
    ]);
  });

  const shuffled = [...DEFAULT_PRICE_TIERS].reverse();
  const numeric = DEFAULT_PRICE_TIERS.map((tier) => ({ ...tier, pricePerDay: 100, discountPercent: 0 }));
  const repriced = DEFAULT_PRICE_TIERS.map((tier, i) => (i === 2 ? { ...tier, pricePerDay: '90.00' } : tier));
  const closedEnd = DEFAULT_PRICE_TIERS.map((tier, i) => (i === 4 ? { ...tier, periodEnd: 60 } : tier));
  const discounted = DEFAULT_PRICE_TIERS.map((tier, i) =>
    i === 1 ? { ...tier, discountPercent: '5.00' } : tier,
  );
  it.each([
    {
      spec: 'spec-1 §9 the default set warns to configure pricing',
      tiers: DEFAULT_PRICE_TIERS,
      expected: true,
    },
    { spec: 'spec-1 §9 default set in another order still warns', tiers: shuffled, expected: true },
    { spec: 'spec-1 §9 default set given as numbers still warns', tiers: numeric, expected: true },
    { spec: 'spec-1 §9 one changed price is configured', tiers: repriced, expected: false },
    {
      spec: 'spec-1 §9 four of the five periods is configured',
      tiers: DEFAULT_PRICE_TIERS.slice(0, 4),
      expected: false,
    },
    { spec: 'spec-1 §9 a closed last period is configured', tiers: closedEnd, expected: false },
    { spec: 'spec-1 §9 a non-zero discount is configured', tiers: discounted, expected: false },
  ])('$spec', ({ tiers, expected }) => {
    expect(isDefaultTierSet(tiers)).toBe(expected);
  });
});

describe('electrical default tiers (spec-2 §9)', () => {
  it.each([
    {
      spec: 'spec-2 §9 electrical defaults from 100 zł',
      start: undefined,
      prices: ['100.00', '85.71', '71.43', '57.14', '42.86'],
    },
    {
      spec: 'spec-2 §9 electrical defaults from 250 zł, half-up',
      start: '250',
      prices: ['250.00', '214.28', '178.58', '142.85', '107.15'],
    },
    {
      spec: 'spec-2 §9 electrical defaults from 99.99 zł',
      start: 99.99,
      prices: ['99.99', '85.70', '71.42', '57.13', '42.86'],
    },
  ])('$spec', ({ start, prices }) => {
    const tiers = electricalDefaultTiers(start);
    expect(tiers.map((tier) => tier.pricePerDay)).toEqual(prices);
    expect(tiers.map((tier) => tier.discountPercent)).toEqual(['0.00', '14.29', '28.57', '42.86', '57.14']);
    expect(tiers.map((tier) => [tier.periodStart, tier.periodEnd])).toEqual([
      [1, 2],
      [3, 7],
      [8, 18],
      [19, 29],
      [30, null],
    ]);
  });
});
