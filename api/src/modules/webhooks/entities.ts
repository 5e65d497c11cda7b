import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { type WebhookEvent, webhookDeliveryStatuses } from '@ppp/domain';
import { ApiKeyEntity } from '../api-keys/entities.ts';

/**
 * An endpoint told of events (D24). With a key it receives only events of records created through
 * that key; without one (the company's own systems) every event. Deleting the key deletes its
 * webhooks: a key's endpoint must never become one that receives everything.
 */
export const WebhookEntity = defineEntity({
  name: 'Webhook',
  tableName: 'webhook',
  properties: {
    id: p.integer().primary().autoincrement(),
    url: p.string().length(2000),
    events: p.json<WebhookEvent[]>(),
    apiKey: () => p.manyToOne(ApiKeyEntity).nullable().index().deleteRule('cascade'),
    /**
     * The signing secret `whsec_…`: the worker needs it in clear to sign (HMAC), so it is kept as it
     * is, never serialised, shown once in the creation answer.
     */
    secret: p.string().length(100).hidden(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WebhookRow = InferEntity<typeof WebhookEntity>;

/**
 * The webhook outbox (D22, D24): one row per event and endpoint, written in the event's transaction,
 * sent by the worker under a lease. One row is one `webhook-id`, fixed at insert, and its body is
 * the exact bytes signed and sent at every attempt.
 */
export const WebhookDeliveryEntity = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  properties: {
    id: p.integer().primary().autoincrement(),
    webhook: () => p.manyToOne(WebhookEntity).deleteRule('cascade'),
    event: p.string().length(40).$type<WebhookEvent>(),
    messageId: p.string().length(100).unique(),
    body: p.text(),
    status: p.enum([...webhookDeliveryStatuses]).default('pending'),
    attempts: p.integer().default(0),
    responseStatus: p.integer().nullable(),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    /** While `sending`: until when the worker that claimed it holds it; after that any worker may. */
    leaseUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
  // The worker's claim (due rows, oldest first) and one webhook's log, newest first.
  indexes: [{ properties: ['status', 'nextAttemptAt'] }, { properties: ['webhook', 'id'] }],
});
export type WebhookDeliveryRow = InferEntity<typeof WebhookDeliveryEntity>;

export const webhookEntities = [WebhookEntity, WebhookDeliveryEntity];
