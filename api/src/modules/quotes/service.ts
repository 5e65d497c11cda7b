import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isLockedStatus,
  type Page,
  type PricingMethod,
  type QuoteDetail,
  type QuoteListItem,
  type QuoteStatus,
  quoteMessages,
  quoteTotals,
  statusTransitions,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts';
import { PricingSchemaEntity } from '../catalogue/entities.ts';
import { ClientEntity } from '../clients/entities.ts';
import { clientContact } from '../clients/service.ts';
import { getPricingSettings } from '../settings/service.ts';
import { approvesQuotes, assertMayOpen, seesAllQuotes } from './access.ts';
import { toQuoteDto } from './dto.ts';
import {
  QuoteEntity,
  QuoteItemEntity,
  type QuoteItemRow,
  type QuoteRow,
  QuoteStatusChangeEntity,
} from './entities.ts';
import { QUOTE_NUMBER_PREFIX, quoteListQuery, toListItem } from './list-query.ts';
import { allocateNumber } from './numbers.ts';
import { loadCatalogue, type PricedItem, priceItems, type ValidItem } from './pricing.ts';

interface QuoteBody {
  clientId: number;
  pricingSchemaId?: number | null;
  notes: string | null;
  items: ValidItem[];
}

async function loadQuote(em: EntityManager, id: number, lock = false) {
  const quote = await em.findOne(
    QuoteEntity,
    { id },
    {
      populate: ['client', 'createdBy', 'pricingSchema'],
      ...(lock && { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['q0'] }),
    },
  );
  if (!quote) throw new NotFound('Wycena nie znaleziona');
  return quote;
}
const creatorId = (quote: QuoteRow) => (quote.createdBy as unknown as { id: number } | null)?.id ?? null;

export async function getQuote(em: EntityManager, user: SessionUser, id: number): Promise<QuoteDetail> {
  const quote = await loadQuote(em, id);
  assertMayOpen(user, creatorId(quote));
  return detail(em, quote);
}

async function detail(em: EntityManager, quote: QuoteRow): Promise<QuoteDetail> {
  const [items, history] = await Promise.all([
    em.find(QuoteItemEntity, { quote: quote.id }, { orderBy: { position: 'asc', id: 'asc' } }),
    em.find(
      QuoteStatusChangeEntity,
      { quote: quote.id },
      { populate: ['changedBy'], orderBy: { changedAt: 'asc', id: 'asc' } },
    ),
  ]);
  return toQuoteDto(quote as never, items, history as never);
}

/** The pricing schema a quote uses: the chosen one (active unless it is already the quote's), else the default. */
async function resolveSchema(
  em: EntityManager,
  requestedId: number | null | undefined,
  currentId?: number | null,
) {
  if (requestedId) {
    const schema = await em.findOne(PricingSchemaEntity, { id: requestedId });
    if (!schema || (!schema.isActive && schema.id !== currentId)) {
      throw new Invalid({ pricingSchemaId: 'Wybrany schemat cenowy nie istnieje lub jest nieaktywny' });
    }
    return schema;
  }
  if (currentId) return em.findOneOrFail(PricingSchemaEntity, { id: currentId });
  return (await em.findOne(PricingSchemaEntity, { isDefault: true })) ?? null;
}

async function requireClient(em: EntityManager, clientId: number) {
  const client = await em.findOne(ClientEntity, { id: clientId });
  if (!client) throw new Invalid({ clientId: 'Wybrany klient nie istnieje' });
  return client;
}

function writeItems(tx: EntityManager, quote: QuoteRow, priced: PricedItem[]) {
  for (const item of priced) {
    const { equipmentId, ...columns } = item;
    tx.create(QuoteItemEntity, { ...columns, quote, equipment: equipmentId } as never);
  }
}

const methodOf = (schema: { calculationMethod: PricingMethod } | null): PricingMethod =>
  schema?.calculationMethod ?? 'first_day';

/** Prices a request without saving anything (the form's live totals for clients without the engine). */
export async function previewQuote(em: EntityManager, body: Omit<QuoteBody, 'clientId'>) {
  // Three independent reads, one wait.
  const [schema, settings, catalogue] = await Promise.all([
    resolveSchema(em, body.pricingSchemaId),
    getPricingSettings(em),
    loadCatalogue(
      em,
      body.items.map((i) => i.equipmentId),
    ),
  ]);
  const priced = priceItems(body.items, catalogue, methodOf(schema));
  const totals = quoteTotals(
    priced.map((i) => i.totalPrice),
    settings.vatRate,
  );
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
    const client = await requireClient(tx, body.clientId);
    const [schema, settings] = await Promise.all([
      resolveSchema(tx, body.pricingSchemaId),
      getPricingSettings(tx),
    ]);
    const priced = priceItems(
      body.items,
      await loadCatalogue(
        tx,
        body.items.map((i) => i.equipmentId),
      ),
      methodOf(schema),
    );
    const totals = quoteTotals(
      priced.map((i) => i.totalPrice),
      settings.vatRate,
    );
    const quote = tx.create(QuoteEntity, {
      quoteNumber: await allocateNumber(tx, QUOTE_NUMBER_PREFIX),
      status: 'draft',
      client,
      createdBy: user?.id ?? null,
      source: source ?? null,
      pricingSchema: schema,
      vatRate: settings.vatRate,
      currency: settings.currency,
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
      notes: body.notes,
    } as never);
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
export async function updateQuote(em: EntityManager, user: SessionUser, id: number, body: QuoteBody) {
  await em.transactional(async (tx) => {
    const quote = await loadQuote(tx, id, true);
    assertMayOpen(user, creatorId(quote));
    if (isLockedStatus(quote.status)) throw new Conflict(quoteMessages.locked);
    const client = await requireClient(tx, body.clientId);
    const currentSchemaId = (quote.pricingSchema as unknown as { id: number } | null)?.id ?? null;
    const schema = await resolveSchema(tx, body.pricingSchemaId ?? currentSchemaId, currentSchemaId);
    const existing = await tx.find(QuoteItemEntity, { quote: id });
    const onQuote = new Set(
      existing
        .map((i) => (i.equipment as unknown as { id: number } | null)?.id)
        .filter((x): x is number => !!x),
    );
    const kept = existing.filter((i) => !i.equipment && body.items.some((b) => b.id === i.id));
    const toPrice = body.items.filter((b) => !(b.id && kept.some((k) => k.id === b.id)));
    const priced = priceItems(
      toPrice,
      await loadCatalogue(
        tx,
        toPrice.map((i) => i.equipmentId),
      ),
      methodOf(schema),
      onQuote,
    );
    const totals = quoteTotals(
      [...kept.map((k) => k.totalPrice), ...priced.map((i) => i.totalPrice)],
      quote.vatRate,
    );
    for (const item of existing) if (!kept.includes(item)) tx.remove(item);
    writeItems(tx, quote, priced);
    tx.assign(quote, {
      client,
      pricingSchema: schema,
      notes: body.notes,
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
    } as never);
    await tx.flush();
  });
  return getQuote(em.fork(), user, id);
}

export async function deleteQuote(em: EntityManager, user: SessionUser, id: number) {
  await em.transactional(async (tx) => {
    const quote = await loadQuote(tx, id, true);
    assertMayOpen(user, creatorId(quote));
    if (!approvesQuotes(user)) throw new Forbidden();
    if (isLockedStatus(quote.status)) throw new Conflict(quoteMessages.locked);
    // Items and history go with it (on delete cascade).
    await tx.nativeDelete(QuoteEntity, { id });
  });
}

export async function changeStatus(em: EntityManager, user: SessionUser, id: number, to: QuoteStatus) {
  await em.transactional(async (tx) => {
    const quote = await loadQuote(tx, id, true);
    assertMayOpen(user, creatorId(quote));
    const from = quote.status as QuoteStatus;
    const needs = statusTransitions[from]?.[to];
    if (needs === 'approve' && !approvesQuotes(user)) throw new Forbidden();
    if (!needs) {
      // Without the approve right, asking for an approver's change is a 403 whatever the state (D3).
      if ((to === 'approved' || to === 'rejected') && !approvesQuotes(user)) throw new Forbidden();
      throw new Conflict(quoteMessages.transition);
    }
    const client = quote.client as unknown as Record<string, string | null>;
    quote.clientSnapshot = to === 'approved' || to === 'rejected' ? clientContact(client) : null;
    quote.status = to;
    tx.create(QuoteStatusChangeEntity, {
      quote,
      fromStatus: from,
      toStatus: to,
      changedBy: user.id,
    } as never);
    await tx.flush();
  });
  return getQuote(em.fork(), user, id);
}

/** POST /api/quote-items: one item added to an open quote, transactional with its totals. */
export async function addItem(em: EntityManager, user: SessionUser, quoteId: number, item: ValidItem) {
  return mutateItems(em, user, quoteId, async (tx, quote, existing) => {
    const onQuote = existing.map((i) => ({
      ...i,
      equipmentId: (i.equipment as unknown as { id: number } | null)?.id,
    }));
    const sameEquipment = onQuote
      .filter((i) => i.equipmentId === item.equipmentId)
      .reduce((sum, i) => sum + i.quantity, 0);
    const catalogue = await loadCatalogue(tx, [item.equipmentId]);
    const entry = catalogue.get(item.equipmentId);
    if (entry) entry.availableQuantity -= sameEquipment;
    const schemaId = (quote.pricingSchema as unknown as { id: number } | null)?.id;
    const schema = schemaId ? await tx.findOne(PricingSchemaEntity, { id: schemaId }) : null;
    const [priced] = priceItems(
      [item],
      catalogue,
      methodOf(schema),
      new Set(onQuote.map((i) => i.equipmentId!).filter(Boolean)),
    );
    priced.position = existing.length;
    writeItems(tx, quote, [priced]);
    return [...existing.map((i) => i.totalPrice), priced.totalPrice];
  });
}

export async function deleteItem(em: EntityManager, user: SessionUser, itemId: number) {
  const item = await em.findOne(QuoteItemEntity, { id: itemId });
  if (!item) throw new NotFound('Nie znaleziono pozycji');
  const quoteId = (item.quote as unknown as { id: number }).id;
  await mutateItems(em, user, quoteId, async (tx, _quote, existing) => {
    const target = existing.find((i) => i.id === itemId);
    if (!target) throw new NotFound('Nie znaleziono pozycji');
    tx.remove(target);
    return existing.filter((i) => i.id !== itemId).map((i) => i.totalPrice);
  });
}

async function mutateItems(
  em: EntityManager,
  user: SessionUser,
  quoteId: number,
  change: (tx: EntityManager, quote: QuoteRow, existing: QuoteItemRow[]) => Promise<string[]>,
) {
  await em.transactional(async (tx) => {
    const quote = await loadQuote(tx, quoteId, true);
    assertMayOpen(user, creatorId(quote));
    if (isLockedStatus(quote.status)) throw new Conflict(quoteMessages.locked);
    const existing = await tx.find(
      QuoteItemEntity,
      { quote: quoteId },
      { orderBy: { position: 'asc', id: 'asc' } },
    );
    const totals = quoteTotals(await change(tx, quote, existing as QuoteItemRow[]), quote.vatRate);
    tx.assign(quote, { totalNet: totals.totalNet, totalGross: totals.totalGross } as never);
    await tx.flush();
  });
  return getQuote(em.fork(), user, quoteId);
}

/** GET /api/quotes: plain rows (the hot list), newest first, with the own-quotes rule of D1. */
export async function listQuotes(
  em: EntityManager,
  user: SessionUser,
  query: { page: number; pageSize: number; search?: string; status?: QuoteStatus },
): Promise<Page<QuoteListItem>> {
  const sql = quoteListQuery({ ...query, ownerId: seesAllQuotes(user) ? undefined : user.id });
  const connection = em.getConnection();
  const [rows, counted] = await Promise.all([
    connection.execute(sql.rows, sql.rowParams),
    connection.execute(sql.count, sql.countParams),
  ]);
  return {
    items: (rows as Record<string, never>[]).map(toListItem),
    total: counted[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
