// The steps of a quote's life, once for every kind (D18, D20): each takes the kind's module and
// leaves to it only what differs (pricing and storing its content, reading it back).
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasQuoteClient, type QuoteHeader, type QuoteStatus } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { KeySource } from '../api-keys/entities.ts';
import { quoteWebhookEvent } from '../webhooks/events.ts';
import { availabilityWarnings, refreshHoldings } from './availability.ts';
import { type DetailQuote, quoteAnswer } from './dto.ts';
import type { QuoteRow } from './entities.ts';
import * as lifecycle from './lifecycle.ts';
import type { QuoteBodyBase, QuoteKindModule } from './registry.ts';
import * as versions from './versions.ts';

// The steps take any kind's module; its list types do not matter to them.
type KindOf<Create extends QuoteBodyBase, Update extends QuoteBodyBase, Detail extends QuoteHeader> =
  // biome-ignore lint/suspicious/noExplicitAny: the list's query and items are not used here
  QuoteKindModule<Create, Update, Detail, any, any>;

/** A quote of the kind the user may open (D1), as its detail answer. */
export async function getQuote<C extends QuoteBodyBase, U extends QuoteBodyBase, D extends QuoteHeader>(
  em: EntityManager,
  user: SessionUser,
  kind: KindOf<C, U, D>,
  id: number,
): Promise<D> {
  return kind.detail(em, await lifecycle.openDetailQuote(em, user, kind.entry, id));
}

/** What a create may add to its quote's own fields. */
export interface CreateOptions {
  /** A guest quote's API key (D16, D22): the public API's; null for staff. */
  source?: KeySource | null;
  /** Adds to the same transaction what the new quote causes (D22: the visitor's confirmation). */
  alsoWrite?: (tx: EntityManager, quote: QuoteRow) => Promise<void>;
  /**
   * The staff form's Idempotency-Key, kept on the quote: the same form's save sent again (its answer
   * lost to a dropped connection or a restarted server) answers the quote it wrote, not a second one.
   */
  createKey?: string;
}

/**
 * A new draft of the kind in one transaction (D5, D18): its client (an address-book client or a new
 * one), its content priced with today's settings, its number. `user` is null for a guest quote of
 * the public API, which `source` names.
 */
export async function createQuote<C extends QuoteBodyBase, U extends QuoteBodyBase, D extends QuoteHeader>(
  em: EntityManager,
  user: SessionUser | null,
  kind: KindOf<C, U, D>,
  body: C,
  { source = null, alsoWrite, createKey }: CreateOptions = {},
): Promise<D> {
  const writtenBefore = () =>
    user && createKey ? lifecycle.quoteOfCreateKey(em.fork(), user.id, createKey) : undefined;
  let id = await writtenBefore();
  if (id === undefined) {
    try {
      id = await writeNewQuote(em, user, kind, body, { source, alsoWrite, createKey });
    } catch (error) {
      // The same form's two sends at once: the key's unique index lets one write, the other answers it.
      if (!isUniqueViolation(error)) throw error;
      id = await writtenBefore();
      if (id === undefined) throw error;
    }
  }
  const fresh = em.fork();
  return withAvailability(fresh, kind, await lifecycle.readDetailQuote(fresh, kind.entry, id));
}

async function writeNewQuote<C extends QuoteBodyBase, U extends QuoteBodyBase, D extends QuoteHeader>(
  em: EntityManager,
  user: SessionUser | null,
  kind: KindOf<C, U, D>,
  body: C,
  { source = null, alsoWrite, createKey }: CreateOptions,
) {
  return em.transactional(async (tx) => {
    const assessmentId = await lifecycle.requireAssessment(tx, body.assessmentId);
    const client = await lifecycle.resolveClient(tx, user?.id ?? null, body, source);
    const { settings, totals, pricingSchemaId, write } = await kind.priceNew(tx, body);
    const quote = await lifecycle.createQuoteRow(tx, {
      kind: kind.entry,
      userId: user?.id ?? null,
      source,
      client,
      settings,
      // A new quote always has its content priced.
      totals: totals ?? { totalNet: '0.00', totalGross: '0.00' },
      notes: body.notes,
      pricingSchemaId,
      startsOn: body.startsOn,
      rentalDays: body.rentalDays,
      assessmentId,
      createKey,
    });
    await write(tx, quote);
    await tx.flush();
    if (kind.availability) await refreshHoldings(tx, kind.availability, quote);
    // D23: a create is version 1.
    await versions.recordSavedVersion(tx, kind, quote, 'created', user?.id ?? null);
    // D24: staff and guest quotes alike; a key's webhooks get only their key's.
    await quoteWebhookEvent(tx, 'quote.created', quote.id);
    await alsoWrite?.(tx, quote);
    return quote.id;
  });
}

/**
 * A saved quote's answer with D21's warning: its items asking for more than is free on their days
 * (`availability`). When everything fits (or the quote has no dates) the answer is the detail as
 * GET answers it.
 */
async function withAvailability<C extends QuoteBodyBase, U extends QuoteBodyBase, D extends QuoteHeader>(
  em: EntityManager,
  kind: KindOf<C, U, D>,
  quote: DetailQuote,
) {
  const [detail, availability] = await Promise.all([
    kind.detail(em, quote),
    availabilityWarnings(em.fork(), kind.availability, quote),
  ]);
  return availability.length > 0 ? quoteAnswer(detail, { availability }) : detail;
}

/**
 * An edit of an open quote in one transaction (D5): the version the editor started from (If-Match,
 * else 412), not locked (409), its client and notes, its content repriced by the kind keeping the
 * quote's VAT rate (D4). A new version whatever changed (D23: `version` raised, its row written; a
 * shared quote keeps its link and records 'Zmieniono po wysłaniu').
 */
export async function updateQuote<C extends QuoteBodyBase, U extends QuoteBodyBase, D extends QuoteHeader>(
  em: EntityManager,
  user: SessionUser,
  kind: KindOf<C, U, D>,
  id: number,
  body: U,
  expectedVersion?: string,
): Promise<D> {
  await em.transactional(async (tx) => {
    const quote = await lifecycle.quoteToEdit(tx, user, kind.entry, id, expectedVersion);
    const dates = lifecycle.datesOfUpdate(quote, body);
    await versions.keepOutgoingVersion(tx, kind, quote);
    // Without a client in the body the quote keeps its own.
    const client = hasQuoteClient(body) ? await lifecycle.resolveClient(tx, user.id, body) : quote.client;
    const { totals, pricingSchemaId, write } = await kind.priceEdit(tx, quote, body);
    await write(tx, quote);
    tx.assign(quote, {
      client,
      notes: body.notes,
      ...dates,
      ...(pricingSchemaId !== undefined && { pricingSchema: pricingSchemaId }),
      ...totals,
      version: quote.version + 1,
      updatedAt: new Date(),
    });
    await tx.flush();
    if (kind.availability) await refreshHoldings(tx, kind.availability, quote);
    await versions.recordSavedVersion(tx, kind, quote, 'edited', user.id);
  });
  const fresh = em.fork();
  return withAvailability(fresh, kind, await lifecycle.openDetailQuote(fresh, user, kind.entry, id));
}

/** A status change of D3 (of the version If-Match names, when it names one), answered with the quote as it now is. */
export async function changeStatus<C extends QuoteBodyBase, U extends QuoteBodyBase, D extends QuoteHeader>(
  em: EntityManager,
  user: SessionUser,
  kind: KindOf<C, U, D>,
  id: number,
  to: QuoteStatus,
  expectedVersion?: string,
): Promise<D> {
  const { answer, passedTo } = await lifecycle.changeStatus(em, user, kind.entry, id, to, {
    availability: kind.availability,
    beforeReopening: (tx, quote) => versions.keepOutgoingVersion(tx, kind, quote),
    answer: (tx, quote) => kind.detail(tx, quote),
    expectedVersion,
  });
  return to === 'pending' ? quoteAnswer(answer, { passedTo }) : answer;
}

export const duplicateMessages = {
  nothingLeft: 'Żadna pozycja tej wyceny nie jest już dostępna w katalogu',
  vehicleGone: 'Żaden pojazd tej wyceny nie jest już dostępny — utwórz nową wycenę transportu',
} as const;

/**
 * D17: a new draft from a saved quote the user may open: the same client and content, repriced from
 * today's catalogue; what is no longer offered is left out and named (`skipped`).
 */
export async function duplicateQuote<C extends QuoteBodyBase, U extends QuoteBodyBase, D extends QuoteHeader>(
  em: EntityManager,
  user: SessionUser,
  kind: KindOf<C, U, D>,
  id: number,
) {
  const saved = await getQuote(em, user, kind, id);
  const { body, skipped } = await kind.duplicate(em, saved);
  // D21: the copy keeps the period and leaves the start date for its edit page to ask.
  const created = await createQuote(em, user, kind, {
    ...body,
    startsOn: null,
    rentalDays: saved.rentalDays,
  });
  return quoteAnswer(created, { skipped });
}
