import { parseDecimal } from './money.ts';

/** A tier as a write request may carry it: anything may be missing or malformed. */
export interface TierWrite {
  periodStart?: unknown;
  periodEnd?: unknown;
  pricePerDay?: unknown;
}

export type TierField = 'periodStart' | 'periodEnd' | 'pricePerDay';

/** One field-level problem of a tier set; `index` is the tier's position in the given list. */
export interface TierIssue {
  index: number;
  field: TierField;
  message: string;
}

export const tierMessages = {
  /** spec-1 §5, verbatim. */
  startTooSmall: 'Początek okresu musi być większy od 0',
  startNotWhole: 'Początek okresu musi być liczbą całkowitą dni',
  endNotWhole: 'Koniec okresu musi być liczbą całkowitą dni',
  endBeforeStart: 'Koniec okresu nie może być wcześniejszy niż początek',
  /** spec-1 §5, verbatim. */
  priceRequired: 'Cena jest wymagana',
  priceNotNumber: 'Cena musi być liczbą',
  priceNegative: 'Cena nie może być ujemna',
  overlap: 'Okresy cenowe nie mogą się nakładać',
  /** A price whose discount against the base tier (D4, derived) could not be stored. */
  tooFarFromBase: 'Cena progu zbyt odbiega od ceny bazowej',
} as const;

/** A derived discount is stored in 14 digits with 2 after the point (numeric(14,2)): below 10¹² %. */
const DISCOUNT_LIMIT = 1e12;

interface Period {
  index: number;
  start: number;
  end: number;
}

function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function checkPeriod(tier: TierWrite, index: number, issues: TierIssue[]): Period | null {
  const { periodStart, periodEnd } = tier;
  // A start that is there but no number ('3,5', 'abc') is no whole number of days; a missing one is too small.
  if (!isAbsent(periodStart) && typeof periodStart !== 'number') {
    issues.push({ index, field: 'periodStart', message: tierMessages.startNotWhole });
    return null;
  }
  if (typeof periodStart !== 'number' || !Number.isFinite(periodStart) || periodStart < 1) {
    issues.push({ index, field: 'periodStart', message: tierMessages.startTooSmall });
    return null;
  }
  if (!Number.isInteger(periodStart)) {
    issues.push({ index, field: 'periodStart', message: tierMessages.startNotWhole });
    return null;
  }
  if (isAbsent(periodEnd)) return { index, start: periodStart, end: Number.POSITIVE_INFINITY };
  if (typeof periodEnd !== 'number' || !Number.isInteger(periodEnd)) {
    issues.push({ index, field: 'periodEnd', message: tierMessages.endNotWhole });
    return null;
  }
  if (periodEnd < periodStart) {
    issues.push({ index, field: 'periodEnd', message: tierMessages.endBeforeStart });
    return null;
  }
  return { index, start: periodStart, end: periodEnd };
}

function checkPrice(tier: TierWrite, index: number, issues: TierIssue[]): void {
  if (isAbsent(tier.pricePerDay)) {
    issues.push({ index, field: 'pricePerDay', message: tierMessages.priceRequired });
    return;
  }
  const price = parseDecimal(tier.pricePerDay);
  if (price === null) issues.push({ index, field: 'pricePerDay', message: tierMessages.priceNotNumber });
  else if (price.lt(0)) issues.push({ index, field: 'pricePerDay', message: tierMessages.priceNegative });
}

/**
 * D4 / spec-1 §5: a tier set may be written only when every periodStart ≥ 1, every periodEnd ≥ its
 * periodStart (or empty = open), every price is present and ≥ 0, and no two periods overlap.
 * Gaps are allowed. An overlap is reported on the later of the two tiers (greater start), at
 * periodStart. An empty list answers no issue. Answers [] when the set may be written.
 */
export function validateTierSet(tiers: readonly TierWrite[]): TierIssue[] {
  const issues: TierIssue[] = [];
  const periods: Period[] = [];
  tiers.forEach((tier, index) => {
    const period = checkPeriod(tier, index, issues);
    if (period) periods.push(period);
    checkPrice(tier, index, issues);
  });
  periods.sort((a, b) => a.start - b.start || a.index - b.index);
  let reachedEnd = Number.NEGATIVE_INFINITY;
  for (const period of periods) {
    if (period.start <= reachedEnd) {
      issues.push({ index: period.index, field: 'periodStart', message: tierMessages.overlap });
    }
    reachedEnd = Math.max(reachedEnd, period.end);
  }
  // D4: each tier's discount is derived against the base tier (the smallest start): it must be storable.
  const base = periods[0] && parseDecimal(tiers[periods[0].index].pricePerDay);
  if (base?.gt(0))
    tiers.forEach((tier, index) => {
      const price = parseDecimal(tier.pricePerDay);
      if (price && base.minus(price).times(100).div(base).abs().gte(DISCOUNT_LIMIT))
        issues.push({ index, field: 'pricePerDay', message: tierMessages.tooFarFromBase });
    });
  return issues.sort((a, b) => a.index - b.index);
}
