import type { EntityManager } from '@mikro-orm/postgresql';
import { type ApiKeyScope, apiKeyMessages } from '@ppp/domain';
import type { Context, Next } from 'koa';
import { Forbidden, HttpError } from '../../http/errors.ts';
import { declareAccess } from '../../http/guard.ts';
import { countHit } from '../../http/rate-window.ts';
import { ApiKeyEntity, type ApiKeyRow } from '../api-keys/entities.ts';
import { hashApiKey } from '../api-keys/service.ts';

// The checks of every public request, in D16's order: key, origin, scope, rate limit; validation
// comes after, in the route.

/** The key as a partner presents it: `X-API-Key`, or `Authorization: Bearer …` (D9). */
function presentedKey(ctx: Context): string | null {
  const header = ctx.get('X-API-Key').trim();
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return bearer ? bearer[1] : null;
}

/**
 * Whether a key lists the origin (a preflight carries no key, D16). A deactivated key's pages are
 * answered too, so its widget can read the refusal and say the key is inactive instead of failing
 * as if the network were down; the real request is refused all the same.
 */
export async function originOfAnyKey(em: EntityManager, origin: string): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute('select 1 from api_key where jsonb_exists(allowed_origins, ?) limit 1', [origin]);
  return rows.length > 0;
}

export const CORS_ALLOWED_HEADERS = 'Content-Type, X-API-Key, Authorization, Idempotency-Key';

/** Lets the page at `origin` read this answer. */
export function grantCors(ctx: Context, origin: string) {
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Access-Control-Expose-Headers', 'Retry-After');
  ctx.vary('Origin');
}

/**
 * D16: every request that passed the key check counts, per key and client address, over a sliding
 * 60-second window kept in PostgreSQL, so every API process on the database shares it. Answers the
 * seconds to wait when the request is over the limit, else null.
 */
const countRequest = (em: EntityManager, key: ApiKeyRow, ip: string) =>
  countHit(em, 'api_rate_hit', { api_key_id: key.id, ip }, key.rateLimitPerMinute);

/**
 * The guard of a public endpoint needing `scope` (D9, D16): 401 without an active key, 403 for an
 * origin the key does not list (no CORS grant), 403 without the scope, 429 over the limit with
 * `Retry-After`. The key's `lastUsedAt` is kept. The key is in `ctx.state.apiKey` after it.
 */
export function requireApiKey(scope: Exclude<ApiKeyScope, '*'>) {
  return declareAccess(
    async (ctx: Context, next: Next) => {
      const em = ctx.state.em as EntityManager;
      const origin = ctx.get('Origin') || null;
      const value = presentedKey(ctx);
      const key = value ? await em.findOne(ApiKeyEntity, { keyHash: hashApiKey(value) }) : null;
      // A refusal is readable by a page that a key allows, so a widget can say what went wrong.
      if (origin && (key?.allowedOrigins.includes(origin) || (await originOfAnyKey(em, origin)))) {
        grantCors(ctx, origin);
      }
      if (!key?.isActive) throw new HttpError(401, apiKeyMessages.invalidKey);
      const wait = await countRequest(em, key, ctx.ip || 'unknown');
      if (origin && !key.allowedOrigins.includes(origin)) {
        ctx.remove('Access-Control-Allow-Origin');
        throw new Forbidden(apiKeyMessages.forbiddenOrigin);
      }
      if (!key.permissions.includes('*') && !key.permissions.includes(scope)) {
        throw new Forbidden(apiKeyMessages.missingScope(scope));
      }
      if (wait !== null) {
        ctx.set('Retry-After', String(wait));
        throw new HttpError(429, apiKeyMessages.tooManyRequests(wait));
      }
      await em.nativeUpdate(ApiKeyEntity, { id: key.id }, { lastUsedAt: new Date() });
      ctx.state.apiKey = key;
      await next();
    },
    { auth: 'apiKey', scope },
  );
}
