import type { EntityManager } from '@mikro-orm/postgresql';
import { webhookMessages } from '@ppp/domain';
import { startOutboxPoller } from '../../db/outbox-poller.ts';
import type { Logger } from '../../logger.ts';
import { postDelivery } from './send.ts';

// The webhook outbox's worker (D22, D24), in the API process, shaped like the mail worker: claims due
// deliveries under a lease with FOR UPDATE SKIP LOCKED (several processes never send one row twice),
// posts each, records the answer. A non-2xx answer or a connection error is retried on D22's schedule
// (MAIL_RETRY_MINUTES); a row whose lease ran out (its process died mid-send) is claimed again with
// the same `webhook-id` and body.

const BATCH = 10;

interface ClaimedDelivery {
  id: number;
  message_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  is_active: boolean;
}

/** Claims due deliveries in one statement: pending and due, or sending with an expired lease. */
async function claim(em: EntityManager, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  return em.getConnection().execute<ClaimedDelivery[]>(
    `update webhook_delivery d set status = 'sending', attempts = d.attempts + 1,
       lease_until = now() + make_interval(secs => ?)
     from webhook w
     where w.id = d.webhook_id and d.id in (
       select id from webhook_delivery
       where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until <= now())
       order by next_attempt_at, id limit ? for update skip locked)
     returning d.id, d.message_id, d.body, d.attempts, w.url, w.secret, w.is_active`,
    [leaseSeconds, BATCH],
  );
}

export interface WebhookWorkerOptions {
  em: () => EntityManager;
  /** D22's waits before each new attempt, in minutes (N entries: N + 1 attempts). */
  retryMinutes: readonly number[];
  /** How long a claimed delivery is held before another process may take it over (seconds). */
  leaseSeconds: number;
  /** Development: http and loopback targets allowed (D24). */
  development: boolean;
  log: Logger;
  /** How often due deliveries are looked for (ms). */
  pollMs?: number;
  /** One attempt's limit (ms). */
  timeoutMs?: number;
}

export interface WebhookWorker {
  /** Sends what is due now; answers how many deliveries were tried. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startWebhookWorker({
  em,
  retryMinutes,
  leaseSeconds,
  development,
  log,
  pollMs = 2_000,
  timeoutMs = 10_000,
}: WebhookWorkerOptions): WebhookWorker {
  // Each update names the claim by its attempt, so a late answer of a taken-over row changes nothing.
  const record = (row: ClaimedDelivery, sql: string, params: unknown[]) =>
    em()
      .getConnection()
      .execute(`${sql} where id = ? and status = 'sending' and attempts = ?`, [
        ...params,
        row.id,
        row.attempts,
      ]);

  async function fail(row: ClaimedDelivery, responseStatus: number | null, reason: string, final = false) {
    const retryAfter = retryMinutes[row.attempts - 1];
    const last = final || retryAfter === undefined;
    log.warn('webhook not delivered', { deliveryId: row.id, attempt: row.attempts, final: last, reason });
    await record(
      row,
      `update webhook_delivery set status = ?, response_status = ?, last_error = ?, lease_until = null,
         next_attempt_at = now() + make_interval(secs => ?)`,
      [last ? 'failed' : 'pending', responseStatus, reason.slice(0, 2000), (retryAfter ?? 0) * 60],
    );
  }

  async function deliver(row: ClaimedDelivery) {
    if (!row.is_active) return fail(row, null, webhookMessages.inactive, true);
    let status: number;
    try {
      status = await postDelivery(
        { messageId: row.message_id, body: row.body, url: row.url, secret: row.secret },
        { development, timeoutMs },
      );
    } catch (error) {
      return fail(row, null, error instanceof Error ? error.message : String(error));
    }
    if (status < 200 || status >= 300) return fail(row, status, `HTTP ${status}`);
    await record(
      row,
      `update webhook_delivery set status = 'sent', response_status = ?, last_error = null, sent_at = now(),
         lease_until = null`,
      [status],
    );
  }

  return startOutboxPoller({
    name: 'webhook worker',
    run: async () => {
      const rows = await claim(em(), leaseSeconds);
      // One slow endpoint does not hold back the others of the batch.
      await Promise.all(rows.map(deliver));
      return rows.length;
    },
    batch: BATCH,
    pollMs,
    log,
  });
}
