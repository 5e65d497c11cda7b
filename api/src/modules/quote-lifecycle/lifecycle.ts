// The quote lifecycle of D18, written once for the four kinds: loading a quote of a kind (with the
// own-quotes rule of D1), the version check of If-Match (412), the lock of approved and rejected
// quotes, status changes with the client snapshot and the history (D3), and deletion. Each kind
// supplies only its items and pricing.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  type ItemHolding,
  isLockedStatus,
  type Page,
  type PricingMethod,
  type QuoteKind,
  type QuoteKindEntry,
  type QuoteStatus,
  quoteDateMessages,
  quoteMessages,
  quoteNotFound,
  quoteVersion,
  type RecordSource,
  statusesLeadingTo,
  statusTransitions,
  todayInWarsaw,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import {
  preparedFlight,
  preparedRows,
  type Row,
  type RowsOptions,
  type SqlStatement,
  sqlTransaction,
} from '../../db/prepared.ts';
import { Conflict, Forbidden, HttpError, Invalid, NotFound } from '../../http/errors.ts';
import type { KeySource } from '../api-keys/entities.ts';
import { AssessmentResponseEntity } from '../assessments/entities.ts';
import { ClientEntity, type ClientRow } from '../clients/entities.ts';
import { type ClientFields, createClient } from '../clients/service.ts';
import { readCompanyProfile, validityDaysSql } from '../company/service.ts';
import { notifyStatusChange } from '../notifications/notify.ts';
import { QuoteEntity, type QuoteRow } from '../quote-lifecycle/entities.ts';
import { quoteEventFrom, quoteEventParams } from '../webhooks/events.ts';
import { approvesQuotes, assertMayOpen, seesAllQuotes } from './access.ts';
import {
  type ApprovalCheckData,
  approvalCheckColumns,
  assertApprovalFits,
  currentHoldingsColumn,
  holdingsMoved,
  lockHoldingsOf,
  type QuoteLockedForChange,
  quoteLockForChange,
} from './availability.ts';
import type { DetailQuote, LoadedQuote, QuoteTrail } from './dto.ts';
import {
  loadedQuoteFromRow,
  type QuotePageRow,
  quoteRowColumns,
  type RunRows,
  readQuotePage,
} from './list-query.ts';
import { allocateNumber } from './numbers.ts';
import type { KindAvailability } from './registry.ts';

/** A quote of `kind` by id (404 for another kind's), locked for the transaction when `lock`. */
export const loadQuote = (em: EntityManager, kind: QuoteKindEntry, id: number, lock = false) =>
  findQuote(em, { id, kind: kind.kind }, lock);

/** A quote of whatever kind by id (a share link's, D17). */
export const loadAnyQuote = (em: EntityManager, id: number, lock = false) => findQuote(em, { id }, lock);

async function findQuote(em: EntityManager, where: { id: number; kind?: QuoteKind }, lock: boolean) {
  const quote = await em.findOne(QuoteEntity, where, {
    populate: ['client', 'createdBy', 'pricingSchema'],
    ...(lock && { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['q0'] }),
  });
  if (!quote) throw new NotFound(where.kind ? quoteNotFound(where.kind) : quoteMessages.notFound);
  return quote;
}

export const creatorId = (quote: QuoteRow) => quote.createdBy?.id ?? null;

/** A quote the user may open (D1), read for showing. */
export async function openQuote(em: EntityManager, user: SessionUser, kind: QuoteKindEntry, id: number) {
  const quote = await loadQuote(em, kind, id);
  assertMayOpen(user, kind, creatorId(quote));
  return quote;
}

/**
 * A quote about to be changed, locked for the transaction: the user may open it (D1), it is not
 * locked by its status (D3, 409: said first, as an editor of an older version cannot take it over
 * either) and it is the version the editor started from (If-Match, else 412).
 */
export async function quoteToEdit(
  tx: EntityManager,
  user: SessionUser,
  kind: QuoteKindEntry,
  id: number,
  expectedVersion?: string,
) {
  const quote = await loadQuote(tx, kind, id, true);
  assertMayOpen(user, kind, creatorId(quote));
  if (isLockedStatus(quote.status)) throw new Conflict(quoteMessages.locked);
  if (expectedVersion && expectedVersion !== quoteVersion(quote.updatedAt.toISOString())) {
    throw new HttpError(412, quoteMessages.changedMeanwhile);
  }
  return quote;
}

/** The address-book client a quote is for (400 on `clientId` when it does not exist). */
async function requireClient(em: EntityManager, clientId: number) {
  const client = await em.findOne(ClientEntity, { id: clientId });
  if (!client) throw new Invalid({ clientId: 'Wybrany klient nie istnieje' });
  return client;
}

/** A quote's client as every kind sends it (D14, D18): by id, or typed fields. */
export interface QuoteClientChoice {
  clientId?: number;
  client?: ClientFields;
}

/**
 * The client of a quote being written, inside its transaction: the address-book client of
 * `clientId`, or a new one created from `client` (D19's NIP rule holds: 409 with the client that
 * has the NIP, and the quote is not written either).
 */
export async function resolveClient(
  tx: EntityManager,
  userId: number | null,
  choice: QuoteClientChoice,
  /** A guest quote's API key, kept on the client it creates (D16, D22). */
  source: KeySource | null = null,
) {
  if (choice.clientId !== undefined) return requireClient(tx, choice.clientId);
  if (!choice.client) throw new Invalid({ clientId: quoteMessages.client });
  const created = await createClient(tx, userId, choice.client, source);
  return requireClient(tx, created.id);
}

/** A quote's trail as its detail statement reads it: history as JSON, timestamps as text. */
interface TrailColumns {
  history: {
    from: string;
    to: string;
    at: string;
    by: number | null;
    first: string | null;
    last: string | null;
    email: string | null;
    actor: string | null;
    comment: string | null;
    version: number;
  }[];
  share_expires_at: string | null;
  valid_until: string | null;
  validity_days: number;
}

/**
 * The columns of a quote's (`q`) history (oldest first, with who made each change and the version
 * each concerns), share link and validity (D3, D17, D23), for its detail answer. `history` is where
 * the history's rows are (the table, or more rows with it).
 */
const trailColumns = (history: string) => `coalesce((
        select json_agg(json_build_object('from', h.from_status, 'to', h.to_status, 'at', h.changed_at,
                 'by', h.changed_by_id, 'first', hu.first_name, 'last', hu.last_name, 'email', hu.email,
                 'actor', h.actor_name, 'comment', h.comment, 'version', h.version) order by h.changed_at, h.id)
          from ${history} h left join app_user hu on hu.id = h.changed_by_id
         where h.quote_id = q.id), '[]') as history,
       (select expires_at from quote_share where quote_id = q.id) as share_expires_at,
       (select v.valid_until::text from quote_version v where v.quote_id = q.id and v.version = q.version)
         as valid_until,
       ${validityDaysSql} as validity_days`;

const trailOf = (row: TrailColumns): QuoteTrail => ({
  history: row.history.map((h) => ({
    fromStatus: h.from,
    toStatus: h.to,
    changedAt: new Date(h.at),
    changedBy: h.by === null ? null : { id: h.by, firstName: h.first, lastName: h.last, email: h.email },
    actorName: h.actor,
    comment: h.comment,
    version: h.version,
  })),
  share: row.share_expires_at ? { expiresAt: new Date(row.share_expires_at) } : null,
  validity: row.valid_until
    ? { validUntil: row.valid_until, fixed: true }
    : { validUntil: validUntilAfter(row.validity_days), fixed: false },
});

/** D23: the day a version sent today is valid to: today (Europe/Warsaw) plus the company's validity days. */
export async function validUntilIfSentToday(em: EntityManager, now = new Date()) {
  return validUntilAfter((await readCompanyProfile(em)).validityDays, now);
}

const validUntilAfter = (validityDays: number, now = new Date()) => addDays(todayInWarsaw(now), validityDays);

/** A quote's detail row as `detailSelect` reads it. */
type DetailRow = QuotePageRow &
  TrailColumns & {
    pricing_schema_id: number | null;
    schema_name: string | null;
    schema_method: string | null;
  };

/**
 * The select of a quote's detail row from `quotes` (the table, or the rows a change returns) with
 * its client, author, pricing schema and trail (`history` as trailColumns takes it), as the list
 * reads a page's rows (no entities); `more` adds columns.
 */
const detailSelect = (quotes: string, history: string, more = '') =>
  `select ${quoteRowColumns}, q.pricing_schema_id, s.name as schema_name, s.calculation_method as schema_method,
          ${trailColumns(history)}${more}
     from ${quotes} q
     join client c on c.id = q.client_id
     left join app_user u on u.id = q.created_by_id
     left join pricing_schema s on s.id = q.pricing_schema_id`;

const detailFromRow = (row: DetailRow): DetailQuote => ({
  ...loadedQuoteFromRow(row),
  pricingSchema:
    row.pricing_schema_id === null
      ? null
      : {
          id: row.pricing_schema_id,
          name: row.schema_name ?? '',
          calculationMethod: row.schema_method as PricingMethod,
        },
  trail: trailOf(row),
});

/** A quote as its detail answer reads it (DetailQuote), by one plain statement. */
export async function readDetailQuote(
  em: EntityManager,
  kind: QuoteKindEntry,
  id: number,
): Promise<DetailQuote> {
  const [row] = await preparedRows<DetailRow>(
    em,
    `${detailSelect('quote', 'quote_status_change')} where q.id = ? and q.kind = ?`,
    [id, kind.kind],
  );
  if (!row) throw new NotFound(quoteNotFound(kind.kind));
  return detailFromRow(row);
}

/** A quote the user may open (D1), as its detail answer reads it. */
export async function openDetailQuote(
  em: EntityManager,
  user: SessionUser,
  kind: QuoteKindEntry,
  id: number,
) {
  const quote = await readDetailQuote(em, kind, id);
  assertMayOpen(user, kind, quote.createdBy?.id ?? null);
  return quote;
}

/** What a kind adds to a status change: its checks, and its answer read inside the change. */
export interface StatusChangeSteps<T> {
  /** D21: what the kind's quotes hold of its catalogue: an approval that would overbook a day is refused. */
  availability?: KindAvailability;
  /**
   * D23: runs before an approved or rejected quote is reopened, while its decided version is still
   * the current one (the version's content is kept whole then, not on every decision).
   */
  beforeReopening?: (tx: EntityManager, quote: Pick<QuoteRow, 'id' | 'version'>) => Promise<void>;
  /** The change's answer from the quote as it now is (read once the change is committed, with the commit). */
  answer: (tx: EntityManager, quote: DetailQuote) => Promise<T>;
  /** The version the change was asked of (If-Match, D18): another one is 412; absent, any. */
  expectedVersion?: string;
}

/** An edit changed a quote's holdings while its status change waited for the row: the change starts over. */
class HoldingsMoved extends Conflict {
  constructor() {
    super(quoteMessages.changedMeanwhile);
  }
}

/** How many times a status change starts over when an edit moved its holdings meanwhile (HoldingsMoved). */
const STATUS_CHANGE_ATTEMPTS = 3;

/**
 * D3 for every kind: a transition of the table, approving and rejecting (and reopening) only by the
 * kind's approvers; the client is snapshotted while the quote is locked; the change joins the history.
 * Answers with whom a quote passed on for approval was passed to (D22's toast).
 */
export async function changeStatus<T>(
  em: EntityManager,
  user: SessionUser,
  kind: QuoteKindEntry,
  id: number,
  to: QuoteStatus,
  steps: StatusChangeSteps<T>,
): Promise<{ answer: T; passedTo: string[] }> {
  // Approving and rejecting need the approve right whatever the quote (D3), checked first (D6).
  if ((to === 'approved' || to === 'rejected') && !approvesQuotes(user, kind)) throw new Forbidden();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sqlTransaction(
        em,
        (tx) => changeStatusIn(tx, user, kind, id, to, steps),
        async (tx, { quote, passedTo }) => ({ answer: await steps.answer(tx, quote), passedTo }),
      );
    } catch (error) {
      if (!(error instanceof HoldingsMoved) || attempt === STATUS_CHANGE_ATTEMPTS) throw error;
    }
  }
}

/**
 * A status change's write (its second statement, after the locks): the quote's row changed when its
 * status may change to `to` (else nothing is written), the decision's version kept (D23), the
 * approval's webhooks (D24) and the history row, and read from its snapshot (after the locks,
 * before its own write) the quote as it now is, its holdings and, for an approval with holdings to
 * check, what the check needs (D21). It needs nothing of the first statement's answer, so it can be
 * sent with it.
 */
function statusWrite(
  user: SessionUser,
  kind: QuoteKindEntry,
  id: number,
  to: QuoteStatus,
  availability: KindAvailability | undefined,
): SqlStatement {
  const now = new Date();
  const check = to === 'approved' && availability ? approvalCheckColumns(availability, id) : null;
  return {
    sql: statusWriteSql(to, check?.sql),
    params: [
      id,
      kind.kind,
      `{${statusesLeadingTo(to).join(',')}}`,
      to,
      now,
      ...(decisionOf(to) ? [now] : []),
      ...(to === 'approved' ? quoteEventParams('quote.approved') : []),
      to,
      user.id,
      now,
      id,
      ...(check?.params ?? []),
    ],
  };
}

/** D23: a decision is what last happened to the current version; the history names the version. */
const decisionOf = (to: QuoteStatus) =>
  to === 'approved' ? 'accepted' : to === 'rejected' ? 'declined' : null;

/** statusWrite's SQL for a status and an approval check's columns, made once for each. */
const statusWriteTexts = new Map<string, string>();
function statusWriteSql(to: QuoteStatus, checkColumns: string | undefined) {
  const key = `${to}:${checkColumns ?? ''}`;
  let sql = statusWriteTexts.get(key);
  if (sql) return sql;
  // The client as it is now while the quote is locked (D3, clientContact's fields); reopened, none.
  const snapshot =
    to === 'approved' || to === 'rejected'
      ? `(select jsonb_build_object('companyName', c.company_name, 'nip', c.nip,
           'contactPerson', c.contact_person, 'phone', c.phone, 'email', c.email, 'address', c.address)
           from client c where c.id = quote.client_id)`
      : 'null';
  // D23: the decided version's content is kept before the quote is reopened (beforeReopening).
  const decided = decisionOf(to);
  const keep = decided
    ? `, kept as (
         insert into quote_version (quote_id, version, created_at, reason, total_net, total_gross)
         select id, version, ?, '${decided}', total_net, total_gross from changed
         on conflict (quote_id, version) do update set reason = excluded.reason
       )`
    : '';
  // D24: a staff approval tells the quote's webhooks, in the same statement (the quote as it now is).
  const hook = to === 'approved' ? `, hooked as (${quoteEventFrom('changed')})` : '';
  sql = `with prior as (select id, status from quote where id = ? and kind = ? and status = any(?::text[])),
     changed as (
       update quote set status = ?, client_snapshot = ${snapshot}, updated_at = ? from prior
        where quote.id = prior.id
       returning quote.*, prior.status as from_status
     )${keep}${hook}, logged as (
       insert into quote_status_change (quote_id, version, from_status, to_status, changed_by_id, changed_at)
       select id, version, from_status, ?, ?, ? from changed
       returning *
     )
     ${detailSelect(
       'changed',
       '(select * from quote_status_change union all select * from logged)',
       `, ${currentHoldingsColumn}${checkColumns ? `, ${checkColumns}` : ''}`,
     )}`;
  statusWriteTexts.set(key, sql);
  return sql;
}

type WrittenStatus = DetailRow & Partial<ApprovalCheckData> & { current_holdings: ItemHolding[] };

/**
 * A status change in its transaction, the hot path of an approval (D21's benchmark): plain
 * statements (no entities), two of them; the answer's own go with the commit. The first locks the row and the
 * items and days it holds (quoteLockForChange); the second writes the change (statusWrite). When
 * nothing goes between them (all but a reopening, whose steps need the row first), both go in one
 * flight with the transaction's begin, and the change is checked once both are answered: one that
 * may not be made wrote nothing (its status did not lead there) or is rolled back with the refusal.
 * An approval that would overbook is refused then too. (Reopening keeps the decided version first;
 * a notification adds its own.)
 */
async function changeStatusIn<T>(
  tx: EntityManager,
  user: SessionUser,
  kind: QuoteKindEntry,
  id: number,
  to: QuoteStatus,
  steps: StatusChangeSteps<T>,
) {
  const lock = quoteLockForChange(kind.kind, id);
  const write = statusWrite(user, kind, id, to, steps.availability);
  const assertMayChange = (row: QuoteLockedForChange) => {
    if (row.status === null || row.version === null || row.updated_at === null)
      throw new NotFound(quoteNotFound(kind.kind));
    assertMayOpen(user, kind, row.created_by_id);
    if (
      steps.expectedVersion &&
      steps.expectedVersion !== quoteVersion(new Date(row.updated_at).toISOString())
    )
      throw new HttpError(412, quoteMessages.changedMeanwhile);
    const needs = statusTransitions[row.status]?.[to];
    if (needs === 'approve' && !approvesQuotes(user, kind)) throw new Forbidden();
    if (!needs) throw new Conflict(quoteMessages.transition);
    return row.status;
  };
  let row: QuoteLockedForChange;
  let written: WrittenStatus;
  let from: QuoteStatus;
  if (to === 'draft') {
    [[row]] = await preparedFlight<[QuoteLockedForChange[]]>(tx, [lock]);
    from = assertMayChange(row);
    if (isLockedStatus(from)) await steps.beforeReopening?.(tx, { id, version: row.version! });
    // Back to a draft, the client's link goes (D17).
    await preparedRows(tx, 'delete from quote_share where quote_id = ?', [id]);
    [[written]] = await preparedFlight<[WrittenStatus[]]>(tx, [write]);
  } else {
    [[row], [written]] = await preparedFlight<[QuoteLockedForChange[], WrittenStatus[]]>(tx, [lock, write]);
    from = assertMayChange(row);
  }
  if (holdingsMoved(row.holdings, written.current_holdings)) throw new HoldingsMoved();
  if (written.held && written.stock)
    assertApprovalFits({ id, status: from }, row.holdings, written as ApprovalCheckData);
  const passedTo = await notifyStatusChange(tx, {
    kind,
    quoteId: id,
    from,
    to,
    actorId: user.id,
    authorId: row.created_by_id,
  });
  // As it now is, with its client, author and schema (its answer is read with the commit).
  return { quote: detailFromRow(written), passedTo };
}

/** Deletes an open quote of the kind; only its approvers may (D1), checked before it is looked up (D6). */
export async function deleteQuote(em: EntityManager, user: SessionUser, kind: QuoteKindEntry, id: number) {
  if (!approvesQuotes(user, kind)) throw new Forbidden();
  await em.transactional(async (tx) => {
    const quote = await loadQuote(tx, kind, id, true);
    assertMayOpen(user, kind, creatorId(quote));
    if (isLockedStatus(quote.status)) throw new Conflict(quoteMessages.locked);
    await lockHoldingsOf(tx, id);
    // Its items, holdings and history go with it (on delete cascade).
    await tx.nativeDelete(QuoteEntity, { id });
  });
}

/** What a new quote of any kind is written with; its items are the kind's own. */
export interface NewQuote {
  kind: QuoteKindEntry;
  /** The signed-in creator; null for a guest quote of the public API (then `source` names the key). */
  userId: number | null;
  source?: KeySource | null;
  client: ClientRow;
  /** The pricing settings at creation (D4): the quote keeps its VAT rate and currency. */
  settings: { vatRate: string; currency: string };
  totals: { totalNet: string; totalGross: string };
  notes: string | null;
  pricingSchemaId?: number | null;
  /** D21: the first rental day and the default period, when the body names them. */
  startsOn?: string | null;
  rentalDays?: number | null;
  /** D22: the needs assessment the quote is made from. */
  assessmentId?: number | null;
  /** The staff form's Idempotency-Key (see quoteOfCreateKey). */
  createKey?: string | null;
}

/** A new draft of any kind inside the creating transaction, numbered there (D5, D18). */
export async function createQuoteRow(tx: EntityManager, quote: NewQuote) {
  return tx.create(QuoteEntity, {
    kind: quote.kind.kind,
    quoteNumber: await allocateNumber(tx, quote.kind.numberPrefix),
    status: 'draft',
    client: quote.client,
    createdBy: quote.userId,
    source: quote.source?.name ?? null,
    apiKey: quote.source?.apiKeyId ?? null,
    pricingSchema: quote.pricingSchemaId ?? null,
    vatRate: quote.settings.vatRate,
    currency: quote.settings.currency,
    totalNet: quote.totals.totalNet,
    totalGross: quote.totals.totalGross,
    notes: quote.notes,
    startsOn: quote.startsOn ?? null,
    rentalDays: quote.rentalDays ?? null,
    assessment: quote.assessmentId ?? null,
    createKey: quote.createKey ?? null,
    version: 1,
  });
}

/**
 * The quote a staff form's create already wrote under its Idempotency-Key (the same author's), if
 * any: the form's save sent again after its answer was lost answers that quote, not a second one.
 */
export async function quoteOfCreateKey(em: EntityManager, userId: number, createKey: string) {
  const [row] = await preparedRows<{ id: number }>(
    em,
    'select id from quote where created_by_id = ? and create_key = ?',
    [userId, createKey],
  );
  return row?.id;
}

/** D22: the needs assessment a create names must exist (400 on `assessmentId` otherwise). */
export async function requireAssessment(tx: EntityManager, assessmentId: number | undefined) {
  if (assessmentId === undefined) return null;
  const found = await tx.count(AssessmentResponseEntity, { id: assessmentId });
  if (found === 0) throw new Invalid({ assessmentId: quoteMessages.assessmentMissing });
  return assessmentId;
}

/** D21: the period a quote of the kind has stored (undefined for no such quote). */
export async function storedRentalDays(em: EntityManager, kind: QuoteKindEntry, id: number) {
  const [row] = await preparedRows<{ rental_days: number | null }>(
    em,
    'select rental_days from quote where id = ? and kind = ?',
    [id, kind.kind],
  );
  return row?.rental_days;
}

/**
 * D21: the dates an update writes. An absent field keeps what is stored; a set start date cannot be
 * cleared ('Podaj datę rozpoczęcia'); the period may be.
 */
export function datesOfUpdate(
  quote: QuoteRow,
  body: { startsOn?: string | null; rentalDays?: number | null },
) {
  if (body.startsOn === null && quote.startsOn !== null && quote.startsOn !== undefined) {
    throw new Invalid({ startsOn: quoteDateMessages.startsOn });
  }
  return {
    ...(body.startsOn !== undefined && { startsOn: body.startsOn }),
    ...(body.rentalDays !== undefined && { rentalDays: body.rentalDays }),
  };
}

export interface QuoteListQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: QuoteStatus;
  /** D22: web enquiries or staff quotes only. */
  source?: RecordSource;
}

/**
 * One page of a kind's saved quotes (D1, D5): newest first, the status filter, the own-quotes rule;
 * the search covers the number, the client's company and what the kind's own search condition finds
 * (`kindSearch`: addresses, equipment names, …; see QuotePageQuery). Plain rows from the list
 * statement every kind shares (the hot path, no entities), then the kind's own rows of the page
 * (`detailsSql`, one `?` for the page's ids, each row with its `quote_id`), both prepared; `item`
 * makes a quote's answer of its row and its own rows.
 */
export async function listQuotePage<Item>(
  em: EntityManager,
  user: SessionUser,
  kind: QuoteKindEntry,
  query: QuoteListQuery,
  own: { kindSearch?: string; detailsSql: string; item: (quote: LoadedQuote, rows: Row[]) => Item },
): Promise<Page<Item>> {
  const run: RunRows = <T extends Row>(sql: string, params: unknown[], options?: RowsOptions) =>
    preparedRows<T>(em, sql, params, options);
  const page = await readQuotePage(run, {
    ...query,
    kind,
    kindSearch: own.kindSearch,
    ownerId: seesAllQuotes(user, kind) ? undefined : user.id,
  });
  const details = page.rows.length
    ? await run(own.detailsSql, [`{${page.rows.map((row) => row.id).join(',')}}`])
    : [];
  const byQuote = new Map<number, Row[]>();
  for (const row of details) byQuote.set(row.quote_id, [...(byQuote.get(row.quote_id) ?? []), row]);
  return {
    items: page.rows.map((row) => own.item(loadedQuoteFromRow(row), byQuote.get(row.id) ?? [])),
    total: page.total,
    totalIsEstimate: page.totalIsEstimate,
    page: query.page,
    pageSize: query.pageSize,
  };
}
