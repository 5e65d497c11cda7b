import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ApiKey, type ApiKeyScope, apiKeyMessages, type CreatedApiKey, maskApiKey } from '@ppp/domain';
import { NotFound } from '../../http/errors.ts';
import { ApiIdempotencyEntity, ApiKeyEntity, type ApiKeyRow, ApiRateHitEntity } from './entities.ts';

/** D9: the SHA-256 of a key, the only form the database keeps. */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** D9: 32 random bytes, URL-safe, with the prefix `ppp_`. */
const newApiKeyValue = () => `ppp_${randomBytes(32).toString('base64url')}`;

const toApiKeyDto = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  maskedKey: maskApiKey(row.keyPrefix, row.keySuffix),
  permissions: row.permissions as ApiKeyScope[],
  allowedOrigins: row.allowedOrigins,
  rateLimitPerMinute: row.rateLimitPerMinute,
  dailyLimit: row.dailyLimit,
  isActive: row.isActive,
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

export async function listApiKeys(em: EntityManager): Promise<ApiKey[]> {
  const rows = await em.find(
    ApiKeyEntity,
    { deletedAt: null },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return rows.map(toApiKeyDto);
}

export interface ApiKeyFields {
  name: string;
  permissions: ApiKeyScope[];
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  dailyLimit: number;
}

/** The key in clear only in this answer (D9); stored as its hash and masked parts. */
export async function createApiKey(
  em: EntityManager,
  userId: number,
  fields: ApiKeyFields,
): Promise<CreatedApiKey> {
  const keyValue = newApiKeyValue();
  const row = em.create(ApiKeyEntity, {
    ...fields,
    keyHash: hashApiKey(keyValue),
    keyPrefix: keyValue.slice(0, 8),
    keySuffix: keyValue.slice(-4),
    isActive: true,
    createdBy: userId,
  });
  await em.flush();
  return { ...toApiKeyDto(row), keyValue };
}

/** A key not deleted (404 otherwise). */
export async function findKey(em: EntityManager, id: number) {
  const row = await em.findOne(ApiKeyEntity, { id, deletedAt: null });
  if (!row) throw new NotFound(apiKeyMessages.notFound);
  return row;
}

/** A change takes effect on the key's next request (D9): every request reads the key anew. */
export async function updateApiKey(
  em: EntityManager,
  id: number,
  patch: Partial<ApiKeyFields> & { isActive?: boolean },
) {
  const row = await findKey(em, id);
  em.assign(row, Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)));
  await em.flush();
  return toApiKeyDto(row);
}

/**
 * Deletes a key for good (D9): refused from its next request and gone from the list, while what it
 * sent in keeps naming it (ApiKeyEntity's `deletedAt`). Its rate windows and idempotency records go.
 */
export async function deleteApiKey(em: EntityManager, id: number) {
  const row = await findKey(em, id);
  em.assign(row, { isActive: false, deletedAt: new Date() });
  await em.flush();
  await em.nativeDelete(ApiRateHitEntity, { apiKey: row.id });
  await em.nativeDelete(ApiIdempotencyEntity, { apiKey: row.id });
  return row;
}
