import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreatedWebhook,
  mayResendDelivery,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type webhookInputSchema,
  webhookMessages,
  type webhookPatchSchema,
} from '@ppp/domain';
import type { z } from 'zod';
import { Conflict, Invalid, NotFound } from '../../http/errors.ts';
import { sentFields } from '../../http/validate.ts';
import { ApiKeyEntity } from '../api-keys/entities.ts';
import {
  WebhookDeliveryEntity,
  type WebhookDeliveryRow,
  WebhookEntity,
  type WebhookRow,
} from './entities.ts';
import { mayTarget } from './target.ts';

// /api/admin/webhooks (D24): the endpoints, their secrets (shown once), their delivery logs and
// 'Wyślij ponownie'.

/** How many of a webhook's latest deliveries its log shows. */
export const DELIVERY_LOG_LIMIT = 200;

/** Standard Webhooks: `whsec_` and the base64 of 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const toWebhookDto = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  apiKeyId: row.apiKey?.id ?? null,
  // Every read below populates the key.
  apiKeyName: row.apiKey?.name ?? null,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** A delivery as the log reads it: never its body. */
type LoggedDelivery = Omit<WebhookDeliveryRow, 'body'>;

const toDeliveryDto = (row: LoggedDelivery): WebhookDelivery => ({
  id: row.id,
  event: row.event,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  responseStatus: row.responseStatus ?? null,
  lastError: row.lastError ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listWebhooks(em: EntityManager): Promise<Webhook[]> {
  const rows = await em.find(WebhookEntity, {}, { populate: ['apiKey'], orderBy: { id: 'asc' } });
  return rows.map(toWebhookDto);
}

/** D24: outside development an address must be https and public ('Adres musi być …'). */
async function assertTarget(url: string, development: boolean) {
  if (!(await mayTarget(url, development))) throw new Invalid({ url: webhookMessages.publicHttps });
}

async function assertKey(em: EntityManager, apiKeyId: number | null) {
  if (
    apiKeyId !== null &&
    !(await em.findOne(ApiKeyEntity, { id: apiKeyId, deletedAt: null }, { fields: ['id'] }))
  ) {
    throw new Invalid({ apiKeyId: webhookMessages.apiKeyMissing });
  }
}

async function findWebhook(em: EntityManager, id: number, { refresh = false } = {}) {
  const row = await em.findOne(WebhookEntity, { id }, { populate: ['apiKey'], refresh });
  if (!row) throw new NotFound(webhookMessages.notFound);
  return row;
}

/** A new endpoint; its secret in clear only in this answer. */
export async function createWebhook(
  em: EntityManager,
  fields: z.output<typeof webhookInputSchema>,
  development: boolean,
): Promise<CreatedWebhook> {
  await assertTarget(fields.url, development);
  await assertKey(em, fields.apiKeyId);
  const secret = newSecret();
  const row = em.create(WebhookEntity, {
    url: fields.url,
    events: fields.events,
    apiKey: fields.apiKeyId,
    isActive: fields.isActive,
    secret,
  });
  await em.flush();
  // Read anew with its key's name (assertKey loaded the key with its id alone), in the same transaction.
  return { ...toWebhookDto(await findWebhook(em.fork({ keepTransactionContext: true }), row.id)), secret };
}

/** Changes only the fields sent; a new address is checked as at creation. */
export async function updateWebhook(
  em: EntityManager,
  id: number,
  patch: z.output<typeof webhookPatchSchema>,
  development: boolean,
): Promise<Webhook> {
  const row = await findWebhook(em, id);
  if (patch.url !== undefined) await assertTarget(patch.url, development);
  if (patch.apiKeyId !== undefined) await assertKey(em, patch.apiKeyId);
  const { apiKeyId, ...rest } = sentFields(patch);
  em.assign(row, { ...rest, ...(apiKeyId !== undefined && { apiKey: apiKeyId }) });
  await em.flush();
  // As now stored, its key's name loaded (in the caller's transaction: the audit entry's too).
  return toWebhookDto(await findWebhook(em, id, { refresh: true }));
}

/** Deletes the endpoint with its log (and what it had yet to send). */
/** Deletes an endpoint (its deliveries go with it); answers it as it was, for the audit log. */
export async function deleteWebhook(em: EntityManager, id: number): Promise<Webhook> {
  const row = toWebhookDto(await findWebhook(em, id));
  await em.nativeDelete(WebhookEntity, { id });
  return row;
}

/**
 * D24, D25: the webhooks of an API key, deleted with it (each answered for its own audit entry):
 * a key's webhooks tell only its own events, so none outlives it.
 */
export async function deleteWebhooksOfKey(em: EntityManager, apiKeyId: number): Promise<Webhook[]> {
  const rows = await em.find(
    WebhookEntity,
    { apiKey: apiKeyId },
    { populate: ['apiKey'], orderBy: { id: 'asc' } },
  );
  const hooks = rows.map(toWebhookDto);
  if (hooks.length > 0) await em.nativeDelete(WebhookEntity, { id: { $in: hooks.map((hook) => hook.id) } });
  return hooks;
}

/** The webhook's latest deliveries, newest first. */
export async function listDeliveries(em: EntityManager, webhookId: number): Promise<WebhookDelivery[]> {
  await findWebhook(em, webhookId);
  const rows = await em.find(
    WebhookDeliveryEntity,
    { webhook: webhookId },
    { orderBy: { id: 'desc' }, limit: DELIVERY_LOG_LIMIT, exclude: ['body'] },
  );
  return rows.map(toDeliveryDto);
}

/**
 * 'Wyślij ponownie' (D24): a sent or failed delivery is due again now, with its same `webhook-id`
 * and body; its attempts count on. A pending or sending one is 409.
 */
export async function resendDelivery(em: EntityManager, id: number): Promise<WebhookDelivery> {
  return em.transactional(async (tx) => {
    const row = await tx.findOne(
      WebhookDeliveryEntity,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, exclude: ['body'] },
    );
    if (!row) throw new NotFound(webhookMessages.deliveryNotFound);
    if (!mayResendDelivery(row.status as WebhookDeliveryStatus))
      throw new Conflict(webhookMessages.resendOnly);
    tx.assign(row, { status: 'pending', nextAttemptAt: new Date(), leaseUntil: null });
    await tx.flush();
    return toDeliveryDto(row);
  });
}
