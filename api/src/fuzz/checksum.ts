import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What any request may write besides business data (issue 16 §2): sessions, rate-limit counters,
 * idempotency records, a key's last use, and the bookkeeping of migrations and seeding.
 */
const bookkeepingTables = new Set([
  'app_session',
  'api_rate_hit',
  'rate_window',
  'pending_login',
  'api_idempotency',
  'mikro_orm_migrations',
  'seed_run',
]);
const bookkeepingColumns = ['last_used_at'];

/** A digest of every business table, row by row, keyed by table, to tell what a request changed. */
export async function businessChecksum(em: EntityManager): Promise<Record<string, string>> {
  const connection = em.getConnection();
  const tables = (
    await connection.execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !bookkeepingTables.has(name));
  const without = bookkeepingColumns.map((column) => ` - '${column}'`).join('');
  const digests = tables.map(
    (table) =>
      `(select md5(coalesce(string_agg(r, '|' order by r), '')) from (select (to_jsonb(x)${without})::text as r from "${table}" x) rows) as "${table}"`,
  );
  const [row] = await connection.execute<Record<string, string>[]>(`select ${digests.join(', ')}`);
  return row;
}

/** The tables whose digests differ. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
