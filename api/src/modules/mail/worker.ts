import type { EntityManager } from '@mikro-orm/postgresql';
import { mailMessages } from '@ppp/domain';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { startOutboxPoller } from '../../db/outbox-poller.ts';
import type { Logger } from '../../logger.ts';
import { notifyMailFailed } from '../notifications/notify.ts';
import type { StoredAttachment } from './entities.ts';
import { maskShareLinks, shareLinksLive } from './outbox.ts';

// The outbox worker (D22), in the API process: claims due rows under a lease with FOR UPDATE SKIP
// LOCKED (so several processes never send one row twice), sends each over SMTP and records the
// answer. A row whose lease ran out (its process died mid-send) is claimed again, same Message-ID.

// D22: a sending lease lasts at most 2 minutes (`mail.leaseSeconds`, MAIL_LEASE_SECONDS: 120 unless
// a test shortens it); the SMTP timeouts below end a send well before 2 minutes. A batch's mails are
// sent one after another: each one's lease is renewed just before its send, and a mail whose lease
// ran out meanwhile (another process took it over, and may have sent it) is left alone.
const BATCH = 10;

/** nodemailer's timeouts (ms), unless SMTP_URL names its own: it takes options from the URL only. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP_URL with the timeouts among its query parameters (nodemailer's options of a connection URL). */
export function smtpUrlWithTimeouts(smtpUrl: string) {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.href;
}

interface ClaimedMail {
  id: number;
  to: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[] | string;
  message_id: string;
  attempts: number;
}

/** What one attempt's failure means (D22): a 5xx answer is final; a 4xx or no answer is retried. */
export function isPermanentFailure(error: unknown) {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/** The server's answer as it said it, else the error's message. */
const answerOf = (error: unknown) => {
  const failure = error as { response?: unknown; message?: unknown };
  const text = typeof failure.response === 'string' ? failure.response : String(failure.message ?? error);
  return text.slice(0, 2000);
};

/**
 * Claims due mails in one statement: pending and due, or sending with an expired lease; the oldest
 * due first (an update returns its rows in no set order).
 */
async function claim(em: EntityManager, leaseSeconds: number): Promise<ClaimedMail[]> {
  return em.getConnection().execute<ClaimedMail[]>(
    `with claimed as (
       update mail_outbox set status = 'sending', attempts = attempts + 1,
         lease_until = now() + make_interval(secs => ?)
       where id in (
         select id from mail_outbox
         where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until <= now())
         order by next_attempt_at, id limit ? for update skip locked)
       returning id, "to", reply_to, subject, html, text, attachments, message_id, attempts, next_attempt_at
     )
     select id, "to", reply_to, subject, html, text, attachments, message_id, attempts
       from claimed order by next_attempt_at, id`,
    [leaseSeconds, BATCH],
  );
}

export interface MailWorkerOptions {
  em: () => EntityManager;
  mail: Config['mail'];
  log: Logger;
  /** How often due mails are looked for (ms). */
  pollMs?: number;
}

export interface MailWorker {
  /** Sends what is due now; answers how many mails were tried. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the worker when a mail server is configured; without one every mail stays held (D22). */
export function startMailWorker({ em, mail, log, pollMs = 5_000 }: MailWorkerOptions): MailWorker {
  const { smtpUrl } = mail;
  if (!smtpUrl) return { runOnce: async () => 0, stop: async () => {} };
  const transport = nodemailer.createTransport(smtpUrlWithTimeouts(smtpUrl));

  /** The claim still ours, its lease renewed for this send; false when it ran out meanwhile. */
  async function renewLease(row: ClaimedMail) {
    const renewed = await em()
      .getConnection()
      .execute(
        `update mail_outbox set lease_until = now() + make_interval(secs => ?)
         where id = ? and status = 'sending' and attempts = ? and lease_until > now() returning id`,
        [mail.leaseSeconds, row.id, row.attempts],
      );
    return renewed.length > 0;
  }

  // The batch's claimed mails not tried yet: a stop hands them back at once, even while a send waits.
  let untried: ClaimedMail[] = [];

  /** Claimed mails not tried (a stop came first) go back as they were, for the next run or process. */
  async function releaseUntried() {
    const rows = untried;
    untried = [];
    for (const row of rows)
      await em()
        .getConnection()
        .execute(
          `update mail_outbox set status = 'pending', attempts = attempts - 1, lease_until = null
           where id = ? and status = 'sending' and attempts = ?`,
          [row.id, row.attempts],
        );
  }

  /** A failed attempt: tried again later, or final (its sender told, in the same transaction). */
  async function recordFailure(row: ClaimedMail, error: string, final: boolean) {
    const retryAfter = mail.retryMinutes[row.attempts - 1];
    await em().transactional(async (tx) => {
      const recorded = await tx.execute(
        `update mail_outbox set status = ?, last_error = ?, lease_until = null,
           next_attempt_at = now() + make_interval(secs => ?)
         where id = ? and status = 'sending' and attempts = ? returning id`,
        [final ? 'failed' : 'pending', error, (retryAfter ?? 0) * 60, row.id, row.attempts],
      );
      if (final && recorded.length > 0) await notifyMailFailed(tx, row.id);
    });
  }

  async function deliver(row: ClaimedMail) {
    // D22: an offer link revoked or expired since the mail was written would open nothing.
    if (!(await shareLinksLive(em(), row.text))) {
      log.warn('mail not sent: its offer link is gone', { outboxId: row.id });
      return recordFailure(row, mailMessages.linkGone, true);
    }
    const attachments: StoredAttachment[] =
      typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
    const connection = em().getConnection();
    try {
      await transport.sendMail({
        from: mail.from,
        to: row.to,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.message_id,
        attachments: attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
          ...(file.cid ? { cid: file.cid } : {}),
        })),
      });
      // Sent: the stored body keeps the link masked (D22). `attempts` names this claim.
      await connection.execute(
        `update mail_outbox set status = 'sent', sent_at = now(), lease_until = null, last_error = null,
           html = ?, text = ?, attachments = '[]'::jsonb
         where id = ? and status = 'sending' and attempts = ?`,
        [maskShareLinks(row.html), maskShareLinks(row.text), row.id, row.attempts],
      );
    } catch (error) {
      const final = isPermanentFailure(error) || mail.retryMinutes[row.attempts - 1] === undefined;
      log.warn('mail not sent', { outboxId: row.id, attempt: row.attempts, final, answer: answerOf(error) });
      // A failed mail tells its sender in the same transaction (D22, notifyMailFailed).
      await recordFailure(row, answerOf(error), final);
    }
  }

  const poller = startOutboxPoller({
    name: 'mail worker',
    run: async (going) => {
      const rows = await claim(em(), mail.leaseSeconds);
      untried = [...rows];
      while (going() && untried.length > 0) {
        const row = untried.shift() as ClaimedMail;
        if (await renewLease(row)) await deliver(row);
        else log.warn('mail left to the process that took it over', { outboxId: row.id });
      }
      await releaseUntried();
      return rows.length;
    },
    batch: BATCH,
    pollMs,
    log,
  });
  return {
    runOnce: poller.runOnce,
    async stop() {
      await poller.stop();
      await releaseUntried();
      transport.close();
    },
  };
}
