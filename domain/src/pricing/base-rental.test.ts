import { describe, expect, it } from 'vitest';
import { type BaseRentalInput, baseRentalCost } from './base-rental.ts';
import { standardTiers } from './equipment-test-data.ts';

type Row = { spec: string; input: Omit<BaseRentalInput, 'tiers'> & { tiers?: BaseRentalInput['tiers'] } } & {
  expected: [
    pricePerDay: string,
    discountPercent: string,
    discountOverride: string | null,
    basePrice: string,
  ];
};

describe('baseRentalCost (D4 schemas, spec-1 §9)', () => {
  it.each<Row>([
    {
      spec: 'D4 first_day: 1 day at the 1–2 tier',
      input: { method: 'first_day', quantity: 1, rentalPeriodDays: 1 },
      expected: ['100.00', '0.00', null, '100.00'],
    },
    {
      spec: 'D4 first_day: every day at the tier for the whole length (5 days → 90 zł × 2 × 5)',
      input: { method: 'first_day', quantity: 2, rentalPeriodDays: 5 },
      expected: ['100.00', '10.00', null, '900.00'],
    },
    {
      spec: 'D4 first_day: 30 days at the open tier (60 zł × 3 × 30)',
      input: { method: 'first_day', quantity: 3, rentalPeriodDays: 30 },
      expected: ['100.00', '40.00', null, '5400.00'],
    },
    {
      spec: 'D4 first_day: 365 days (60 zł × 365)',
      input: { method: 'first_day', quantity: 1, rentalPeriodDays: 365 },
      expected: ['100.00', '40.00', null, '21900.00'],
    },
    {
      spec: 'D4 progressive: 1 day is the base price',
      input: { method: 'progressive', quantity: 1, rentalPeriodDays: 1 },
      expected: ['100.00', '0.00', null, '100.00'],
    },
    {
      spec: 'D4 progressive: 3 days = 100 + 100 + 90; average 96.67 → 3.33 %',
      input: { method: 'progressive', quantity: 1, rentalPeriodDays: 3 },
      expected: ['100.00', '3.33', null, '290.00'],
    },
    {
      spec: 'D4 progressive: 5 days = 2 × 100 + 3 × 90 = 470; average 94 → 6 %',
      input: { method: 'progressive', quantity: 1, rentalPeriodDays: 5 },
      expected: ['100.00', '6.00', null, '470.00'],
    },
    {
      spec: 'D4 progressive: 10 days = 200 + 450 + 240 = 890, × 2',
      input: { method: 'progressive', quantity: 2, rentalPeriodDays: 10 },
      expected: ['100.00', '11.00', null, '1780.00'],
    },
    {
      spec: 'D4 progressive: 30 days = 200 + 450 + 880 + 770 + 60 = 2360; 21.33 %',
      input: { method: 'progressive', quantity: 1, rentalPeriodDays: 30 },
      expected: ['100.00', '21.33', null, '2360.00'],
    },
    {
      spec: 'D4 override replaces the tiers: 100 × 0.85 × 2 × 5 (first_day)',
      input: { method: 'first_day', quantity: 2, rentalPeriodDays: 5, discountOverride: 15 },
      expected: ['100.00', '15.00', '15.00', '850.00'],
    },
    {
      spec: 'D4 override under progressive too: 100 × 0.875 × 10',
      input: { method: 'progressive', quantity: 1, rentalPeriodDays: 10, discountOverride: '12.5' },
      expected: ['100.00', '12.50', '12.50', '875.00'],
    },
    {
      spec: 'D4 override 0 is an override: the tier discount no longer applies',
      input: { method: 'first_day', quantity: 1, rentalPeriodDays: 5, discountOverride: '0' },
      expected: ['100.00', '0.00', '0.00', '500.00'],
    },
    {
      spec: 'D4 override 100: nothing to pay for the days',
      input: { method: 'first_day', quantity: 4, rentalPeriodDays: 9, discountOverride: 100 },
      expected: ['100.00', '100.00', '100.00', '0.00'],
    },
    {
      spec: 'D4 override rounded once on the line: 10.01 × 0.5 × 3 = 15.015 → 15.02',
      input: {
        tiers: [{ periodStart: 1, pricePerDay: '10.01' }],
        method: 'first_day',
        quantity: 1,
        rentalPeriodDays: 3,
        discountOverride: 50,
      },
      expected: ['10.01', '50.00', '50.00', '15.02'],
    },
    {
      spec: 'D4 against a base price of 0 every discount is 0',
      input: {
        tiers: [{ periodStart: 1, pricePerDay: 0 }],
        method: 'progressive',
        quantity: 1,
        rentalPeriodDays: 4,
      },
      expected: ['0.00', '0.00', null, '0.00'],
    },
    {
      spec: 'reading: equipment without tiers prices its days at 0',
      input: { tiers: [], method: 'first_day', quantity: 2, rentalPeriodDays: 3 },
      expected: ['0.00', '0.00', null, '0.00'],
    },
  ])('$spec', ({ input, expected }) => {
    const rental = baseRentalCost({ tiers: standardTiers, ...input });
    expect([rental.pricePerDay, rental.discountPercent, rental.discountOverride, rental.basePrice]).toEqual(
      expected,
    );
  });
});
