import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxStatus } from '@ppp/domain';
import type { Config } from '../../config.ts';
import { preparedRows } from '../../db/prepared.ts';
import type { MailPurpose, StoredAttachment } from './entities.ts';

// Writing a mail into the outbox (D22), inside the transaction of the event that causes it: the mail
// leaves only if that transaction commits, and the worker (worker.ts) sends it.

/** What the outbox needs to know when a mail is written. */
export interface OutboxSettings {
  /** A mail server is configured: rows wait as `pending`; otherwise they are kept as `held`. */
  sending: boolean;
  /** The right-hand side of every Message-ID (the sender's domain). */
  messageIdDomain: string;
}

/** The outbox settings of a configuration: MAIL_FROM's domain names the Message-IDs. */
export function outboxSettings(config: Pick<Config, 'mail' | 'publicUrl'>): OutboxSettings {
  return {
    sending: Boolean(config.mail.smtpUrl),
    messageIdDomain: config.mail.from.address.split('@')[1],
  };
}

export interface NewMail {
  to: string;
  /** Where the recipient's reply goes: the staff member who sent it (D22), else MAIL_FROM. */
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer; cid?: string }[];
  createdById?: number | null;
  quoteId?: number | null;
  purpose?: MailPurpose | null;
}

/**
 * Writes one mail in the caller's transaction (one statement, no entity: it also runs inside the
 * plain-statement transactions of the hot paths); its Message-ID is fixed here, so every attempt to
 * send this row is the same message. Answers the row's id and status.
 */
export async function enqueueMail(
  tx: EntityManager,
  mail: NewMail,
  settings: OutboxSettings,
): Promise<{ id: number; status: OutboxStatus }> {
  const attachments: StoredAttachment[] = (mail.attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    contentBase64: file.content.toString('base64'),
    ...(file.cid ? { cid: file.cid } : {}),
  }));
  const now = new Date();
  const [row] = await preparedRows<{ id: number; status: OutboxStatus }>(
    tx,
    `insert into mail_outbox ("to", reply_to, subject, html, text, attachments, message_id, status, attempts,
                              next_attempt_at, created_by_id, quote_id, purpose, created_at)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, 0, ?, ?, ?, ?, ?)
     returning id, status`,
    [
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.html,
      mail.text,
      JSON.stringify(attachments),
      `<${randomUUID()}@${settings.messageIdDomain}>`,
      settings.sending ? 'pending' : 'held',
      now,
      mail.createdById ?? null,
      mail.quoteId ?? null,
      mail.purpose ?? null,
      now,
    ],
  );
  return row;
}

/** A share link in a stored body, its token (43 base64url characters, D17) captured. */
const shareLink = /\/oferta\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g;

/**
 * A share link's token in a stored body, masked once the mail has gone (D22): the outbox keeps what
 * was sent without keeping a working key to the client's page.
 */
export const maskShareLinks = (body: string) =>
  body.replace(shareLink, (_link, token: string) => `/oferta/${token.slice(0, 4)}…`);

/**
 * D22: a quote's new link replaces the old one in its mails not sent yet (held, waiting or failed),
 * so sending one later sends a link that opens the offer.
 */
export async function relinkUnsentMails(tx: EntityManager, quoteId: number, token: string) {
  // `\\?` is the regular expression's own '?' (a placeholder otherwise).
  await preparedRows(
    tx,
    `update mail_outbox
        set html = regexp_replace(html, '/oferta/[A-Za-z0-9_-]{43}(\\?![A-Za-z0-9_-])', '/oferta/' || ?, 'g'),
            text = regexp_replace(text, '/oferta/[A-Za-z0-9_-]{43}(\\?![A-Za-z0-9_-])', '/oferta/' || ?, 'g')
      where quote_id = ? and status in ('held', 'pending', 'failed')`,
    [token, token, quoteId],
  );
}

/**
 * Whether every share link in a mail's body still opens its offer: a link revoked or expired since
 * the mail was written is not sent (the worker fails the mail instead, telling its sender).
 */
export async function shareLinksLive(em: EntityManager, body: string): Promise<boolean> {
  const tokens = [...new Set(Array.from(body.matchAll(shareLink), (match) => match[1]))];
  if (tokens.length === 0) return true;
  const [row] = await preparedRows<{ live: number }>(
    em,
    `select count(*)::int as live from quote_share
      where token_hash = any(array(select encode(sha256(convert_to(t, 'UTF8')), 'hex') from unnest(?::text[]) t))
        and expires_at > now()`,
    [`{${tokens.join(',')}}`],
  );
  return row.live === tokens.length;
}
