import { zodResolver } from '@hookform/resolvers/zod';
import {
  clientInputSchema,
  decimalTextMessage,
  optionalText,
  QUOTE_NOTES_LIMIT,
  quoteItemInputSchema,
  quoteMessages,
  rentalDaysTextSchema,
  requiredStartsOnTextSchema,
  stockExceeded,
} from '@ppp/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  type ItemDecimalName,
  type ItemDraft,
  itemDecimalKinds,
  itemRequest,
  type QuoteFormValues,
  withItemPeriods,
} from './formModel.ts';

/** The typed figures whose text the form reads itself: the decimals (D20) and the counts (countOf). */
const typedNames = [
  ...(Object.keys(itemDecimalKinds) as ItemDecimalName[]),
  'quantity',
  'rentalPeriodDays',
  'numberOfTechnicians',
  'disassemblyNumberOfTechnicians',
  'travelServiceNumberOfTechnicians',
  'travelServiceNumberOfTrips',
] as const;

/**
 * One item checked exactly as the API checks it (domain's schema), from the form's draft; a typed
 * figure the form cannot read (a decimal its parser refuses, a count that is no number) is
 * 'Nieprawidłowa liczba' under its field (D20).
 */
const itemDraftSchema = z.custom<ItemDraft>().transform((draft, ctx) => {
  const request = itemRequest(draft);
  const refusedNames = typedNames.filter((name) => Number.isNaN(request[name]));
  const refused = new Set<string>(refusedNames);
  for (const name of refusedNames) {
    ctx.issues.push({ code: 'custom', path: [name], message: decimalTextMessage, input: draft[name] });
  }
  const checked = quoteItemInputSchema.safeParse(request);
  if (checked.success && refused.size === 0) return checked.data;
  for (const issue of checked.error?.issues ?? []) {
    if (refused.has(String(issue.path[0]))) continue;
    ctx.issues.push({ code: 'custom', path: issue.path, message: issue.message, input: request });
  }
  return z.NEVER;
});

export interface StockLimit {
  name: string;
  available: number;
}

/**
 * The whole form: the client by domain's clientInputSchema, each item by the API's item schema,
 * at least one item, and (D4) the quantity of each equipment summed over the quote within stock.
 */
export function quoteFormSchema(stock: ReadonlyMap<number, StockLimit>) {
  return z.object({
    pricingSchemaId: z.string().transform((value) => (value ? Number(value) : null)),
    clientId: z.number().int().positive().nullable(),
    client: clientInputSchema,
    notes: optionalText(QUOTE_NOTES_LIMIT),
    startsOn: requiredStartsOnTextSchema,
    rentalDays: rentalDaysTextSchema,
    items: z
      .array(itemDraftSchema, { error: quoteMessages.atLeastOneItem })
      .min(1, { error: quoteMessages.atLeastOneItem })
      .superRefine((items, ctx) => {
        const totals = new Map<number, number>();
        items.forEach((item, index) => {
          if (item.equipmentId == null) return; // kept as saved (D8)
          const limit = stock.get(item.equipmentId);
          if (!limit) return;
          const sum = (totals.get(item.equipmentId) ?? 0) + item.quantity;
          totals.set(item.equipmentId, sum);
          if (sum > limit.available) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'quantity'],
              message: stockExceeded(limit.name, limit.available),
            });
          }
        });
      }),
  });
}

export type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;

/**
 * The form's resolver: the schema above over the items as their figures read them (D21: an item
 * without its own period takes the quote's, whose error shows once, under 'Okres wynajmu (dni)'),
 * with an item's `notes` error put under the field the user types in (`userNotes`; the request's
 * notes may wrap it in the JSON form of D4).
 */
export function quoteFormResolver(stock: ReadonlyMap<number, StockLimit>) {
  const resolve = zodResolver(quoteFormSchema(stock)) as unknown as Resolver<
    QuoteFormValues,
    unknown,
    QuoteFormOutput
  >;
  return (async (values, context, options) => {
    const result = await resolve(
      { ...values, items: withItemPeriods(values.items, values.rentalDays) },
      context,
      options,
    );
    const items = (result.errors as FieldErrors<QuoteFormValues>).items;
    if (Array.isArray(items)) {
      for (const [index, item] of (items as Array<Record<string, unknown> | undefined>).entries()) {
        if (item && values.items[index]?.rentalPeriodDays.trim() === '') delete item.rentalPeriodDays;
        if (item && Object.keys(item).length === 0) delete items[index];
        if (item?.notes) {
          item.userNotes = item.notes;
          delete item.notes;
        }
      }
    }
    return result;
  }) as Resolver<QuoteFormValues, unknown, QuoteFormOutput>;
}
