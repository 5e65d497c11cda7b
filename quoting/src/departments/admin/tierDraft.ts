import {
  baseTier,
  countFromText,
  type DepartmentTier,
  decimalPlaces,
  decimalTextValue,
  discountFromPrice,
  formatDecimalText,
  itemInputMessages,
  parseDecimal,
  priceFromDiscount,
  readDecimalText,
  type TierField,
  tierDiscountPercent,
  validateTierSet,
} from '@ppp/domain';
import type { TierBody } from '../departmentApi.ts';

// The tier dialog's rows as typed, and the rules both areas' dialogs apply to them (D4, D14, spec-2 §9).
// Every figure is text read by the one parser of typed numbers (D20) and shown the Polish way.

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
        periodStart: formatDecimalText(tier.periodStart, 'count'),
        periodEnd: formatDecimalText(tier.periodEnd, 'count'),
        pricePerDay: formatDecimalText(tier.pricePerDay, 'money'),
        discountPercent: formatDecimalText(tier.discountPercent, 'percent'),
      }),
    );

/** A typed price ('95,5', '1 200') as its decimal ('95.5', '1200'); null when empty or no number. */
const priceOf = (text: string) => {
  const reading = readDecimalText(text, decimalPlaces.money);
  return reading.state === 'number' ? reading.value : null;
};
/** A typed discount ('12,5') as its decimal; null when empty or no number. */
const typedDiscount = (text: string) => {
  const reading = readDecimalText(text, decimalPlaces.percent);
  return reading.state === 'number' ? parseDecimal(reading.value) : null;
};

/** The write the rows mean: days as numbers, an empty end as open ended, prices as '95.50'. */
export const tierBodies = (rows: readonly TierDraft[]): TierBody[] =>
  rows.map((row) => ({
    periodStart: countFromText(row.periodStart) as number,
    periodEnd: countFromText(row.periodEnd),
    pricePerDay: decimalTextValue(row.pricePerDay, 'money') ?? '',
  }));

/**
 * The set's problems by row and field, as the server would answer them (D4); a price the parser
 * cannot read ('1.234,50', '9,805') is 'Nieprawidłowa liczba' (D20).
 */
export function tierProblems(rows: readonly TierDraft[]): Record<number, Partial<Record<TierField, string>>> {
  const problems: Record<number, Partial<Record<TierField, string>>> = {};
  rows.forEach((row, index) => {
    const reading = readDecimalText(row.pricePerDay, decimalPlaces.money);
    if (reading.state === 'invalid') problems[index] = { pricePerDay: reading.message };
  });
  for (const issue of validateTierSet(tierBodies(rows))) {
    problems[issue.index] ??= {};
    problems[issue.index][issue.field] ??= issue.message;
  }
  return problems;
}

/** The discount a typed discount field shows once left (D20): the discount is a percent with two places. */
const discountText = (discount: string) => formatDecimalText(discount, 'percent');

/** A new row after the last one: from the day after its end (or its start), open ended. */
export function appendTier(rows: readonly TierDraft[]): TierDraft[] {
  const last = rows.at(-1);
  const start = last ? (countFromText(last.periodEnd) ?? countFromText(last.periodStart) ?? 0) + 1 : 1;
  const base = baseOf(rows);
  return [
    ...rows.map((row) =>
      row === last && row.periodEnd === ''
        ? { ...row, periodEnd: formatDecimalText(start - 1, 'count') }
        : row,
    ),
    draft({
      periodStart: formatDecimalText(start, 'count'),
      periodEnd: '',
      pricePerDay: base?.pricePerDay ?? formatDecimalText('100', 'money'),
      discountPercent: discountText('0'),
    }),
  ];
}

function baseOf(rows: readonly TierDraft[]) {
  const tiers = rows
    .map((row) => ({
      row,
      periodStart: countFromText(row.periodStart) ?? Number.POSITIVE_INFINITY,
      pricePerDay: row.pricePerDay,
    }))
    .filter((tier) => Number.isFinite(tier.periodStart));
  return baseTier(tiers)?.row ?? null;
}

/** Each row's discount against the base row, from the prices (D4: the price is the truth). */
export function discountOf(rows: readonly TierDraft[], row: TierDraft): string {
  const base = baseOf(rows);
  const basePrice = base ? priceOf(base.pricePerDay) : null;
  const price = priceOf(row.pricePerDay);
  if (basePrice === null || price === null) return '—';
  return tierDiscountPercent(basePrice, price);
}

/**
 * Every row's discount from its price against the base (the base 0), where both prices read (D4:
 * the price is the truth); the rows as they are without a base price.
 */
function discountsFromPrices(rows: readonly TierDraft[]): TierDraft[] {
  const base = baseOf(rows);
  const basePrice = base ? priceOf(base.pricePerDay) : null;
  if (!base || basePrice === null) return [...rows];
  return rows.map((row) => {
    if (row === base) return { ...row, discountPercent: discountText('0') };
    const price = priceOf(row.pricePerDay);
    return price === null
      ? row
      : { ...row, discountPercent: discountText(discountFromPrice(basePrice, price)) };
  });
}

/**
 * spec-2 §9 (general): price and discount kept in step against the base (the day-1 row). A typed
 * price gives the discount; a typed discount (at most 100) gives the price; a new base price, or
 * another row becoming the base (a start typed), keeps the others' prices and gives them their new
 * discounts (D4: the price is the truth).
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
  const basePrice = base ? priceOf(base.pricePerDay) : null;
  if (!base || basePrice === null) return changed;
  if (field === 'periodStart' || (base.key === key && field === 'pricePerDay')) {
    return discountsFromPrices(changed);
  }
  return changed.map((row) => {
    if (row === base) return { ...row, discountPercent: discountText('0') };
    if (row.key !== key) return row;
    if (field === 'pricePerDay') {
      const price = priceOf(value);
      return price === null
        ? row
        : { ...row, discountPercent: discountText(discountFromPrice(basePrice, price)) };
    }
    if (field === 'discountPercent') {
      const discount = typedDiscount(row.discountPercent);
      if (discount === null || discount.gt(100)) return row;
      return {
        ...row,
        pricePerDay: formatDecimalText(priceFromDiscount(basePrice, discount.toString()), 'money'),
      };
    }
    return row;
  });
}

/**
 * The rows without the removed one (`key`); where prices and discounts are kept in step, the rest
 * take their discounts against the base that is left (the removed row may have been the base).
 */
export function removeTier(rows: readonly TierDraft[], key: number, syncs: boolean): TierDraft[] {
  const left = rows.filter((row) => row.key !== key);
  return syncs ? discountsFromPrices(left) : left;
}

/**
 * An unreadable discount of the general area's rows (D20), or one above 100 % (spec-2: 'discount 0 to
 * 100', D19: '150 %' marked at once), under its field. Below 0 is a tier dearer than the base: its
 * price is the truth (D4), whether typed or derived from a price.
 */
export const discountProblem = (row: TierDraft): string | undefined => {
  const reading = readDecimalText(row.discountPercent, decimalPlaces.percent);
  if (reading.state === 'invalid') return reading.message;
  return typedDiscount(row.discountPercent)?.gt(100) ? itemInputMessages.discountOverride : undefined;
};
