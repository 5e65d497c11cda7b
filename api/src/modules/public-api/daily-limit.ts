import type { EntityManager } from '@mikro-orm/postgresql';
import { apiKeyMessages } from '@ppp/domain';
import type { KeySource } from '../api-keys/entities.ts';
import { PublicApiError } from './errors.ts';

// D16: a key creates at most its `daily_limit` enquiries (quotes and assessments) a calendar day in
// Europe/Warsaw; D22's confirmation mails count for nothing. Checked inside the enquiry's own
// transaction, after its row is written and under a lock per key, so requests at once cannot pass
// the limit together: the one over it rolls back.

/** Throws 429 `daily_limit_reached`, `Retry-After` until midnight in Warsaw, when `key` is over its limit. */
export async function holdDailyLimit(tx: EntityManager, key: KeySource) {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`api-key-daily:${key.apiKeyId}`]);
  const [row] = await tx.execute<{ created: number; dailyLimit: number | null; wait: number }[]>(
    `with day as (
       select date_trunc('day', now() at time zone 'Europe/Warsaw') as today
     ), bounds as (
       select today at time zone 'Europe/Warsaw' as starts,
              (today + interval '1 day') at time zone 'Europe/Warsaw' as ends
         from day
     )
     select (select count(*) from quote, bounds where api_key_id = ? and created_at >= bounds.starts)::int
          + (select count(*) from assessment_response, bounds
              where api_key_id = ? and created_at >= bounds.starts)::int as created,
            (select daily_limit from api_key where id = ?) as "dailyLimit",
            ceil(extract(epoch from ((select ends from bounds) - now())))::int as wait`,
    [key.apiKeyId, key.apiKeyId, key.apiKeyId],
  );
  if (row.dailyLimit !== null && row.created > row.dailyLimit) {
    throw new PublicApiError(429, 'daily_limit_reached', apiKeyMessages.dailyLimitReached, undefined, {
      'Retry-After': String(Math.max(row.wait, 1)),
    });
  }
}
