import { clientInputSchema, optionalText, quoteItemInputSchema, quoteMessages } from '@ppp/domain';
import { z } from 'zod';
import { type ItemDraft, itemRequest } from './formModel.ts';

/** One item checked exactly as the API checks it (domain's schema), from the form's draft. */
export const itemDraftSchema = z.preprocess((draft) => itemRequest(draft as ItemDraft), quoteItemInputSchema);

export interface StockLimit {
  name: string;
  available: number;
}

export const stockMessage = ({ name, available }: StockLimit) =>
  `Ilość sprzętu „${name}” przekracza dostępną: maksymalnie ${available} szt.`;

/**
 * The whole form: the client by domain's clientInputSchema, each item by the API's item schema,
 * at least one item, and (D4) the quantity of each equipment summed over the quote within stock.
 */
export function quoteFormSchema(stock: ReadonlyMap<number, StockLimit>) {
  return z.object({
    pricingSchemaId: z.string().transform((value) => (value ? Number(value) : null)),
    clientId: z.number().int().positive().nullable(),
    client: clientInputSchema,
    notes: optionalText(5000),
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
            ctx.addIssue({ code: 'custom', path: [index, 'quantity'], message: stockMessage(limit) });
          }
        });
      }),
  });
}

export type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;
