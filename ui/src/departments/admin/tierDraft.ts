import {
  baseTier,
  type DepartmentTier,
  discountFromPrice,
  parseDecimal,
  priceFromDiscount,
  type TierField,
  tierDiscountPercent,
  validateTierSet,
} from '@ppp/domain';
import type { TierBody } from '../departmentApi.ts';

// The tier dialog's rows as typed, and the rules both areas' dialogs apply to them (D4, D14, spec-2 §9).

export interface TierDraft {
  key: number;
  periodStart: string;
  periodEnd: string;
  pricePerDay: string;
  discountPercent: string;
}

let nextKey = 1;
const draft = (fields: Omit<TierDraft, 'key'>): TierDraft => ({ key: nextKey++, ...fields });

export const draftsOf = (tiers: readonly DepartmentTier[]): TierDraft[] =>
  [...tiers]
    .sort((a, b) => a.periodStart - b.periodStart)
    .map((tier) =>
      draft({
        periodStart: String(tier.periodStart),
        periodEnd: tier.periodEnd === null ? '' : String(tier.periodEnd),
        pricePerDay: tier.pricePerDay,
        discountPercent: tier.discountPercent,
      }),
    );

const whole = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const decimalText = (text: string) => text.replace(/[\s\u00a0]/g, '').replace(',', '.');

/** The write the rows mean: days as numbers, an empty end as open ended. */
export const tierBodies = (rows: readonly TierDraft[]): TierBody[] =>
  rows.map((row) => ({
    periodStart: whole(row.periodStart) as number,
    periodEnd: whole(row.periodEnd),
    pricePerDay: decimalText(row.pricePerDay),
  }));

/** The set's problems by row and field, as the server would answer them (D4). */
export function tierProblems(rows: readonly TierDraft[]): Record<number, Partial<Record<TierField, string>>> {
  const problems: Record<number, Partial<Record<TierField, string>>> = {};
  for (const issue of validateTierSet(tierBodies(rows))) {
    problems[issue.index] ??= {};
    problems[issue.index][issue.field] ??= issue.message;
  }
  return problems;
}

/** A new row after the last one: from the day after its end (or its start), open ended. */
export function appendTier(rows: readonly TierDraft[]): TierDraft[] {
  const last = rows.at(-1);
  const start = last ? (whole(last.periodEnd) ?? whole(last.periodStart) ?? 0) + 1 : 1;
  const base = baseOf(rows);
  return [
    ...rows.map((row) =>
      row === last && row.periodEnd === '' ? { ...row, periodEnd: String(start - 1) } : row,
    ),
    draft({
      periodStart: String(start),
      periodEnd: '',
      pricePerDay: base?.pricePerDay ?? '100.00',
      discountPercent: '0.00',
    }),
  ];
}

function baseOf(rows: readonly TierDraft[]) {
  const tiers = rows
    .map((row) => ({
      row,
      periodStart: whole(row.periodStart) ?? Number.POSITIVE_INFINITY,
      pricePerDay: row.pricePerDay,
    }))
    .filter((tier) => Number.isFinite(tier.periodStart));
  return baseTier(tiers)?.row ?? null;
}

/** Each row's discount against the base row, from the prices (D4: the price is the truth). */
export function discountOf(rows: readonly TierDraft[], row: TierDraft): string {
  const base = baseOf(rows);
  if (!base || parseDecimal(base.pricePerDay) === null || parseDecimal(row.pricePerDay) === null) return '—';
  return tierDiscountPercent(decimalText(base.pricePerDay), decimalText(row.pricePerDay));
}

/**
 * spec-2 §9 (general): price and discount kept in step against the base (the day-1 row). A typed
 * price gives the discount; a typed discount gives the price; a new base price moves the others'
 * prices by their discounts.
 */
export function changeTier(
  rows: readonly TierDraft[],
  key: number,
  field: keyof Omit<TierDraft, 'key'>,
  value: string,
  syncs: boolean,
): TierDraft[] {
  const changed = rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));
  if (!syncs) return changed;
  const base = baseOf(changed);
  if (!base || parseDecimal(base.pricePerDay) === null) return changed;
  const basePrice = decimalText(base.pricePerDay);
  return changed.map((row) => {
    if (row === base) return { ...row, discountPercent: '0.00' };
    if (row.key === key && field === 'pricePerDay' && parseDecimal(value) !== null) {
      return { ...row, discountPercent: discountFromPrice(basePrice, decimalText(value)) };
    }
    if ((row.key === key && field === 'discountPercent') || (base.key === key && field === 'pricePerDay')) {
      const discount = parseDecimal(row.discountPercent);
      if (discount === null || discount.lt(0) || discount.gt(100)) return row;
      return { ...row, pricePerDay: priceFromDiscount(basePrice, decimalText(row.discountPercent)) };
    }
    return row;
  });
}
