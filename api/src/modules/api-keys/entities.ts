import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { UserEntity } from '../users/entities.ts';

/**
 * A partner's key to the public API (D9, D16). The key itself is never stored: only its SHA-256
 * hash, and its first 8 and last 4 characters for the masked form.
 */
export const ApiKeyEntity = defineEntity({
  name: 'ApiKey',
  tableName: 'api_key',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    keyHash: p.string().length(64).unique(),
    keyPrefix: p.string().length(8),
    keySuffix: p.string().length(4),
    permissions: p.json<string[]>(),
    allowedOrigins: p.json<string[]>(),
    rateLimitPerMinute: p.integer().default(60),
    /** D16: the quotes and assessments the key may create in a calendar day (Europe/Warsaw). */
    dailyLimit: p.integer().default(500),
    isActive: p.boolean().default(true),
    lastUsedAt: p.datetime().nullable(),
    /**
     * When an administrator deleted it (D24, D26): the row stays, refused and out of every list, so
     * the quotes, assessments and clients it sent in keep their key and the reports still count them
     * per key. Its webhooks, rate windows and idempotency records go at the deletion.
     */
    deletedAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ApiKeyRow = InferEntity<typeof ApiKeyEntity>;

/**
 * The key a record came in with through the public API (D16, D22): its name is kept as the record's
 * `source`, its id as `apiKey` (kept when the key is deleted: ApiKeyEntity's `deletedAt`).
 */
export interface KeySource {
  name: string;
  apiKeyId: number;
}

export const keySourceOf = (key: Pick<ApiKeyRow, 'id' | 'name'>): KeySource => ({
  name: key.name,
  apiKeyId: key.id,
});

/** One public request that passed the key check, for the sliding one-minute limit shared by every process (D16). */
export const ApiRateHitEntity = defineEntity({
  name: 'ApiRateHit',
  tableName: 'api_rate_hit',
  properties: {
    id: p.bigint().primary().autoincrement(),
    apiKey: () => p.manyToOne(ApiKeyEntity).deleteRule('cascade'),
    ip: p.string().length(64),
    at: p.datetime(),
  },
  indexes: [{ properties: ['apiKey', 'ip', 'at'] }],
});

/** A POST with an Idempotency-Key and its answer, kept 24 hours (D16). */
export const ApiIdempotencyEntity = defineEntity({
  name: 'ApiIdempotency',
  tableName: 'api_idempotency',
  properties: {
    apiKey: () => p.manyToOne(ApiKeyEntity).primary().deleteRule('cascade'),
    idempotencyKey: p.string().length(100).primary(),
    bodyHash: p.string().length(64),
    /** The request that holds the key: its answer is recorded under it (public-api/idempotency.ts). */
    claim: p.uuid().nullable(),
    /** Null while the first request is still running. */
    responseStatus: p.integer().nullable(),
    responseBody: p.json<unknown>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const apiKeyEntities = [ApiKeyEntity, ApiRateHitEntity, ApiIdempotencyEntity];
