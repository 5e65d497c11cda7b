import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { quoteKinds, quoteVersionReasons } from '@ppp/domain';
import { ApiKeyEntity } from '../api-keys/entities.ts';
import { AssessmentResponseEntity } from '../assessments/entities.ts';
import { PricingSchemaEntity } from '../catalogue/entities.ts';
import { ClientEntity } from '../clients/entities.ts';
import { UserEntity } from '../users/entities.ts';

// The tables every quote kind shares (D18, D20): the quote, its status history, its versions (D23),
// its share link and the counters of the human numbers. Each kind keeps its own items in a table of its own.

const money = () => p.decimal('string').precision(12).scale(2);

export const QuoteEntity = defineEntity({
  name: 'Quote',
  tableName: 'quote',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Which of the four kinds (D18): one lifecycle, each kind its own items and pricing. */
    kind: p.enum([...quoteKinds]).default('equipment'),
    quoteNumber: p.string().length(30).unique(),
    status: p.enum(['draft', 'pending', 'approved', 'rejected']).default('draft').index(),
    client: () => p.manyToOne(ClientEntity),
    /** The client as it was when the quote was approved (D3); null while the quote is open. */
    clientSnapshot: p.json<Record<string, string | null>>().nullable(),
    /** Null for a guest quote (public API); then `source` names the API key. */
    createdBy: () => p.manyToOne(UserEntity).nullable().deleteRule('restrict'),
    source: p.string().length(200).nullable(),
    /** D22: the API key of a guest quote (its name is `source`); deleting the key only drops the link. */
    apiKey: () => p.manyToOne(ApiKeyEntity).nullable().deleteRule('set null'),
    pricingSchema: () => p.manyToOne(PricingSchemaEntity).nullable().index().deleteRule('restrict'),
    vatRate: p.decimal('string').precision(5).scale(2),
    currency: p.string().length(3),
    totalNet: money(),
    totalGross: money(),
    notes: p.text().nullable(),
    /** D21: the first rental day in Europe/Warsaw ('YYYY-MM-DD'); null: 'Bez terminu'. */
    startsOn: p.string().columnType('date').nullable(),
    /** D21: the period an item takes unless it names its own. */
    rentalDays: p.smallint().nullable(),
    /** D22: the needs assessment the quote was made from; deleting the assessment only drops the link. */
    assessment: () => p.manyToOne(AssessmentResponseEntity).nullable().index().deleteRule('set null'),
    /** D23: raised by every saved change of the content (not by a status change, a share or a mail). */
    version: p.integer().default(1),
    /**
     * The staff form's `Idempotency-Key` of the create that wrote it: the same form's save sent again
     * (its answer lost) answers this quote instead of writing a second. Unique per author.
     */
    createKey: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  // A kind's list order, and its two narrowings (by client for the search, by author for own quotes)
  // in that order, so a page and its count are read from the index alone; the list's index carries
  // the client, author and status, and the client's the kind, so filtering on them needs no table
  // row either (issue 16 §4: a million quotes).
  indexes: [
    {
      name: 'quote_kind_listing',
      expression:
        'CREATE INDEX quote_kind_listing ON public.quote USING btree (kind, created_at, id) INCLUDE (client_id, created_by_id, status)',
    },
    {
      name: 'quote_client_listing',
      expression:
        'CREATE INDEX quote_client_listing ON public.quote USING btree (client_id, created_at, id) INCLUDE (kind)',
    },
    { properties: ['kind', 'createdBy', 'createdAt', 'id'] },
    // D22: the web enquiries of a kind (`source=web`), few among many, newest first from an index of
    // their own, narrowed like the kind's list; staff rows are nearly all, the kind's list serves them.
    {
      name: 'quote_web_listing',
      expression:
        'CREATE INDEX quote_web_listing ON public.quote USING btree (kind, created_at, id) INCLUDE (client_id, created_by_id, status) WHERE (source IS NOT NULL)',
    },
    // Deleting a key sets its quotes' link null: found by this small index, not a pass over every quote.
    {
      name: 'quote_api_key_id_index',
      expression:
        'CREATE INDEX quote_api_key_id_index ON public.quote USING btree (api_key_id) WHERE (api_key_id IS NOT NULL)',
    },
    {
      name: 'quote_create_key_unique',
      expression:
        'CREATE UNIQUE INDEX quote_create_key_unique ON public.quote USING btree (created_by_id, create_key) WHERE (create_key IS NOT NULL)',
    },
    {
      name: 'quote_number_trgm_index',
      expression:
        'CREATE INDEX quote_number_trgm_index ON public.quote USING gin (lower((quote_number)::text) gin_trgm_ops)',
    },
  ],
});
export type QuoteRow = InferEntity<typeof QuoteEntity>;

export const QuoteStatusChangeEntity = defineEntity({
  name: 'QuoteStatusChange',
  tableName: 'quote_status_change',
  properties: {
    id: p.integer().primary().autoincrement(),
    quote: () => p.manyToOne(QuoteEntity).index().deleteRule('cascade'),
    fromStatus: p.string().length(20),
    toStatus: p.string().length(20),
    changedBy: () => p.manyToOne(UserEntity).nullable().index().deleteRule('restrict'),
    /** The client who decided on the shared page (D17), when no staff user made the change. */
    actorName: p.string().length(200).nullable(),
    comment: p.text().nullable(),
    /** D23: the version of the quote the change concerns. */
    version: p.integer(),
    changedAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * D23: the versions of a quote, one row per version: its totals always; its content (the kind's detail
 * answer) once it was sent to the client or decided on; the day it is valid to from its first send.
 */
export const QuoteVersionEntity = defineEntity({
  name: 'QuoteVersion',
  tableName: 'quote_version',
  properties: {
    quote: () => p.manyToOne(QuoteEntity).primary().deleteRule('cascade'),
    version: p.integer().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** What last happened to it (domain's quoteVersionReasons). */
    reason: p.enum([...quoteVersionReasons]),
    totalNet: money(),
    totalGross: money(),
    content: p.json<Record<string, unknown>>().nullable(),
    /** 'YYYY-MM-DD' in Europe/Warsaw: the first send's day plus the company's validity days. */
    validUntil: p.string().columnType('date').nullable(),
  },
});

/**
 * The link a quote is shared with (D17): one per quote, the token looked up by its SHA-256 hash;
 * a new share replaces it, revoking deletes it.
 */
export const QuoteShareEntity = defineEntity({
  name: 'QuoteShare',
  tableName: 'quote_share',
  properties: {
    quote: () => p.oneToOne(QuoteEntity).primary().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    /**
     * D22: the token sealed with AES-256-GCM under a key derived from the server's secret, so the
     * active link can be mailed again; null for links made before (they are replaced when mailed).
     */
    tokenSealed: p.string().length(200).nullable().hidden(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * D21: what a dated quote's items hold of their catalogue: so many units of one item from a day to a
 * day. Written with the quote's items (availability.ts); approved and pending quotes' holdings are
 * the availability, and an approval checks them under a lock per catalogue item.
 */
export const QuoteHoldingEntity = defineEntity({
  name: 'QuoteHolding',
  tableName: 'quote_holding',
  properties: {
    id: p.integer().primary().autoincrement(),
    quote: () => p.manyToOne(QuoteEntity).index().deleteRule('cascade'),
    /** The kind's catalogue: 'equipment', 'electrical', 'general' (each its own ids). */
    catalogue: p.string().length(20),
    equipmentId: p.integer(),
    itemIndex: p.smallint(),
    units: p.integer(),
    startsOn: p.string().columnType('date'),
    endsOn: p.string().columnType('date'),
    /** The quote's status, kept by the database (triggers of migration `holding_days`): what the days count it as. */
    status: p.string().length(20).nullable(),
  },
  indexes: [{ properties: ['catalogue', 'equipmentId', 'startsOn', 'endsOn'] }],
});

/**
 * D21: the holdings summed per catalogue item and day, approved and pending apart. Kept by the
 * database itself from `quote_holding` (triggers of migration `holding_days`), so every read of the
 * availability is one index range over items × days, whatever the number of quotes.
 */
export const HoldingDayEntity = defineEntity({
  name: 'HoldingDay',
  tableName: 'holding_day',
  properties: {
    catalogue: p.string().length(20).primary(),
    equipmentId: p.integer().primary(),
    day: p.string().columnType('date').primary(),
    approved: p.integer().default(0),
    tentative: p.integer().default(0),
  },
});

/** Gapless human numbers per kind and year (D5): one row per (prefix, year), locked while allocating. */
export const DocumentCounterEntity = defineEntity({
  name: 'DocumentCounter',
  tableName: 'document_counter',
  properties: {
    prefix: p.string().length(10).primary(),
    year: p.integer().primary(),
    lastNumber: p.integer().default(0),
  },
});
