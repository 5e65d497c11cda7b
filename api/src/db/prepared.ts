import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';

// biome-ignore lint/suspicious/noExplicitAny: plain SQL rows
export type Row = Record<string, any>;

const names = new Map<string, string>();
export const statementName = (sql: string) => {
  let name = names.get(sql);
  if (!name) {
    name = `ppp_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
};

export interface RowsOptions {
  /**
   * Plan with this call's values, every call (an unnamed statement), for statements whose best
   * plan depends on them: a search's pattern. PostgreSQL's cached generic plan of a named statement
   * estimates any pattern alike; for a list's search it scanned every quote of the kind (7 ms where
   * the pattern's own plan takes under 1).
   */
  planEachCall?: boolean;
}

/**
 * Runs a hot-path read as a named prepared statement with bound parameters (`?` placeholders):
 * PostgreSQL plans it once per connection instead of on every request, and nothing is formatted
 * into the SQL text. (`connection.execute` inlines the parameters, so every call is planned anew;
 * planning was a third of the quotes search.) The name is derived from the text, so one text is
 * always one statement. Runs inside the entity manager's transaction when there is one.
 */
export async function preparedRows<T extends Row = Row>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  { planEachCall = false }: RowsOptions = {},
): Promise<T[]> {
  const query = em
    .getConnection()
    .getKnex()
    .raw(sql, params as readonly Knex.RawBinding[]);
  if (!planEachCall) query.options({ name: statementName(sql) });
  const transaction = em.getTransactionContext();
  if (transaction) query.transacting(transaction);
  const result = (await query) as { rows: T[] };
  return result.rows;
}
