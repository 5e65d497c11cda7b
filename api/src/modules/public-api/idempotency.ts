import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { apiKeyMessages } from '@ppp/domain';
import type { Context, Next } from 'koa';
import { Conflict, HttpError, Invalid } from '../../http/errors.ts';
import type { ApiKeyRow } from '../api-keys/entities.ts';

const KEEP_HOURS = 24;
const validKey = /^[\x21-\x7e]{1,100}$/;

const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * D16: a POST with an `Idempotency-Key` that repeats one this API key sent in the last 24 hours
 * answers the first answer and creates nothing; the same key with another body is 422; a repeat
 * while the first still runs is 409. A request that fails on the server (5xx) may be tried again.
 */
export function idempotent() {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('Idempotency-Key');
    if (!header) return next();
    if (!validKey.test(header))
      throw new Invalid({ 'Idempotency-Key': apiKeyMessages.idempotencyKey }, apiKeyMessages.idempotencyKey);
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
      if (!seen) throw new Conflict(apiKeyMessages.idempotencyRunning);
      if (seen.body_hash !== hash) throw new HttpError(422, apiKeyMessages.idempotencyMismatch);
      if (seen.response_status === null) throw new Conflict(apiKeyMessages.idempotencyRunning);
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
      await remember(ctx.status, ctx.body);
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        await remember(error.status, {
          message: error.message,
          ...(error.errors && { errors: error.errors }),
        });
      } else {
        await forget();
      }
      throw error;
    }
  };
}
