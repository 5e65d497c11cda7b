import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Page,
  type PricingMethod,
  type QuoteDetail,
  type QuoteListItem,
  type quoteInputSchema,
  quoteKindEntries,
  quoteTotals,
  type quoteUpdateSchema,
} from '@ppp/domain';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/current-user.ts';
import { plainEntities } from '../../db/plain-entities.ts';
import { preparedRows, type Row, type RowsOptions } from '../../db/prepared.ts';
import { Invalid } from '../../http/errors.ts';
import { seesAllQuotes } from '../quote-lifecycle/access.ts';
import type { DetailQuote } from '../quote-lifecycle/dto.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import type * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import type { PricedContent } from '../quote-lifecycle/registry.ts';
import { toQuoteDto } from './dto.ts';
import { QuoteItemEntity, type QuoteItemRow } from './entities.ts';
import { readQuoteList } from './list-query.ts';
import {
  checkQuoteTotals,
  loadPricingContext,
  type PricedItem,
  priceItems,
  type SchemaChoice,
} from './pricing.ts';

export type QuoteBody = z.output<typeof quoteInputSchema>;
export type QuoteUpdateBody = z.output<typeof quoteUpdateSchema>;

/** A loaded quote's detail answer, without any access check (the caller checked it). */
export async function detail(em: EntityManager, quote: DetailQuote): Promise<QuoteDetail> {
  const items = await plainEntities<QuoteItemRow>(
    em,
    QuoteItemEntity,
    't.quote_id = ?',
    [quote.id],
    't.position, t.id',
  );
  return toQuoteDto(quote, items, quote.trail);
}

/**
 * Checks the schema the pricing context loaded: one asked for must exist and be active, unless it
 * is the one the quote already has (`currentId`).
 */
function checkSchema(
  schema: SchemaChoice | null,
  requestedId: number | null | undefined,
  currentId?: number | null,
) {
  if (requestedId && (!schema || (!schema.isActive && schema.id !== currentId))) {
    throw new Invalid({ pricingSchemaId: 'Wybrany schemat cenowy nie istnieje lub jest nieaktywny' });
  }
  return schema;
}

export function writeItems(tx: EntityManager, quote: QuoteRow, priced: PricedItem[]) {
  for (const item of priced) {
    const { equipmentId, ...columns } = item;
    tx.create(QuoteItemEntity, { ...columns, quote, equipment: equipmentId });
  }
}

export const methodOf = (schema: { calculationMethod: PricingMethod } | null): PricingMethod =>
  schema?.calculationMethod ?? 'first_day';

/**
 * Prices a new quote's items with the chosen schema (or the default one) and the settings in force:
 * what the preview answers and what a create stores.
 */
async function priceNewQuote(em: EntityManager, body: Omit<QuoteBody, 'clientId' | 'client' | 'notes'>) {
  const { schema, settings, catalogue } = await loadPricingContext(
    em,
    body.items.map((i) => i.equipmentId),
    body.pricingSchemaId ?? null,
  );
  checkSchema(schema, body.pricingSchemaId);
  const priced = priceItems(body.items, catalogue, methodOf(schema));
  const totals = checkQuoteTotals(
    quoteTotals(
      priced.map((i) => i.totalPrice),
      settings.vatRate,
    ),
  );
  return { schema, settings, priced, totals };
}

/** A new quote's content: its items priced with the chosen schema and today's settings. */
export async function priceNew(tx: EntityManager, body: QuoteBody) {
  const { schema, settings, priced, totals } = await priceNewQuote(tx, body);
  return {
    settings,
    totals,
    pricingSchemaId: schema?.id ?? null,
    write: (writer: EntityManager, quote: QuoteRow) => writeItems(writer, quote, priced),
  };
}

/** Prices a request without saving anything (the form's live totals for clients without the engine). */
export async function previewQuote(em: EntityManager, body: Omit<QuoteBody, 'clientId' | 'client'>) {
  const { settings, priced, totals } = await priceNewQuote(em, body);
  return {
    items: priced.map(
      ({
        equipmentId,
        equipmentName,
        equipmentModel,
        categoryId,
        categoryName,
        extrasSnapshot,
        notes: _notes,
        ...rest
      }) => ({
        equipmentId,
        equipment: {
          id: equipmentId,
          name: equipmentName,
          model: equipmentModel,
          category: { id: categoryId, name: categoryName },
        },
        ...rest,
        extras: extrasSnapshot,
      }),
    ),
    totalNet: totals.totalNet,
    vatRate: settings.vatRate,
    vatAmount: totals.vatAmount,
    totalGross: totals.totalGross,
    currency: settings.currency,
  };
}

/**
 * The content of an edited quote (D5): its items replaced and repriced from the current catalogue,
 * keeping the VAT rate and currency it was created with (D4). Items whose equipment was permanently
 * deleted are kept as they are when their id is sent back (D8). Without `items` only the quote's own
 * fields change (its schema), its items and totals stay as saved.
 */
export async function priceEdit(
  tx: EntityManager,
  quote: QuoteRow,
  body: QuoteUpdateBody,
): Promise<PricedContent> {
  const currentSchemaId = quote.pricingSchema?.id ?? null;
  const requestedSchemaId = body.pricingSchemaId ?? currentSchemaId;
  if (!body.items) {
    const { schema } = await loadPricingContext(tx, [], requestedSchemaId);
    checkSchema(schema, requestedSchemaId, currentSchemaId);
    return { pricingSchemaId: schema?.id ?? null, write: () => {} };
  }
  const items = body.items;
  const existing = await tx.find(QuoteItemEntity, { quote: quote.id });
  const onQuote = new Set(existing.flatMap((item) => (item.equipment ? [item.equipment.id] : [])));
  // An item whose equipment was permanently deleted stays as saved when its id is sent back (D8).
  const keptById = new Map(existing.filter((item) => !item.equipment).map((item) => [item.id, item]));
  const toPrice = items.map((item) => (item.id !== undefined && keptById.has(item.id) ? null : item));
  const kept = items.flatMap((item, position) => {
    const saved = item.id === undefined ? undefined : keptById.get(item.id);
    return saved ? [Object.assign(saved, { position })] : [];
  });
  const { schema, catalogue } = await loadPricingContext(
    tx,
    toPrice.map((item) => item?.equipmentId),
    requestedSchemaId,
  );
  checkSchema(schema, requestedSchemaId, currentSchemaId);
  const priced = priceItems(toPrice, catalogue, methodOf(schema), onQuote);
  const totals = checkQuoteTotals(
    quoteTotals(
      [...kept.map((item) => item.totalPrice), ...priced.map((item) => item.totalPrice)],
      quote.vatRate,
    ),
  );
  return {
    totals,
    pricingSchemaId: schema?.id ?? null,
    write: (writer, row) => {
      for (const item of existing) if (!kept.includes(item)) writer.remove(item);
      writeItems(writer, row, priced);
    },
  };
}

/** GET /api/quotes: plain rows (the hot list), newest first, with the own-quotes rule of D1. */
export async function listQuotes(
  em: EntityManager,
  user: SessionUser,
  query: lifecycle.QuoteListQuery,
): Promise<Page<QuoteListItem>> {
  return readQuoteList(
    <T extends Row>(sql: string, params: unknown[], options?: RowsOptions) =>
      preparedRows<T>(em, sql, params, options),
    {
      ...query,
      ownerId: seesAllQuotes(user, quoteKindEntries.equipment) ? undefined : user.id,
    },
  );
}
