import {
  type Decimal,
  type DecimalInput,
  discountFactor,
  divideToMoney,
  HUNDRED,
  toDecimal,
  toMoney,
} from './money.ts';

/** What pricing needs of a price tier (spec-1 §3); catalogue rows carry more fields. */
export interface PriceTierLike {
  periodStart: number;
  /** null or absent: open ended. */
  periodEnd?: number | null;
  pricePerDay: DecimalInput;
}

/** A tier with its derived discount, as defaults and editors produce it. */
export interface PriceTierDraft {
  periodStart: number;
  periodEnd: number | null;
  pricePerDay: string;
  discountPercent: string;
}

function covers(tier: PriceTierLike, days: number): boolean {
  const end = tier.periodEnd ?? Number.POSITIVE_INFINITY;
  return tier.periodStart <= days && days <= end;
}

/** D4: the base tier is the one with the smallest periodStart; none for an empty set. */
export function baseTier<T extends PriceTierLike>(tiers: readonly T[]): T | null {
  let base: T | null = null;
  for (const tier of tiers) {
    if (base === null || tier.periodStart < base.periodStart) base = tier;
  }
  return base;
}

/**
 * D4: the tier for N days. Among the tiers whose periodStart ≤ N ≤ periodEnd (no end = open), the one
 * with the greatest periodStart; if none, the tier with the greatest periodStart ≤ N; if none, the
 * base tier. An empty set answers null.
 */
export function priceTierFor<T extends PriceTierLike>(tiers: readonly T[], days: number): T | null {
  let covering: T | null = null;
  let startedBefore: T | null = null;
  for (const tier of tiers) {
    if (tier.periodStart > days) continue;
    if (startedBefore === null || tier.periodStart > startedBefore.periodStart) startedBefore = tier;
    if (covers(tier, days) && (covering === null || tier.periodStart > covering.periodStart)) covering = tier;
  }
  return covering ?? startedBefore ?? baseTier(tiers);
}

/**
 * D4 / spec-1 §9: discount of a tier price against the base price,
 * (base − price) / base × 100 to two decimals; "0.00" against a base of 0.
 */
export function tierDiscountPercent(
  basePrice: DecimalInput | Decimal,
  price: DecimalInput | Decimal,
): string {
  const base = toDecimal(basePrice);
  if (base.eq(0)) return '0.00';
  return divideToMoney(base.minus(toDecimal(price)).times(HUNDRED), base);
}

/** Tier dialog sync (spec-2 §9): the discount a typed price means. Same rule as tierDiscountPercent. */
export function discountFromPrice(basePrice: DecimalInput | Decimal, price: DecimalInput | Decimal): string {
  return tierDiscountPercent(basePrice, price);
}

/** Tier dialog sync (spec-2 §9): price = base × (1 − discount / 100), to two decimals. */
export function priceFromDiscount(basePrice: DecimalInput | Decimal, discountPercent: DecimalInput): string {
  return toMoney(toDecimal(basePrice).times(discountFactor(discountPercent)));
}

const defaultPeriods: readonly (readonly [number, number | null])[] = [
  [1, 2],
  [3, 7],
  [8, 18],
  [19, 29],
  [30, null],
];

/** spec-1 §9: the tiers a new equipment starts with: five periods, 100 zł each, 0 %. */
export const DEFAULT_PRICE_TIERS: readonly PriceTierDraft[] = Object.freeze(
  defaultPeriods.map(([periodStart, periodEnd]) =>
    Object.freeze({ periodStart, periodEnd, pricePerDay: '100.00', discountPercent: '0.00' }),
  ),
);

/**
 * spec-1 §9: a tier set exactly equal to the default (same five periods, 100 zł, 0 %) means the
 * admin has not configured pricing yet. Order does not matter; a discount, when given, must be 0.
 */
export function isDefaultTierSet(
  tiers: readonly (PriceTierLike & { discountPercent?: DecimalInput | null })[],
): boolean {
  if (tiers.length !== DEFAULT_PRICE_TIERS.length) return false;
  const sorted = [...tiers].sort((a, b) => a.periodStart - b.periodStart);
  return sorted.every((tier, index) => {
    const expected = DEFAULT_PRICE_TIERS[index];
    const discount = tier.discountPercent ?? 0;
    return (
      tier.periodStart === expected.periodStart &&
      (tier.periodEnd ?? null) === expected.periodEnd &&
      toDecimal(tier.pricePerDay).eq(expected.pricePerDay) &&
      toDecimal(discount).eq(0)
    );
  });
}

/** The row warning of equipment whose tiers are still the default set (spec-1 §9), in every list. */
export const DEFAULT_PRICING_NOTICE = 'Cennik domyślny — skonfiguruj ceny';

/** spec-2 §9: electrical default discounts of the five default periods. */
const ELECTRICAL_DEFAULT_DISCOUNTS: readonly string[] = Object.freeze([
  '0.00',
  '14.29',
  '28.57',
  '42.86',
  '57.14',
]);

const ELECTRICAL_DEFAULT_START_PRICE = '100.00';

/** spec-2 §9: electrical default tiers from a starting price; price = start × (1 − d / 100), rounded. */
export function electricalDefaultTiers(
  startPrice: DecimalInput = ELECTRICAL_DEFAULT_START_PRICE,
): PriceTierDraft[] {
  return defaultPeriods.map(([periodStart, periodEnd], index) => {
    const discountPercent = ELECTRICAL_DEFAULT_DISCOUNTS[index];
    return {
      periodStart,
      periodEnd,
      pricePerDay: priceFromDiscount(startPrice, discountPercent),
      discountPercent,
    };
  });
}
