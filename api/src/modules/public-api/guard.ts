import type { EntityManager } from '@mikro-orm/postgresql';
import { type ApiKeyScope, apiKeyMessages } from '@ppp/domain';
import type { Context, Next } from 'koa';
import { declareAccess } from '../../http/guard.ts';
import { countRateHit } from '../../http/rate-window.ts';
import { ApiKeyEntity, type ApiKeyRow } from '../api-keys/entities.ts';
import { hashApiKey } from '../api-keys/service.ts';
import { PublicApiError } from './errors.ts';

// The checks of every public request, in D16's order: key, origin, scope, rate limit; the body is
// read and validated after them, in the route. CORS is granted to every answer by cors.ts (D24).

/** The key as a partner presents it: `X-API-Key`, or `Authorization: Bearer …` (D9). */
function presentedKey(ctx: Context): string | null {
  const header = ctx.get('X-API-Key').trim();
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return bearer ? bearer[1] : null;
}

/**
 * D16: every request that passed the key check counts, per key and client address, over a sliding
 * 60-second window kept in PostgreSQL (http/rate-window.ts), so every API process shares it. D24:
 * the answer tells the limit and what is left of it.
 */
const countRequest = (em: EntityManager, key: ApiKeyRow, ip: string) =>
  countRateHit(em, 'api_rate_hit', { api_key_id: key.id, ip }, key.rateLimitPerMinute);

/**
 * The guard of a public endpoint needing `scope` (D9, D16): 401 without an active key, 403 for an
 * origin the key does not list, 403 without the scope, 429 over the limit with `Retry-After`. From
 * the key check on, every answer carries `RateLimit-Limit` and `RateLimit-Remaining` (D24). The key's
 * `lastUsedAt` is kept. The key is in `ctx.state.apiKey` after it.
 */
export function requireApiKey(scope: Exclude<ApiKeyScope, '*'>) {
  return declareAccess(
    async (ctx: Context, next: Next) => {
      const em = ctx.state.em as EntityManager;
      const origin = ctx.get('Origin') || null;
      const value = presentedKey(ctx);
      const key = value ? await em.findOne(ApiKeyEntity, { keyHash: hashApiKey(value) }) : null;
      if (!key?.isActive) throw new PublicApiError(401, 'invalid_api_key', apiKeyMessages.invalidKey);
      const { wait, remaining } = await countRequest(em, key, ctx.ip || 'unknown');
      ctx.set('RateLimit-Limit', String(key.rateLimitPerMinute));
      ctx.set('RateLimit-Remaining', String(remaining));
      if (origin && !key.allowedOrigins.includes(origin)) {
        throw new PublicApiError(403, 'origin_not_allowed', apiKeyMessages.forbiddenOrigin);
      }
      if (!key.permissions.includes('*') && !key.permissions.includes(scope)) {
        throw new PublicApiError(403, 'missing_scope', apiKeyMessages.missingScope(scope));
      }
      if (wait !== null) {
        ctx.set('Retry-After', String(wait));
        throw new PublicApiError(429, 'rate_limited', apiKeyMessages.tooManyRequests(wait));
      }
      await em.nativeUpdate(ApiKeyEntity, { id: key.id }, { lastUsedAt: new Date() });
      ctx.state.apiKey = key;
      await next();
    },
    { auth: 'apiKey', scope },
  );
}
