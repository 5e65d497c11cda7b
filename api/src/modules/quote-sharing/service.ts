import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  availabilityMessages,
  type ClientDecision,
  type QuoteKindEntry,
  SHARE_DAYS,
  type ShareLink,
  sharingMessages,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { preparedRows } from '../../db/prepared.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { clientContact } from '../clients/service.ts';
import { relinkUnsentMails } from '../mail/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { assertMayOpen } from '../quote-lifecycle/access.ts';
import { lockHoldingsOf } from '../quote-lifecycle/availability.ts';
import { type QuoteRow, QuoteShareEntity, QuoteStatusChangeEntity } from '../quote-lifecycle/entities.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import { assertDecidable, keepVersion, type VersionedKind } from '../quote-lifecycle/versions.ts';
import { quoteWebhookEvent } from '../webhooks/events.ts';

// Share links and the client's decision (D17), written once for the four kinds (D18).

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

/** D22: the key that seals share tokens, derived from the server's secret (SESSION_SECRET). */
export type ShareSealKey = Buffer & { readonly __shareSealKey: true };
export const shareSealKey = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'ppp', 'quote share token seal', 32)) as ShareSealKey;

/** AES-256-GCM: iv (12 bytes), tag (16) and the sealed token, as base64url. */
export function sealToken(token: string, key: ShareSealKey) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The token of a sealed one; null when it does not open with this key (another server secret). */
export function openToken(sealed: string, key: ShareSealKey): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const linkOf = (publicUrl: string, token: string, expiresAt: Date): ShareLink => ({
  url: `${publicUrl}/oferta/${token}`,
  expiresAt: expiresAt.toISOString(),
});

/**
 * Until when a link sent now opens the quote: D17's 30 days, and never less than the version it
 * shows is valid (D23: 'Ważna do', to the end of that day in Warsaw), for a company whose offers
 * are valid longer than 30 days.
 */
async function linkExpiry(tx: EntityManager, quote: QuoteRow, now: Date): Promise<Date> {
  const [row] = await preparedRows<{ until: string | Date }>(
    tx,
    `select ((coalesce((select valid_until from quote_version where quote_id = ? and version = ?), ?::date) + 1)::timestamp
              at time zone 'Europe/Warsaw') as until`,
    [quote.id, quote.version, await lifecycle.validUntilIfSentToday(tx, now)],
  );
  const thirtyDays = now.getTime() + SHARE_DAYS * DAY_MS;
  return new Date(Math.max(thirtyDays, new Date(row.until).getTime()));
}

/**
 * A new link of a locked, pending quote inside the caller's transaction (D17): 32 random bytes,
 * looked up by their hash and kept sealed (D22); valid 30 days (or as long as the offer, linkExpiry);
 * it replaces the old link.
 */
export async function newShareIn(
  tx: EntityManager,
  quote: QuoteRow,
  publicUrl: string,
  key: ShareSealKey,
  now = new Date(),
): Promise<ShareLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = await linkExpiry(tx, quote, now);
  await tx.nativeDelete(QuoteShareEntity, { quote: quote.id });
  tx.create(QuoteShareEntity, {
    quote,
    tokenHash: hashToken(token),
    tokenSealed: sealToken(token, key),
    expiresAt,
  });
  // D22: the quote's mails not sent yet carry the new link instead of the old one.
  await relinkUnsentMails(tx, quote.id, token);
  return linkOf(publicUrl, token, expiresAt);
}

/**
 * D22: the quote's active link, rebuilt from its sealed token, or a new one when it has none (or
 * one that expired, predates sealing, or was sealed under another secret). The link sent is good for
 * D17's 30 days from the send (linkExpiry): the mail never carries one about to expire under the
 * offer it sends.
 */
export async function activeShareIn(
  tx: EntityManager,
  quote: QuoteRow,
  publicUrl: string,
  key: ShareSealKey,
  now = new Date(),
): Promise<ShareLink> {
  const share = await tx.findOne(QuoteShareEntity, { quote: quote.id });
  const token = share?.tokenSealed && share.expiresAt > now ? openToken(share.tokenSealed, key) : null;
  if (share && token && hashToken(token) === share.tokenHash) {
    const renewed = await linkExpiry(tx, quote, now);
    if (share.expiresAt < renewed) share.expiresAt = renewed;
    return linkOf(publicUrl, token, share.expiresAt);
  }
  return newShareIn(tx, quote, publicUrl, key, now);
}

/**
 * A link for the client to a pending quote the user may edit (D17); a new share replaces the old link.
 * The current version is sent (D23): kept whole, valid from its first send on.
 */
export async function shareQuote(
  em: EntityManager,
  user: SessionUser,
  kind: VersionedKind,
  id: number,
  publicUrl: string,
  key: ShareSealKey,
  now = new Date(),
): Promise<ShareLink> {
  return em.transactional(async (tx) => {
    const quote = await lifecycle.loadQuote(tx, kind.entry, id, true);
    assertMayOpen(user, kind.entry, lifecycle.creatorId(quote));
    if (quote.status !== 'pending') throw new Conflict(sharingMessages.onlyPending);
    const link = await newShareIn(tx, quote, publicUrl, key, now);
    await tx.flush();
    await keepVersion(tx, kind, quote.id, 'sent', now);
    return link;
  });
}

/** Revokes the quote's link at once (D17). */
export async function revokeShare(em: EntityManager, user: SessionUser, kind: QuoteKindEntry, id: number) {
  const quote = await lifecycle.loadQuote(em, kind, id);
  assertMayOpen(user, kind, lifecycle.creatorId(quote));
  await em.nativeDelete(QuoteShareEntity, { quote: id });
}

/** The quote a link opens; an unknown, revoked or expired link is 404 (D17). */
export async function sharedQuote(em: EntityManager, token: string, now = new Date()) {
  const share =
    token.length <= 100 ? await em.findOne(QuoteShareEntity, { tokenHash: hashToken(token) }) : null;
  if (!share || share.expiresAt <= now) throw new NotFound(sharingMessages.notFound);
  return lifecycle.loadAnyQuote(em.fork(), share.quote.id);
}

/** What a client's decision needs beside the decision itself. */
export interface DecisionContext {
  /** The kind of the shared quote: its decided version is kept whole (D23). */
  kindOf: (quote: QuoteRow) => VersionedKind;
  /** D23: the version the page showed (its hidden field); absent, the current one. */
  shownVersion?: number;
  now?: Date;
  /** D21: the stock check of an acceptance, inside its transaction (throws a 409 to hold it). */
  beforeApproval?: (tx: EntityManager, quote: QuoteRow) => Promise<void>;
}

/**
 * The client's decision on the shared page (D3, D17): accepting approves, declining rejects; the
 * quote is locked with its client snapshot and the history names 'Klient: {name}' with the comment
 * and the version decided on. A quote no longer pending (decided, or changed by staff) is 409; so is
 * a decision on a version no longer current, and an acceptance after the day it is valid to (D23).
 */
export async function decide(
  em: EntityManager,
  token: string,
  to: 'approved' | 'rejected',
  decision: ClientDecision,
  { kindOf, shownVersion, now = new Date(), beforeApproval }: DecisionContext,
) {
  const shared = await sharedQuote(em, token, now);
  try {
    await em.transactional(async (tx) => {
      const quote = await lifecycle.loadAnyQuote(tx, shared.id, true);
      if (quote.status !== 'pending') throw new Conflict(sharingMessages.decided);
      await assertDecidable(tx, quote, shownVersion, to === 'approved', now);
      // An acceptance's check takes the same locks itself (availability.ts); a refusal takes them here.
      if (to === 'approved') await beforeApproval?.(tx, quote);
      else await lockHoldingsOf(tx, quote.id);
      decideIn(tx, quote, to, decision);
      await tx.flush();
      await keepVersion(tx, kindOf(quote), quote.id, to === 'approved' ? 'accepted' : 'declined', now);
      // D24: the client's decision tells the quote's webhooks, in this transaction.
      await quoteWebhookEvent(tx, to === 'approved' ? 'quote.accepted' : 'quote.declined', quote.id);
      await notify(tx, 'clientDecision', {
        kind: quote.kind,
        quoteId: quote.id,
        outcome: to === 'approved' ? 'accepted' : 'declined',
        ...decision,
      });
    });
  } catch (error) {
    const held = error instanceof Conflict && error.message.startsWith(availabilityMessages.noFreeUnits);
    if (!held) throw error;
    // D21: the acceptance is held; the quote stays pending and its history keeps the attempt.
    await em.transactional(async (tx) => {
      const quote = await lifecycle.loadAnyQuote(tx, shared.id, true);
      // D22: staff hear of a held acceptance of a version once; a repeated attempt joins the history only.
      const heldBefore = await tx.count(QuoteStatusChangeEntity, {
        quote: quote.id,
        version: quote.version,
        fromStatus: 'pending',
        toStatus: 'pending',
        changedBy: null,
        comment: { $like: `%${HELD_MARK}%` },
      });
      tx.create(QuoteStatusChangeEntity, {
        quote,
        fromStatus: 'pending',
        toStatus: 'pending',
        changedBy: null,
        actorName: decision.name,
        comment: [decision.comment, `${HELD_MARK}${error.message}`].filter(Boolean).join('\n'),
        version: quote.version,
      });
      await tx.flush();
      if (heldBefore === 0)
        await notify(tx, 'clientDecision', {
          kind: quote.kind,
          quoteId: quote.id,
          outcome: 'held',
          ...decision,
          reason: error.message,
        });
    });
    throw new Conflict(sharingMessages.acceptanceHeld);
  }
}

/** How a held acceptance's history entry begins its reason (D21). */
const HELD_MARK = 'Akceptacja wstrzymana — ';

/** The decision written: the quote locked with its client as it is now (D3), and its history. */
function decideIn(tx: EntityManager, quote: QuoteRow, to: 'approved' | 'rejected', decision: ClientDecision) {
  quote.clientSnapshot = clientContact(quote.client);
  quote.status = to;
  tx.create(QuoteStatusChangeEntity, {
    quote,
    fromStatus: 'pending',
    toStatus: to,
    changedBy: null,
    actorName: decision.name,
    comment: decision.comment,
    version: quote.version,
  });
}
