import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { apiKeyMessages } from '@ppp/domain';
import canonicalize from 'canonicalize';
import type { Context, Next } from 'koa';
import type { ApiKeyRow } from '../api-keys/entities.ts';
import { PublicApiError } from './errors.ts';

const KEEP_HOURS = 24;
/**
 * A claim this old with no answer was left by a request that never ended (its process stopped
 * mid-way): the key's next request takes it over. The work and its answer commit together
 * (`answerInTransaction`), so an abandoned claim never hides work done; and a request that was
 * only slow cannot commit once its claim is taken over.
 */
const ABANDONED_AFTER_SECONDS = 60;

/** Records a success's answer in the transaction of the work it answers (see `idempotent`). */
export type AnswerInTransaction = (tx: EntityManager, status: number, body: unknown) => Promise<void>;

/** The request's AnswerInTransaction: a no-op without an Idempotency-Key. */
export const answerInTransaction = (ctx: Context): AnswerInTransaction =>
  (ctx.state.answerInTransaction as AnswerInTransaction | undefined) ?? (async () => {});
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
 *
 * Each request claims the key with a claim of its own, and the work records its answer under that
 * claim in the work's own transaction (`answerInTransaction`): a process stopped mid-way leaves either
 * the work with its answer (replayed) or neither (the claim is taken over after
 * ABANDONED_AFTER_SECONDS), never work without an answer, nor a key refused with 409 for a day.
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
    const running = () =>
      new PublicApiError(409, 'idempotency_in_progress', apiKeyMessages.idempotencyRunning);
    const claim = randomUUID();
    const claimed = await connection.execute(
      `insert into api_idempotency (api_key_id, idempotency_key, body_hash, claim, created_at) values (?, ?, ?, ?, now())
       on conflict do nothing returning api_key_id`,
      [key.id, header, hash, claim],
    );
    if (claimed.length === 0) {
      const [seen] = await connection.execute<
        {
          body_hash: string;
          response_status: number | null;
          response_body: unknown;
          claim: string | null;
          abandoned: boolean;
        }[]
      >(
        `select body_hash, response_status, response_body, claim,
           created_at < now() - interval '${ABANDONED_AFTER_SECONDS} seconds' as abandoned
           from api_idempotency where api_key_id = ? and idempotency_key = ?`,
        [key.id, header],
      );
      if (!seen) throw running();
      if (seen.body_hash !== hash)
        throw new PublicApiError(422, 'idempotency_key_reused', apiKeyMessages.idempotencyMismatch);
      if (seen.response_status !== null) {
        ctx.status = seen.response_status;
        ctx.body = seen.response_body;
        ctx.set('Idempotent-Replayed', 'true');
        return;
      }
      if (!seen.abandoned) throw running();
      const taken = await connection.execute(
        `update api_idempotency set claim = ?, created_at = now()
          where api_key_id = ? and idempotency_key = ? and response_status is null and claim is not distinct from ?
          returning api_key_id`,
        [claim, key.id, header, seen.claim],
      );
      if (taken.length === 0) throw running();
    }
    const ours = 'api_key_id = ? and idempotency_key = ? and claim = ?';
    const remember = (status: number, body: unknown, tx?: EntityManager) =>
      (tx ?? em)
        .getConnection()
        .execute(
          `update api_idempotency set response_status = ?, response_body = ? where ${ours} returning api_key_id`,
          [status, JSON.stringify(body ?? null), key.id, header, claim],
          'all',
          tx?.getTransactionContext(),
        );
    ctx.state.answerInTransaction = (async (tx, status, body) => {
      // Taken over meanwhile: this request is the slow one, and its work must not commit.
      if ((await remember(status, body, tx)).length === 0) throw running();
    }) satisfies AnswerInTransaction;
    // A refusal or a failure is not remembered (D24), unless its work had already committed.
    const forget = () =>
      connection.execute(`delete from api_idempotency where ${ours} and response_status is null`, [
        key.id,
        header,
        claim,
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
