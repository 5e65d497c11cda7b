import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvent } from '@ppp/domain';
import { preparedRows } from '../../db/prepared.ts';

// The events' hook (D24): called inside the event's own transaction (like notify / enqueueMail), it
// writes one delivery per active webhook subscribed to the event whose key is the record's key, or
// none (every record). One statement; with no webhook it writes nothing. The body is fixed here, as
// text, so every attempt sends and signs the same bytes; `data` carries no client contact field.

const messageId = `'msg_' || replace(gen_random_uuid()::text, '-', '')`;
const insert = `insert into webhook_delivery (webhook_id, event, message_id, body, status, attempts, next_attempt_at, created_at)`;
const subscribed = `w.is_active and w.events @> jsonb_build_array(?::text)
  and (w.api_key_id is null or w.api_key_id = r.api_key_id)`;

/**
 * A quote's event for its webhooks, read from `relation` (`r`): the quote table (then narrowed by
 * id), or a statement's `returning *` of the quote as it now is (an approval writes it in its own
 * statement). Its parameters: quoteEventParams.
 */
export const quoteEventFrom = (relation: string) => `${insert}
select w.id, ?::text, ${messageId},
  json_build_object('type', ?::text, 'timestamp', ?::text, 'data', json_build_object(
    'id', r.id, 'kind', r.kind, 'quoteNumber', r.quote_number, 'status', r.status, 'startsOn', r.starts_on,
    'totalNet', r.total_net::text, 'totalGross', r.total_gross::text, 'currency', r.currency, 'source', r.source
  ))::text, 'pending', 0, now(), now()
from ${relation} r join webhook w on ${subscribed}`;

/** The parameters of quoteEventFrom's statement, in order. */
export const quoteEventParams = (event: QuoteWebhookEvent) => [event, event, new Date().toISOString(), event];

const quoteEvent = `${quoteEventFrom('quote')}
where r.id = ?::int`;

const assessmentEvent = `${insert}
select w.id, ?::text, ${messageId},
  json_build_object('type', ?::text, 'timestamp', ?::text, 'data', json_build_object(
    'id', r.id, 'responseNumber', r.response_number, 'source', r.source
  ))::text, 'pending', 0, now(), now()
from assessment_response r join webhook w on ${subscribed}
where r.id = ?::int`;

export type QuoteWebhookEvent = Exclude<WebhookEvent, 'assessment.created'>;

/** Queues a quote's event for its webhooks, in the caller's transaction (the quote as it now is). */
export async function quoteWebhookEvent(tx: EntityManager, event: QuoteWebhookEvent, quoteId: number) {
  await preparedRows(tx, quoteEvent, [...quoteEventParams(event), quoteId]);
}

/** Queues `assessment.created` for its webhooks, in the caller's transaction. */
export async function assessmentCreatedWebhookEvent(tx: EntityManager, assessmentId: number) {
  const event: WebhookEvent = 'assessment.created';
  await preparedRows(tx, assessmentEvent, [event, event, new Date().toISOString(), event, assessmentId]);
}
