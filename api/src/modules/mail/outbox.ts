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
  const fromDomain = /@([^\s>]+)>?\s*$/.exec(config.mail.from)?.[1];
  return {
    sending: Boolean(config.mail.smtpUrl),
    messageIdDomain: fromDomain ?? new URL(config.publicUrl).hostname,
  };
}

export interface NewMail {
  to: string;
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
    `insert into mail_outbox ("to", subject, html, text, attachments, message_id, status, attempts,
                              next_attempt_at, created_by_id, quote_id, purpose, created_at)
     values (?, ?, ?, ?, ?::jsonb, ?, ?, 0, ?, ?, ?, ?, ?)
     returning id, status`,
    [
      mail.to,
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

/**
 * A share link's token in a stored body, masked once the mail has gone (D22): the outbox keeps what
 * was sent without keeping a working key to the client's page.
 */
export const maskShareLinks = (body: string) =>
  body.replace(/\/oferta\/([A-Za-z0-9_-]{4})[A-Za-z0-9_-]{39}(?![A-Za-z0-9_-])/g, '/oferta/$1…');
