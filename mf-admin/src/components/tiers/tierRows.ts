import {
  baseTier,
  countFromText,
  dayLabel,
  decimalPlaces,
  decimalTextValue,
  type PriceTier,
  readDecimalText,
  type TierField,
  tierDiscountPercent,
  validateTierSet,
} from '@ppp/domain';
import type { TierBody } from '../../api.ts';

/** spec-1 §9 / D4: shown while a tier set is exactly the one every new equipment starts with. */
export const DEFAULT_TIERS_WARNING = 'Ceny tego sprzętu są ustawione domyślnie — skonfiguruj cennik.';

/** '1–2 dni', '30+ dni' (open ended), '1 dzień'. */
export function periodLabel({
  periodStart,
  periodEnd,
}: Pick<PriceTier, 'periodStart' | 'periodEnd'>): string {
  if (periodEnd === null) return `${periodStart}+ dni`;
  if (periodEnd === periodStart) return dayLabel(periodStart);
  return `${periodStart}–${periodEnd} dni`;
}

const percentFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

/** "14.29" -> '14,29%', "20.00" -> '20%'. */
export const formatPercent = (percent: string) =>
  `${percentFormat.format(percent as Intl.StringNumericLiteral)}%`;

export interface TierRow {
  tier: PriceTier;
  period: string;
  /** Against the base tier with domain's rule (D4), whatever the stored figure says. */
  discount: string;
  isBase: boolean;
}

/** The tiers by period start, each with its discount from its price against the base tier. */
export function tierRows(tiers: readonly PriceTier[]): TierRow[] {
  const base = baseTier(tiers);
  return [...tiers]
    .sort((a, b) => a.periodStart - b.periodStart)
    .map((tier) => ({
      tier,
      period: periodLabel(tier),
      discount: base ? tierDiscountPercent(base.pricePerDay, tier.pricePerDay) : '0.00',
      isBase: tier === base,
    }));
}

/** The tier form as typed. */
export interface TierFormValues {
  periodStart: string;
  periodEnd: string;
  pricePerDay: string;
}

const readPrice = (text: string) => readDecimalText(text, decimalPlaces.money);

/**
 * The write the form means, every figure read by the one decimal parser (D20): days as numbers, an
 * empty end as open ended, the price as decimal text ('1 250,5' → '1250.5').
 */
export function tierWrite(values: TierFormValues): TierBody {
  return {
    periodStart: countFromText(values.periodStart) ?? undefined,
    periodEnd: countFromText(values.periodEnd),
    pricePerDay: decimalTextValue(values.pricePerDay, 'money') ?? undefined,
  };
}

/**
 * The problems of one tier within the set it would make, field by field, as the server reports them
 * (D4: the whole set is checked; the server names the changed tier's problems, else the set's).
 */
export function tierIssues(
  tiers: readonly PriceTier[],
  editingId: number | null,
  write: TierBody,
): Partial<Record<TierField, string>> {
  const set = [...tiers.filter((tier) => tier.id !== editingId), write];
  const issues = validateTierSet(set);
  const own = issues.filter((issue) => issue.index === set.length - 1);
  const problems: Partial<Record<TierField, string>> = {};
  for (const issue of own.length > 0 ? own : issues) problems[issue.field] ??= issue.message;
  return problems;
}

/**
 * The problems of the typed tier (tierIssues), a price the parser cannot read ('1.234,50', '9,805')
 * told as 'Nieprawidłowa liczba'.
 */
export function tierFormIssues(
  tiers: readonly PriceTier[],
  editingId: number | null,
  values: TierFormValues,
): Partial<Record<TierField, string>> {
  const issues = tierIssues(tiers, editingId, tierWrite(values));
  const price = readPrice(values.pricePerDay);
  if (price.state === 'invalid') issues.pricePerDay = price.message;
  return issues;
}

/** The discount the typed tier would get, or null while its figures are incomplete. */
export function previewDiscount(
  tiers: readonly PriceTier[],
  editingId: number | null,
  write: TierBody,
): string | null {
  const { periodStart, pricePerDay } = write;
  if (
    periodStart === undefined ||
    !Number.isInteger(periodStart) ||
    pricePerDay === undefined ||
    readPrice(pricePerDay).state !== 'number'
  ) {
    return null;
  }
  const draft = { periodStart, pricePerDay };
  const base = baseTier([...tiers.filter((tier) => tier.id !== editingId), draft]);
  return base ? tierDiscountPercent(base.pricePerDay, draft.pricePerDay) : null;
}
