import type { EntityManager } from '@mikro-orm/postgresql';

// One sliding one-minute window kept in PostgreSQL, so every API process on the database shares it
// (D16: the public API per key and address; D23: the client page per address). A table of hits has
// an `at` column and the columns that name whose hits they are (`api_key_id, ip`; `bucket, ip`).

const WINDOW_SECONDS = 60;

/**
 * Counts one hit of `who` (column → value; the column names are ours, never a request's) in `table`,
 * and answers the seconds to wait when it is over `limit` in the last minute, else null. Hits older
 * than the window are removed on the way.
 */
export async function countHit(
  em: EntityManager,
  table: string,
  who: Record<string, string | number>,
  limit: number,
): Promise<number | null> {
  const columns = Object.keys(who);
  const values = Object.values(who);
  const matches = columns.map((column) => `${column} = ?`).join(' and ');
  const connection = em.getConnection();
  const [row] = await connection.execute<{ n: number; wait: number }[]>(
    `with hit as (
       insert into ${table} (${columns.join(', ')}, at) values (${columns.map(() => '?').join(', ')}, clock_timestamp()) returning at
     ), recent as (
       select at from ${table}
        where ${matches} and at > clock_timestamp() - interval '${WINDOW_SECONDS} seconds'
       union all select at from hit
     )
     select count(*)::int as n,
            greatest(1, ceil(extract(epoch from (
              (select at from recent order by at desc offset ? limit 1) + interval '${WINDOW_SECONDS} seconds' - clock_timestamp()
            ))))::int as wait
       from recent`,
    [...values, ...values, Math.max(limit - 1, 0)],
  );
  // Hits older than the window are of no use to anybody.
  await connection.execute(
    `delete from ${table} where ${matches} and at < clock_timestamp() - interval '${WINDOW_SECONDS} seconds'`,
    values,
  );
  return row.n > limit ? (row.wait ?? WINDOW_SECONDS) : null;
}
