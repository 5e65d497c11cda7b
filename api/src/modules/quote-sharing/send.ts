import { domainToUnicode } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { displayName, mailMessages, offerExpired, quoteMessages, type SentQuoteMail } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Conflict } from '../../http/errors.ts';
import { enqueueMail, type OutboxSettings } from '../mail/outbox.ts';
import { quoteMail } from '../mail/quote-mail.ts';
import { assertMayOpen } from '../quote-lifecycle/access.ts';
import { QuoteStatusChangeEntity } from '../quote-lifecycle/entities.ts';
import * as kindService from '../quote-lifecycle/kind-service.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import type { AnyQuoteKind } from '../quote-lifecycle/registry.ts';
import { keepVersion } from '../quote-lifecycle/versions.ts';
import { keptQuotePdf } from '../quote-pdf/kept.ts';
import { clientDocumentOf } from './offer.ts';
import { activeShareIn, type ShareSealKey } from './service.ts';

/** What sending a quote needs of the server: its address, the key of share tokens, the outbox. */
export interface QuoteSending {
  publicUrl: string;
  sealKey: ShareSealKey;
  outbox: OutboxSettings;
}

/**
 * 'Wyślij klientowi' (D22), once for every kind: a pending quote the user may share (D17) goes to
 * the address given with the staff's message, its active link (or a new one) and its PDF; the mail
 * and the history entry are written in one transaction, the worker sends the mail.
 */
export async function sendQuote(
  em: EntityManager,
  user: SessionUser,
  kind: AnyQuoteKind,
  id: number,
  body: { email: string; message: string | null },
  sending: QuoteSending,
): Promise<SentQuoteMail> {
  const detail = await kindService.getQuote(em, user, kind, id);
  if (detail.status !== 'pending') throw new Conflict(mailMessages.onlyPending);
  // D23: a version's validity is kept with it: sent again past it, the offer could only be declined.
  if (offerExpired(detail)) throw new Conflict(mailMessages.expired);
  // The PDF is made before the transaction, so no lock is held while it renders: the client
  // document (D23), whose letterhead the mail carries too.
  const document = await clientDocumentOf(em, kind, detail, { withLogo: true });
  const pdf = await keptQuotePdf(em, detail, document);
  return em.transactional(async (tx) => {
    const quote = await lifecycle.loadQuote(tx, kind.entry, id, true);
    assertMayOpen(user, kind.entry, lifecycle.creatorId(quote));
    if (quote.status !== 'pending') throw new Conflict(mailMessages.onlyPending);
    // An edit since the PDF was made would send an old version.
    if (quote.updatedAt.toISOString() !== detail.updatedAt)
      throw new Conflict(quoteMessages.changedMeanwhile);
    const link = await activeShareIn(tx, quote, sending.publicUrl, sending.sealKey);
    const { inline, ...mail } = quoteMail({
      quoteNumber: quote.quoteNumber,
      title: document.title,
      heading: document.heading,
      validity: document.validity,
      letterhead: document.letterhead,
      totalGross: quote.totalGross,
      currency: quote.currency,
      link: link.url,
      linkExpiresAt: link.expiresAt,
      message: body.message,
      sender: { name: displayName(user), email: user.email, phone: user.phone },
      publicUrl: sending.publicUrl,
    });
    const row = await enqueueMail(
      tx,
      {
        to: body.email,
        // The client's reply reaches whoever sent the offer.
        replyTo: user.email,
        ...mail,
        attachments: [
          ...inline,
          {
            filename: `${quote.quoteNumber.replace(/\//g, '-')}.pdf`,
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
        createdById: user.id,
        quoteId: quote.id,
      },
      sending.outbox,
    );
    tx.create(QuoteStatusChangeEntity, {
      quote,
      fromStatus: 'pending',
      toStatus: 'pending',
      changedBy: user.id,
      // The address as people write it: a browser sends an IDN domain as punycode ('żółw.pl').
      comment: sending.outbox.sending
        ? mailMessages.sentTo(readableAddress(body.email))
        : mailMessages.preparedFor(readableAddress(body.email)),
      version: quote.version,
    });
    await tx.flush();
    // D23: the mailed version is sent: kept whole, valid from its first send on.
    await keepVersion(tx, kind, quote.id, 'sent');
    return { outboxId: row.id, status: row.status as SentQuoteMail['status'] };
  });
}

/** An address with its domain in Unicode ('anonim@xn--w-uga1v8h.pl' → 'anonim@żółw.pl'). */
export function readableAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return `${email.slice(0, at + 1)}${domainToUnicode(email.slice(at + 1)) || email.slice(at + 1)}`;
}
