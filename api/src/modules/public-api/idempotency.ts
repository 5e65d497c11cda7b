import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { apiKeyMessages } from '@ppp/domain';
import canonicalize from 'canonicalize';
import type { Context, Next } from 'koa';
import type { ApiKeyRow } from '../api-keys/entities.ts';
import { PublicApiError } from './errors.ts';

const KEEP_HOURS = 24;
const validKey = /^[\x21-\x7e]{1,100}$/;

/** D24: bodies compare by content, not key order: the hash of their canonical JSON (RFC 8785). */
const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(canonicalize(body ?? null) ?? 'null')
    .digest('hex');

/**
 * D16: a POST with an `Idempotency-Key` that repeats one this API key sent in the last 24 hours
 * answers the first answer and creates nothing; the same key with another body is 422; a repeat
 * while the first still runs is 409. D24: only a success is remembered; after a refusal (4xx) or a
 * failure (5xx) the same key may be sent again, with the body corrected.
 */
export function idempotent() {
  return async (ctx: Context, next: Next) => {
    // Absent is no key; sent empty is a wrong one (1–100 characters, D16).
    if (ctx.headers['idempotency-key'] === undefined) return next();
    const header = ctx.get('Idempotency-Key');
    if (!validKey.test(header))
      throw new PublicApiError(400, 'validation_failed', apiKeyMessages.idempotencyKey, {
        'Idempotency-Key': apiKeyMessages.idempotencyKey,
      });
    const em = ctx.state.em as EntityManager;
    const key = ctx.state.apiKey as ApiKeyRow;
    const hash = bodyHash(ctx.request.body);
    const connection = em.getConnection();
    await connection.execute(
      `delete from api_idempotency where api_key_id = ? and created_at < now() - interval '${KEEP_HOURS} hours'`,
      [key.id],
    );
    const claimed = await connection.execute(
      `insert into api_idempotency (api_key_id, idempotency_key, body_hash, created_at) values (?, ?, ?, now())
       on conflict do nothing returning api_key_id`,
      [key.id, header, hash],
    );
    if (claimed.length === 0) {
      const [seen] = await connection.execute<
        { body_hash: string; response_status: number | null; response_body: unknown }[]
      >(
        'select body_hash, response_status, response_body from api_idempotency where api_key_id = ? and idempotency_key = ?',
        [key.id, header],
      );
      const running = () =>
        new PublicApiError(409, 'idempotency_in_progress', apiKeyMessages.idempotencyRunning);
      if (!seen) throw running();
      if (seen.body_hash !== hash)
        throw new PublicApiError(422, 'idempotency_key_reused', apiKeyMessages.idempotencyMismatch);
      if (seen.response_status === null) throw running();
      ctx.status = seen.response_status;
      ctx.body = seen.response_body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    const remember = (status: number, body: unknown) =>
      connection.execute(
        'update api_idempotency set response_status = ?, response_body = ? where api_key_id = ? and idempotency_key = ?',
        [status, JSON.stringify(body ?? null), key.id, header],
      );
    const forget = () =>
      connection.execute('delete from api_idempotency where api_key_id = ? and idempotency_key = ?', [
        key.id,
        header,
      ]);
    try {
      await next();
    } catch (error) {
      await forget();
      throw error;
    }
    if (ctx.status < 400) await remember(ctx.status, ctx.body);
    else await forget();
  };
}
