import type { EntityManager } from '@mikro-orm/postgresql';

// One sliding one-minute window kept in PostgreSQL, so every API process on the database shares it
// (D16: the public API per key and address; D23: the client page per address; D25: /api/login per
// address). Each counted subject (a scope and whose hits they are) is one row of `rate_window`
// holding its most recent hits, newest first, at most limit + 1 of them: enough to tell whether a
// hit is over the limit and when the next one may pass. A hit is one `insert … on conflict do
// update … returning`: concurrent hits of one subject queue on its row, each sees the others'
// hits, so a burst of 40 on a limit of 5 lets exactly 5 through (D25).

const WINDOW_SECONDS = 60;

export interface RateCount {
  /** Seconds to wait when this hit is over the limit, else null. */
  wait: number | null;
  /** Hits still allowed in the window after this one. */
  remaining: number;
  /** Seconds until the window frees a place (at least 1). */
  resetSeconds: number;
}

const hitStatement = `
  insert into rate_window as w (scope, subject, hits, expires_at)
  values (?, ?, array[clock_timestamp()], clock_timestamp() + interval '${WINDOW_SECONDS} seconds')
  on conflict (scope, subject) do update set
    hits = array(
      select at from (
        select clock_timestamp() as at
        union all
        select at from unnest(w.hits) as kept(at) where at > clock_timestamp() - interval '${WINDOW_SECONDS} seconds'
      ) recent order by at desc limit ?),
    expires_at = clock_timestamp() + interval '${WINDOW_SECONDS} seconds'
  returning cardinality(hits) as n,
    greatest(1, ceil(extract(epoch from (hits[?] + interval '${WINDOW_SECONDS} seconds' - clock_timestamp()))))::int as wait,
    greatest(1, ceil(extract(epoch from (hits[cardinality(hits)] + interval '${WINDOW_SECONDS} seconds' - clock_timestamp()))))::int as reset`;

/** Whose hits they are, as one bounded text: `column=value` pairs, each value cut to 64 characters. */
const subjectOf = (who: Record<string, string | number>) =>
  Object.entries(who)
    .map(([name, value]) => `${name}=${String(value).slice(0, 64)}`)
    .join(' ')
    .slice(0, 200);

/**
 * Counts one hit of `who` in the window named `scope` against `limit` hits a minute (every hit
 * counts, refused ones too), and answers whether it is over the limit, with what is left.
 */
export async function countRateHit(
  em: EntityManager,
  scope: string,
  who: Record<string, string | number>,
  limit: number,
): Promise<RateCount> {
  const [row] = await em
    .getConnection()
    .execute<{ n: number; wait: number | null; reset: number }[]>(hitStatement, [
      scope,
      subjectOf(who),
      Math.max(limit, 0) + 1,
      Math.max(limit, 1),
    ]);
  const over = row.n > limit;
  return {
    wait: over ? (row.wait ?? WINDOW_SECONDS) : null,
    remaining: Math.max(limit - row.n, 0),
    resetSeconds: over ? (row.wait ?? WINDOW_SECONDS) : row.reset,
  };
}

/**
 * Counts one hit of `who` (a name → value record naming whose hits they are) in the window `scope`
 * (the public API's and the client page's are named after their former tables), and answers the
 * seconds to wait when it is over `limit` in the last minute, else null.
 */
export async function countHit(
  em: EntityManager,
  scope: string,
  who: Record<string, string | number>,
  limit: number,
): Promise<number | null> {
  return (await countRateHit(em, scope, who, limit)).wait;
}

/** Removes the windows nobody hit in the last minute (one-time visitors' rows). */
export async function purgeRateWindows(em: EntityManager): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ scope: string }[]>(
      'delete from rate_window where expires_at < clock_timestamp() returning scope',
    );
  return rows.length;
}
