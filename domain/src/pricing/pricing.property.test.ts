import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseRentalCost, type PricingMethod } from './base-rental.ts';
import { categoryNames } from './categories.ts';
import type { EquipmentItemInput, EquipmentPricingData } from './equipment-input.ts';
import { priceEquipmentItem } from './equipment-item.ts';
import { Decimal, ZERO } from './money.ts';
import { validateTierSet } from './tier-validation.ts';
import { type PriceTierLike, priceTierFor } from './tiers.ts';
import { quoteTotals } from './totals.ts';

/** Amounts are generated as whole grosze and written as text, so no binary float enters. */
const grosze = (max: number) => fc.integer({ min: 0, max }).map((g) => new Decimal(g).div(100).toFixed(2));
const money = grosze(10_000_000);

/** A valid tier set (D4): increasing starts, optional gaps, last period open or closed. */
const tierSet: fc.Arbitrary<PriceTierLike[]> = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 5 }),
      length: fc.integer({ min: 1, max: 40 }),
      price: grosze(100_000),
    }),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .chain((parts) =>
    fc.boolean().map((openEnd) => {
      let next = 1;
      return parts.map((part, index) => {
        const periodStart = next + part.gap;
        const periodEnd = openEnd && index === parts.length - 1 ? null : periodStart + part.length - 1;
        next = (periodEnd ?? periodStart) + 1;
        return { periodStart, periodEnd, pricePerDay: part.price };
      });
    }),
  );

const categoryName = fc.constantFrom<string>(
  ...Object.values(categoryNames),
  'Kurtyny powietrzne',
  'Wyciągi spalin',
);
const method = fc.constantFrom<PricingMethod>('first_day', 'progressive');
const small = (max: number) => fc.option(grosze(max), { nil: undefined });
const count = fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined });

const equipment: fc.Arbitrary<EquipmentPricingData> = fc.record({
  categoryName,
  tiers: tierSet,
  fuelConsumption75: fc.option(grosze(5_000), { nil: null }),
  serviceCosts: fc.option(
    fc.record({
      serviceIntervalMonths: fc.option(fc.integer({ min: 0, max: 36 }), { nil: null }),
      serviceIntervalKm: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
      serviceIntervalMotohours: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
    }),
    { nil: null },
  ),
  serviceItems: fc.array(fc.record({ itemCost: grosze(100_000) }), { maxLength: 5 }),
  extras: fc.constant([
    { id: 1, type: 'additional' as const, price: '120.00' },
    { id: 2, type: 'accessories' as const, price: '35.55' },
  ]),
});

function itemFor(data: EquipmentPricingData): fc.Arbitrary<EquipmentItemInput> {
  const fuelOffered = !['Kurtyny powietrzne', 'Wyciągi spalin'].includes(data.categoryName ?? '');
  return fc.record({
    quantity: fc.integer({ min: 1, max: 50 }),
    rentalPeriodDays: fc.integer({ min: 1, max: 365 }),
    discountOverride: fc.option(grosze(10_000), { nil: null }),
    includeFuelCost: fuelOffered ? fc.boolean() : fc.constant(false),
    includeInstallationCost: fc.boolean(),
    includeDisassemblyCost: fc.boolean(),
    includeTravelServiceCost: fc.boolean(),
    includeServiceItems: fc.boolean(),
    includeMaintenanceCost: fc.boolean(),
    fuelPricePerLiter: small(2_000),
    fuelConsumptionLH: small(5_000),
    fuelConsumptionPer100km: small(5_000),
    hoursPerDay: fc.option(
      fc.integer({ min: 100, max: 2_400 }).map((h) => new Decimal(h).div(100).toFixed(2)),
      { nil: undefined },
    ),
    kilometersPerDay: small(100_000),
    installationDistanceKm: small(100_000),
    travelRatePerKm: small(1_000),
    numberOfTechnicians: count,
    serviceRatePerTechnician: small(50_000),
    disassemblyDistanceKm: small(100_000),
    disassemblyNumberOfTechnicians: count,
    travelServiceDistanceKm: small(100_000),
    travelServiceNumberOfTrips: count,
    serviceItem1Cost: small(100_000),
    serviceItem2Cost: small(100_000),
    selectedAdditional: fc.subarray([1, 2, 3]),
    selectedAccessories: fc.subarray([1, 2, 3]),
  });
}

const pricedItem = fc
  .tuple(equipment, method)
  .chain(([data, schema]) => itemFor(data).map((input) => ({ data, schema, input })));

const parts = [
  'basePrice',
  'totalFuelCost',
  'totalInstallationCost',
  'totalDisassemblyCost',
  'totalTravelServiceCost',
  'totalMaintenanceCost',
  'totalServiceItemsCost',
  'additionalCost',
  'accessoriesCost',
] as const;

describe('pricing properties', () => {
  it('D4 an item total equals the sum of its shown parts, and no part is negative', () => {
    fc.assert(
      fc.property(pricedItem, ({ data, schema, input }) => {
        const price = priceEquipmentItem(input, data, schema);
        const sum = parts.reduce((total, part) => total.plus(price[part]), ZERO);
        expect(price.totalPrice).toBe(sum.toFixed(2));
        for (const part of parts) expect(new Decimal(price[part]).gte(0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('D4 first_day without override: tier price × quantity × days, exactly', () => {
    fc.assert(
      fc.property(
        tierSet,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 365 }),
        (tiers, quantity, days) => {
          const rental = baseRentalCost({ tiers, method: 'first_day', quantity, rentalPeriodDays: days });
          const tier = priceTierFor(tiers, days)!;
          expect(rental.basePrice).toBe(new Decimal(tier.pricePerDay).times(quantity).times(days).toFixed(2));
        },
      ),
    );
  });

  it('D4 progressive without override: the per-day tier prices summed × quantity, exactly', () => {
    fc.assert(
      fc.property(
        tierSet,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 365 }),
        (tiers, quantity, days) => {
          let sum = ZERO;
          for (let day = 1; day <= days; day += 1) sum = sum.plus(priceTierFor(tiers, day)!.pricePerDay);
          const rental = baseRentalCost({ tiers, method: 'progressive', quantity, rentalPeriodDays: days });
          expect(rental.basePrice).toBe(sum.times(quantity).toFixed(2));
        },
      ),
    );
  });

  it('D4 the tier for N covers N whenever some tier does; generated sets pass validation', () => {
    fc.assert(
      fc.property(tierSet, fc.integer({ min: 1, max: 400 }), (tiers, days) => {
        expect(validateTierSet(tiers)).toEqual([]);
        const covering = tiers.filter((t) => t.periodStart <= days && days <= (t.periodEnd ?? Infinity));
        if (covering.length > 0) expect(covering).toContain(priceTierFor(tiers, days));
      }),
    );
  });

  const itemTotals = fc.array(money, { maxLength: 30 });
  const vatRate = fc.integer({ min: 0, max: 10_000 }).map((r) => new Decimal(r).div(100).toFixed(2));

  it('D4 totals are never negative and gross = net + VAT exactly', () => {
    fc.assert(
      fc.property(itemTotals, vatRate, (items, rate) => {
        const { totalNet, vatAmount, totalGross } = quoteTotals(items, rate);
        for (const amount of [totalNet, vatAmount, totalGross]) expect(new Decimal(amount).gte(0)).toBe(true);
        expect(new Decimal(totalNet).plus(vatAmount).toFixed(2)).toBe(totalGross);
      }),
    );
  });

  it('D4 the order of items does not change the totals', () => {
    fc.assert(
      fc.property(
        fc.array(pricedItem, { maxLength: 8 }),
        vatRate,
        fc.infiniteStream(fc.nat()),
        (items, rate, seeds) => {
          const totals = items.map(
            ({ data, schema, input }) => priceEquipmentItem(input, data, schema).totalPrice,
          );
          const shuffled = totals
            .map((total) => ({ total, key: seeds.next().value }))
            .sort((a, b) => a.key - b.key)
            .map(({ total }) => total);
          expect(quoteTotals(shuffled, rate)).toEqual(quoteTotals(totals, rate));
          expect(quoteTotals([...totals].reverse(), rate)).toEqual(quoteTotals(totals, rate));
        },
      ),
      { numRuns: 50 },
    );
  });
});
