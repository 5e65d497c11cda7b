import { z } from 'zod';
import { endsOn } from '../dates/calendar.ts';
import { dateTextMessage, readDateText } from '../dates/date-text.ts';
import { decimalTextMessage, typedDecimal } from '../decimals/decimal-text.ts';
import { equipmentItemInputSchema } from '../pricing/equipment-input-schema.ts';
import { canStartRental, rentalStartDate } from './calendar-date.ts';

// D21: a quote's rental dates, the same for every kind. `startsOn` is a calendar day in
// Europe/Warsaw ('YYYY-MM-DD'); `rentalDays` the period an item takes unless it names its own.

export const quoteDateMessages = {
  startsOn: 'Podaj datę rozpoczęcia',
  rentalDays: 'Okres wynajmu musi wynosić od 1 do 365 dni',
  /** An item without its own period on a quote without `rentalDays`. */
  itemPeriod: 'Podaj okres wynajmu pozycji albo całej wyceny',
} as const;

/** `startsOn` and `rentalDays` of a create or update body: absent keeps (or leaves) them unset. */
export const quoteDateFields = {
  startsOn: rentalStartDate(quoteDateMessages.startsOn).nullish(),
  rentalDays: z
    .number({ error: quoteDateMessages.rentalDays })
    .int({ error: quoteDateMessages.rentalDays })
    .min(1, { error: quoteDateMessages.rentalDays })
    .max(365, { error: quoteDateMessages.rentalDays })
    .nullish(),
};

/**
 * D21: an item without its own `rentalPeriodDays` takes the quote's `rentalDays`; one with neither
 * is refused on its field. Returns the issue paths and messages, for a schema's superRefine.
 */
export function missingItemPeriods(body: {
  rentalDays?: number | null;
  items?: readonly { rentalPeriodDays?: number | null }[];
}): { path: (string | number)[]; message: string }[] {
  if (body.rentalDays != null || !body.items) return [];
  return body.items.flatMap((item, index) =>
    item.rentalPeriodDays == null
      ? [{ path: ['items', index, 'rentalPeriodDays'], message: quoteDateMessages.itemPeriod }]
      : [],
  );
}

/** A body schema's superRefine for D21's item periods (see missingItemPeriods). */
export function itemPeriodsRequired(
  body: { rentalDays?: number | null; items?: readonly { rentalPeriodDays?: number | null }[] },
  ctx: z.RefinementCtx,
) {
  for (const issue of missingItemPeriods(body)) ctx.addIssue({ code: 'custom', ...issue });
}

/** The items with their effective period: an item without its own takes the quote's (D21). */
export function withEffectivePeriods<Item extends { rentalPeriodDays?: number | null }>(
  items: readonly Item[],
  rentalDays: number | null | undefined,
): (Omit<Item, 'rentalPeriodDays'> & { rentalPeriodDays: number })[] {
  // missingItemPeriods refused an item with neither before this runs.
  return items.map((item) => ({ ...item, rentalPeriodDays: item.rentalPeriodDays ?? rentalDays ?? 1 }));
}

/**
 * What a stored item's answer says of its period (D21): `ownPeriod` when it is not simply the
 * quote's `rentalDays`, and its last day once the quote has a start.
 */
export function itemPeriodOf(
  rentalPeriodDays: number,
  quote: { startsOn?: string | null; rentalDays?: number | null },
) {
  return {
    ownPeriod: quote.rentalDays == null || rentalPeriodDays !== quote.rentalDays,
    endsOn: quote.startsOn ? endsOn(quote.startsOn, rentalPeriodDays) : null,
  };
}

/** A form's 'Data rozpoczęcia' (D21): empty, or a day typed 'DD.MM.YYYY' or pasted 'YYYY-MM-DD'. */
export const startsOnTextSchema = z.string().refine(
  (text) => {
    const reading = readDateText(text);
    return reading.state === 'empty' || (reading.state === 'date' && canStartRental(reading.value));
  },
  { error: dateTextMessage },
);

/** The staff form's 'Data rozpoczęcia' (D21): required there ('Podaj datę rozpoczęcia'), then as above. */
export const requiredStartsOnTextSchema = startsOnTextSchema.refine(
  (text) => readDateText(text).state !== 'empty',
  { error: quoteDateMessages.startsOn },
);

/**
 * The staff form's 'Okres wynajmu (dni)' of the whole quote (D21): 1–365 whole days, required (a
 * decimal comma read as the API would; '3,5' refused, never cut).
 */
export const rentalDaysTextSchema = z
  .string()
  .transform((text, ctx) => {
    // D20's one parser, as an item's own period reads it: '1e1' or '0x10' is no count of days.
    const value = typedDecimal(text);
    if (value !== null) return Number(value || 0);
    ctx.issues.push({ code: 'custom', message: decimalTextMessage, input: text });
    return z.NEVER;
  })
  .pipe(equipmentItemInputSchema.shape.rentalPeriodDays);

/** The same check keeping the text as typed, for a form whose values stay text. */
export const rentalDaysTextField = z.string().superRefine((text, ctx) => {
  const [issue] = rentalDaysTextSchema.safeParse(text).error?.issues ?? [];
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message, input: text });
});

/** An item's period field as its figures read it (D21): its own text, or the quote's when left empty. */
export const itemPeriodText = (own: string, quote: string) => (own.trim() === '' ? quote : own);

/**
 * A saved quote's periods as its form shows them (D21): the quote's period (a quote saved before
 * it had one takes its items' most common), and each item's own, '' where it is the quote's.
 */
export function periodTexts(rentalDays: number | null, itemDays: readonly number[]) {
  const counts = new Map<number, number>();
  for (const days of itemDays) counts.set(days, (counts.get(days) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  const quoteDays = rentalDays ?? common ?? 1;
  return {
    rentalDays: String(quoteDays),
    items: itemDays.map((days) => (days === quoteDays ? '' : String(days))),
  };
}

/** The form's text as the request sends it: '12.03.2027' → '2027-03-12'; empty → null. */
export function startsOnOfText(text: string | undefined): string | null {
  const reading = readDateText(text ?? '');
  return reading.state === 'date' ? reading.value : null;
}
