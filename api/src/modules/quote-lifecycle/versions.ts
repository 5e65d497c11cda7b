// The versions of a quote (D23), once for every kind: each saved change of the content is a new
// version with its totals; the version current while the quote is shared or mailed (sent), and the
// one decided on, is kept whole (the kind's detail answer) with the day it is valid to.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  companyMessages,
  isKeptWhole,
  offerExpired,
  type QuoteHeader,
  type QuoteKindEntry,
  type QuoteVersion,
  type QuoteVersionReason,
  quoteVersionMessages,
  todayInWarsaw,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { preparedRows } from '../../db/prepared.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import type { DetailQuote } from './dto.ts';
import { type QuoteRow, QuoteShareEntity, QuoteStatusChangeEntity, QuoteVersionEntity } from './entities.ts';
import * as lifecycle from './lifecycle.ts';

/** What the versions need of a kind: its entry, and its detail answer (the content kept whole). */
export interface VersionedKind {
  entry: QuoteKindEntry;
  detail: (em: EntityManager, quote: DetailQuote) => Promise<QuoteHeader>;
}

type KeptReason = Extract<QuoteVersionReason, 'sent' | 'accepted' | 'declined'>;

/**
 * The version a create or an update just wrote (`quote.version`, raised by the update), with its
 * totals. A save while the quote is shared keeps its link (D23): the history records 'Zmieniono po
 * wysłaniu' and the new version is the one the client now sees, so it is sent.
 */
export async function recordSavedVersion(
  tx: EntityManager,
  kind: VersionedKind,
  quote: QuoteRow,
  reason: 'created' | 'edited',
  changedBy: number | null,
) {
  tx.create(QuoteVersionEntity, {
    quote,
    version: quote.version,
    reason,
    totalNet: quote.totalNet,
    totalGross: quote.totalGross,
  });
  await tx.flush();
  if (reason === 'created') return;
  const shared = await tx.count(QuoteShareEntity, { quote: quote.id, expiresAt: { $gt: new Date() } });
  if (shared === 0) return;
  tx.create(QuoteStatusChangeEntity, {
    quote,
    fromStatus: quote.status,
    toStatus: quote.status,
    changedBy,
    comment: quoteVersionMessages.changedAfterSending,
    version: quote.version,
  });
  await tx.flush();
  await keepVersion(tx, kind, quote.id, 'sent');
}

/**
 * The quote's current version kept whole inside the caller's transaction: what happened to it
 * (`reason`), its content as the kind answers it now, and on a send the day it is valid to, from its
 * first send on (D23).
 */
export async function keepVersion(
  tx: EntityManager,
  kind: VersionedKind,
  quoteId: number,
  reason: KeptReason,
  now = new Date(),
) {
  const validUntil = reason === 'sent' ? await lifecycle.validUntilIfSentToday(tx, now) : null;
  // A quote written before versions existed (or in bulk) may lack its row: it is made here.
  await preparedRows(
    tx,
    `insert into quote_version (quote_id, version, created_at, reason, total_net, total_gross, valid_until)
     select id, version, updated_at, ?, total_net, total_gross, ?::date from quote where id = ?
     on conflict (quote_id, version) do update set reason = excluded.reason,
       valid_until = coalesce(quote_version.valid_until, excluded.valid_until)`,
    [reason, validUntil, quoteId],
  );
  const detail = await kind.detail(tx, await lifecycle.readDetailQuote(tx, kind.entry, quoteId));
  await preparedRows(tx, 'update quote_version set content = ?::jsonb where quote_id = ? and version = ?', [
    JSON.stringify(detail),
    quoteId,
    detail.version,
  ]);
}

/**
 * Before a version stops being the quote's current one (an edit replaces it, or a decided quote is
 * reopened): one that was sent or decided but whose content is missing (a decision writes only its
 * reason; a quote may predate versions) is kept whole now, while it is still the current one.
 */
export async function keepOutgoingVersion(
  tx: EntityManager,
  kind: VersionedKind,
  quote: Pick<QuoteRow, 'id' | 'version'>,
) {
  const [row] = await preparedRows<{ reason: QuoteVersionReason; missing: boolean }>(
    tx,
    'select reason, content is null as missing from quote_version where quote_id = ? and version = ?',
    [quote.id, quote.version],
  );
  if (row && isKeptWhole(row.reason) && row.missing)
    await keepVersion(tx, kind, quote.id, row.reason as KeptReason);
}

/**
 * D23 on the client's page, inside the decision's transaction: the client decided on the current
 * version (409 otherwise), and an acceptance comes no later than the day it is valid to (409).
 */
export async function assertDecidable(
  tx: EntityManager,
  quote: QuoteRow,
  shownVersion: number | undefined,
  accepting: boolean,
  now = new Date(),
) {
  if (shownVersion !== undefined && shownVersion !== quote.version) {
    throw new Conflict(quoteVersionMessages.changed);
  }
  if (!accepting) return;
  const [row] = await preparedRows<{ valid_until: string | null }>(
    tx,
    'select valid_until::text as valid_until from quote_version where quote_id = ? and version = ?',
    [quote.id, quote.version],
  );
  // A kept validity is the version's row's; without one the offer does not run out yet.
  const validUntil = row?.valid_until ?? null;
  if (offerExpired({ validUntil, validUntilFixed: validUntil !== null }, todayInWarsaw(now)))
    throw new Conflict(companyMessages.expired);
}

/** `GET {kind}/{id}/versions`: every version of a quote the user may open (D1), oldest first. */
export async function listVersions(
  em: EntityManager,
  user: SessionUser,
  kind: QuoteKindEntry,
  id: number,
): Promise<QuoteVersion[]> {
  const quote = await lifecycle.openQuote(em, user, kind, id);
  const rows = await preparedRows<{
    version: number;
    created_at: Date;
    reason: QuoteVersionReason;
    total_net: string;
    total_gross: string;
    valid_until: string | null;
  }>(
    em,
    `select version, created_at, reason, total_net, total_gross, valid_until::text as valid_until
       from quote_version where quote_id = ? order by version`,
    [id],
  );
  const versions = rows.map((row) => ({
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    reason: row.reason,
    totalNet: row.total_net,
    totalGross: row.total_gross,
    validUntil: row.valid_until,
  }));
  // A quote written in bulk, without its rows, still lists its current version.
  if (!versions.some((entry) => entry.version === quote.version)) {
    versions.push({
      version: quote.version,
      createdAt: quote.updatedAt.toISOString(),
      reason: quote.version === 1 ? 'created' : 'edited',
      totalNet: quote.totalNet,
      totalGross: quote.totalGross,
      validUntil: null,
    });
  }
  return versions;
}

/**
 * `GET {kind}/{id}/versions/{v}` of a quote the user may open: the whole content of a version. The
 * current one is the quote as it is now; an older one is its kept content (sent or decided), 404 for
 * one not kept whole.
 */
export async function readKeptVersion(
  em: EntityManager,
  user: SessionUser,
  kind: VersionedKind,
  id: number,
  version: number,
): Promise<unknown> {
  const quote = await lifecycle.openDetailQuote(em, user, kind.entry, id);
  if (version === quote.version) return kind.detail(em, quote);
  const [row] = await preparedRows<{ content: Record<string, unknown> | null }>(
    em,
    'select content from quote_version where quote_id = ? and version = ?',
    [id, version],
  );
  if (!row?.content) throw new NotFound(quoteVersionMessages.notKept);
  return row.content;
}
