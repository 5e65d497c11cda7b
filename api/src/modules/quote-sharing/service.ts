import { createHash, randomBytes } from 'node:crypto';
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
import { Conflict, NotFound } from '../../http/errors.ts';
import { clientContact } from '../clients/service.ts';
import { assertMayOpen } from '../quote-lifecycle/access.ts';
import { lockHoldingsOf } from '../quote-lifecycle/availability.ts';
import { type QuoteRow, QuoteShareEntity, QuoteStatusChangeEntity } from '../quote-lifecycle/entities.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';

// Share links and the client's decision (D17), written once for the four kinds (D18).

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A link for the client to a pending quote the user may edit (D17): 32 random bytes, stored only as
 * its hash, valid 30 days; a new share replaces the old link.
 */
export async function shareQuote(
  em: EntityManager,
  user: SessionUser,
  kind: QuoteKindEntry,
  id: number,
  publicUrl: string,
  now = new Date(),
): Promise<ShareLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SHARE_DAYS * DAY_MS);
  await em.transactional(async (tx) => {
    const quote = await lifecycle.loadQuote(tx, kind, id, true);
    assertMayOpen(user, kind, lifecycle.creatorId(quote));
    if (quote.status !== 'pending') throw new Conflict(sharingMessages.onlyPending);
    await tx.nativeDelete(QuoteShareEntity, { quote: id });
    tx.create(QuoteShareEntity, { quote, tokenHash: hashToken(token), expiresAt });
    await tx.flush();
  });
  return { url: `${publicUrl}/oferta/${token}`, expiresAt: expiresAt.toISOString() };
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

/**
 * The client's decision on the shared page (D3, D17): accepting approves, declining rejects; the
 * quote is locked with its client snapshot and the history names 'Klient: {name}' with the comment.
 * A quote no longer pending (decided, or changed by staff) is 409.
 */
export async function decide(
  em: EntityManager,
  token: string,
  to: 'approved' | 'rejected',
  decision: ClientDecision,
  now = new Date(),
  /** D21: the stock check of an acceptance, inside its transaction (throws a 409 to hold it). */
  beforeApproval?: (tx: EntityManager, quote: QuoteRow) => Promise<void>,
) {
  const shared = await sharedQuote(em, token, now);
  try {
    await em.transactional(async (tx) => {
      const quote = await lifecycle.loadAnyQuote(tx, shared.id, true);
      if (quote.status !== 'pending') throw new Conflict(sharingMessages.decided);
      // An acceptance's check takes the same locks itself (availability.ts); a refusal takes them here.
      if (to === 'approved') await beforeApproval?.(tx, quote);
      else await lockHoldingsOf(tx, quote.id);
      decideIn(tx, quote, to, decision);
      await tx.flush();
    });
  } catch (error) {
    const held = error instanceof Conflict && error.message.startsWith(availabilityMessages.noFreeUnits);
    if (!held) throw error;
    // D21: the acceptance is held; the quote stays pending and its history keeps the attempt.
    await em.transactional(async (tx) => {
      const quote = await lifecycle.loadAnyQuote(tx, shared.id, true);
      tx.create(QuoteStatusChangeEntity, {
        quote,
        fromStatus: 'pending',
        toStatus: 'pending',
        changedBy: null,
        actorName: decision.name,
        comment: [decision.comment, `Akceptacja wstrzymana — ${error.message}`].filter(Boolean).join('\n'),
      });
      await tx.flush();
    });
    throw new Conflict(sharingMessages.acceptanceHeld);
  }
}

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
  });
}
