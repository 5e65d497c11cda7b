import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Page,
  type PricingMethod,
  type QuoteDetail,
  type QuoteListItem,
  type QuoteStatus,
  quoteTotals,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { preparedRows } from '../../db/prepared.ts';
import { Invalid } from '../../http/errors.ts';
import { seesAllQuotes } from '../quote-lifecycle/access.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import { toQuoteDto } from './dto.ts';
import { QuoteItemEntity } from './entities.ts';
import { readQuoteList } from './list-query.ts';
import {
  checkQuoteTotals,
  loadPricingContext,
  type PricedItem,
  priceItems,
  type SchemaChoice,
  type ValidItem,
} from './pricing.ts';

interface QuoteBody extends lifecycle.QuoteClientChoice {
  pricingSchemaId?: number | null;
  notes: string | null;
  items: ValidItem[];
}

const KIND = 'equipment';

/** An equipment quote by id, locked for the transaction when `lock` (D18's one loader). */
export const loadQuote = (em: EntityManager, id: number, lock = false) =>
  lifecycle.loadQuote(em, KIND, id, lock);
export const creatorId = lifecycle.creatorId;

export async function getQuote(em: EntityManager, user: SessionUser, id: number): Promise<QuoteDetail> {
  return detail(em, await lifecycle.openQuote(em, user, KIND, id));
}

/** A loaded quote's detail answer, without any access check (the caller checked it). */
export async function detail(em: EntityManager, quote: QuoteRow): Promise<QuoteDetail> {
  const [items, trail] = await Promise.all([
    em.find(QuoteItemEntity, { quote: quote.id }, { orderBy: { position: 'asc', id: 'asc' } }),
    lifecycle.quoteTrail(em, quote.id),
  ]);
  return toQuoteDto(quote as never, items, trail);
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
    tx.create(QuoteItemEntity, { ...columns, quote, equipment: equipmentId } as never);
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

export async function createQuote(
  em: EntityManager,
  user: SessionUser | null,
  body: QuoteBody,
  source?: string,
) {
  const id = await em.transactional(async (tx) => {
    const client = await lifecycle.resolveClient(tx, user?.id ?? null, body, source ?? null);
    const { schema, settings, priced, totals } = await priceNewQuote(tx, body);
    const quote = await lifecycle.createQuoteRow(tx, {
      kind: KIND,
      userId: user?.id ?? null,
      source,
      client,
      settings,
      totals,
      notes: body.notes,
      pricingSchemaId: schema?.id ?? null,
    });
    writeItems(tx, quote, priced);
    await tx.flush();
    return quote.id;
  });
  return detail(em.fork(), await loadQuote(em.fork(), id));
}

/**
 * Replaces a quote and its items in one transaction (D5): repriced from the current catalogue,
 * keeping the VAT rate and currency it was created with (D4). Items whose equipment was
 * permanently deleted are kept as they are when their id is sent back (D8).
 */
export async function updateQuote(
  em: EntityManager,
  user: SessionUser,
  id: number,
  body: Omit<QuoteBody, 'items'> & { items?: ValidItem[] },
  /** The version the editor started from (If-Match), when it sent one. */
  expectedVersion?: string,
) {
  await em.transactional(async (tx) => {
    const quote = await lifecycle.quoteToEdit(tx, user, KIND, id, expectedVersion);
    const client = await lifecycle.resolveClient(tx, user?.id ?? null, body);
    const currentSchemaId = (quote.pricingSchema as unknown as { id: number } | null)?.id ?? null;
    if (!body.items) {
      // The quote's own fields only; its items and totals stay as saved.
      const requestedSchemaId = body.pricingSchemaId ?? currentSchemaId;
      const { schema } = await loadPricingContext(tx, [], requestedSchemaId);
      checkSchema(schema, requestedSchemaId, currentSchemaId);
      tx.assign(quote, {
        client,
        pricingSchema: schema?.id ?? null,
        notes: body.notes,
        updatedAt: new Date(),
      } as never);
      await tx.flush();
      return;
    }
    const items = body.items;
    const existing = await tx.find(QuoteItemEntity, { quote: id });
    const onQuote = new Set(
      existing
        .map((i) => (i.equipment as unknown as { id: number } | null)?.id)
        .filter((x): x is number => !!x),
    );
    // An item whose equipment was permanently deleted stays as saved when its id is sent back (D8).
    const keptById = new Map(existing.filter((i) => !i.equipment).map((i) => [i.id, i]));
    const toPrice = items.map((b) => (b.id !== undefined && keptById.has(b.id) ? null : b));
    const kept = items.flatMap((b, position) => {
      const item = b.id === undefined ? undefined : keptById.get(b.id);
      return item ? [Object.assign(item, { position })] : [];
    });
    const requestedSchemaId = body.pricingSchemaId ?? currentSchemaId;
    const { schema, catalogue } = await loadPricingContext(
      tx,
      toPrice.map((i) => i?.equipmentId),
      requestedSchemaId,
    );
    checkSchema(schema, requestedSchemaId, currentSchemaId);
    const priced = priceItems(toPrice, catalogue, methodOf(schema), onQuote);
    const totals = checkQuoteTotals(
      quoteTotals([...kept.map((k) => k.totalPrice), ...priced.map((i) => i.totalPrice)], quote.vatRate),
    );
    for (const item of existing) if (!kept.includes(item)) tx.remove(item);
    writeItems(tx, quote, priced);
    tx.assign(quote, {
      client,
      pricingSchema: schema?.id ?? null,
      notes: body.notes,
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
      // A new version whatever changed, items included (If-Match).
      updatedAt: new Date(),
    } as never);
    await tx.flush();
  });
  return getQuote(em.fork(), user, id);
}

export const deleteQuote = (em: EntityManager, user: SessionUser, id: number) =>
  lifecycle.deleteQuote(em, user, KIND, id);

export async function changeStatus(em: EntityManager, user: SessionUser, id: number, to: QuoteStatus) {
  await lifecycle.changeStatus(em, user, KIND, id, to);
  return getQuote(em.fork(), user, id);
}

/** GET /api/quotes: plain rows (the hot list), newest first, with the own-quotes rule of D1. */
export async function listQuotes(
  em: EntityManager,
  user: SessionUser,
  query: { page: number; pageSize: number; search?: string; status?: QuoteStatus },
): Promise<Page<QuoteListItem>> {
  return readQuoteList(
    (sql, params, options) => preparedRows<Record<string, never>>(em, sql, params, options),
    {
      ...query,
      ownerId: seesAllQuotes(user, KIND) ? undefined : user.id,
    },
  );
}
