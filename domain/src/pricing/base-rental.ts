import {
  type Decimal,
  type DecimalInput,
  discountFactor,
  divideToMoney,
  HUNDRED,
  roundMoney,
  toDecimal,
  toMoney,
  ZERO,
} from './money.ts';
import { baseTier, type PriceTierLike, priceTierFor, tierDiscountPercent } from './tiers.ts';

/** A pricing schema's calculationMethod (spec-1 §3). */
export type PricingMethod = 'first_day' | 'progressive';

export interface BaseRentalInput {
  tiers: readonly PriceTierLike[];
  method: PricingMethod;
  quantity: number;
  rentalPeriodDays: number;
  /** 0–100; null or absent: the tiers decide. */
  discountOverride?: DecimalInput | null;
}

export interface BaseRental {
  /** The base tier's price (D4: the item answers its base price). */
  pricePerDay: string;
  /** The discount the item got against the base price, two decimals. */
  discountPercent: string;
  discountOverride: string | null;
  /** The rental line: what the days cost before any other cost block. */
  basePrice: string;
}

/** D4 first_day: every day at the price of the tier for the whole rental length. */
function firstDayRental(tiers: readonly PriceTierLike[], base: Decimal, days: number, quantity: number) {
  const tier = priceTierFor(tiers, days);
  const price = tier ? toDecimal(tier.pricePerDay) : ZERO;
  return {
    discountPercent: tierDiscountPercent(base, price),
    basePrice: roundMoney(price.times(toDecimal(quantity)).times(toDecimal(days))),
  };
}

/** The summed price of days 1..N, each at the price of the tier for that day. */
function progressiveDaySum(tiers: readonly PriceTierLike[], days: number): Decimal {
  // The tier for day d can change only where a period starts or has just ended, so each run of
  // days between two such breakpoints is priced at once, by the tier of its first day.
  const breakpoints = new Set<number>([1, days + 1]);
  for (const tier of tiers) {
    breakpoints.add(tier.periodStart);
    if (tier.periodEnd !== null && tier.periodEnd !== undefined) breakpoints.add(tier.periodEnd + 1);
  }
  const starts = [...breakpoints].filter((day) => day >= 1 && day <= days + 1).sort((a, b) => a - b);
  let sum = ZERO;
  for (let index = 0; index < starts.length - 1; index += 1) {
    const tier = priceTierFor(tiers, starts[index]);
    if (tier) sum = sum.plus(toDecimal(tier.pricePerDay).times(toDecimal(starts[index + 1] - starts[index])));
  }
  return sum;
}

/**
 * D4 progressive: day d at the price of the tier for d. The discount is the average daily price
 * against the base price, (base × N − sum) / (base × N) × 100, two decimals (spec-1 §9 "averages it").
 */
function progressiveRental(tiers: readonly PriceTierLike[], base: Decimal, days: number, quantity: number) {
  const sum = progressiveDaySum(tiers, days);
  const fullPrice = base.times(toDecimal(days));
  const discountPercent = fullPrice.eq(0)
    ? '0.00'
    : divideToMoney(fullPrice.minus(sum).times(HUNDRED), fullPrice);
  return { discountPercent, basePrice: roundMoney(sum.times(toDecimal(quantity))) };
}

/**
 * The rental line of an equipment item under either schema, or under a manual override (D4):
 * base price × (1 − override / 100) × quantity × days, rounded once on the line.
 * Reading (D4 "replaces the tier result"): under an override, discountPercent is the override.
 * Reading: equipment without tiers prices its days at 0 (pricePerDay "0.00"), not an error; D8 keeps
 * at least one tier, so this only guards half-imported data.
 */
export function baseRentalCost(input: BaseRentalInput): BaseRental {
  const { tiers, method, quantity, rentalPeriodDays: days } = input;
  const baseRow = baseTier(tiers);
  const base = baseRow ? toDecimal(baseRow.pricePerDay) : ZERO;
  const pricePerDay = toMoney(base);
  const override = input.discountOverride ?? null;
  if (override !== null && override !== '') {
    const basePrice = roundMoney(
      base.times(discountFactor(override)).times(toDecimal(quantity)).times(toDecimal(days)),
    );
    const discountPercent = toMoney(override);
    return { pricePerDay, discountPercent, discountOverride: discountPercent, basePrice: toMoney(basePrice) };
  }
  const rental =
    method === 'progressive'
      ? progressiveRental(tiers, base, days, quantity)
      : firstDayRental(tiers, base, days, quantity);
  return {
    pricePerDay,
    discountPercent: rental.discountPercent,
    discountOverride: null,
    basePrice: toMoney(rental.basePrice),
  };
}
