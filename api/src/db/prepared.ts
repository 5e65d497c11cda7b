import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type pg from 'pg';

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

/**
 * A statement's text with PostgreSQL's `$n` placeholders for our `?` ones (as knex writes them:
 * `\?` is a literal question mark), kept per text: the statements are few and fixed.
 */
const nativeTexts = new Map<string, { text: string; count: number }>();
export function nativeStatement(sql: string) {
  let native = nativeTexts.get(sql);
  if (!native) {
    let count = 0;
    const text = sql.replace(/\\\?|\?\?|\?/g, (match) => {
      if (match === '\\?') return '?';
      if (match === '??') throw new Error(`prepared statements take no identifier bindings (??): ${sql}`);
      count += 1;
      return `$${count}`;
    });
    native = { text, count };
    nativeTexts.set(sql, native);
  }
  return native;
}

/** The pool of the ORM's knex client (or a transaction's client, which answers its own connection). */
interface ConnectionSource {
  acquireConnection(): Promise<pg.ClientBase>;
  releaseConnection(connection: pg.ClientBase): Promise<void> | void;
}

/**
 * Runs a statement on the entity manager's connection: its transaction's when it has one, else one
 * of the pool's for this statement only. Straight through `pg`: knex's query builder and runner
 * cost about 60 µs of CPU per statement here, more than the statement itself for the small ones.
 */
async function onConnection<T extends Row>(em: EntityManager, query: pg.QueryConfig): Promise<T[]> {
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) {
    if (transaction.isCompleted()) throw new Error(`the transaction is over: ${query.text}`);
    const connection = await (transaction.client as unknown as ConnectionSource).acquireConnection();
    return (await connection.query<T>(query)).rows;
  }
  const pool = em.getConnection().getKnex().client as unknown as ConnectionSource;
  const connection = await pool.acquireConnection();
  try {
    return (await connection.query<T>(query)).rows;
  } finally {
    await pool.releaseConnection(connection);
  }
}

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
  const { text, count } = nativeStatement(sql);
  if (count !== params.length) throw new Error(`${count} placeholders, ${params.length} values: ${sql}`);
  const values = params as unknown[];
  return onConnection<T>(em, planEachCall ? { text, values } : { name: statementName(sql), text, values });
}

/**
 * A transaction of plain statements (`preparedRows`) on one connection of the pool: what
 * `em.transactional` does, without the unit of work and knex's transaction object (about 0.3 ms of
 * CPU a transaction here). For hot paths written in SQL only: the entity manager `work` gets carries
 * the transaction for `preparedRows`, and an entity operation on it (a find, a flush, `execute`)
 * fails rather than runs outside it.
 */
export async function sqlTransaction<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const pool = em.getConnection().getKnex().client as unknown as ConnectionSource;
  const connection = await pool.acquireConnection();
  let over = false;
  // What onConnection reads of a knex transaction; knex itself refuses it (it has no runner).
  const transaction = {
    client: {
      transacting: true,
      acquireConnection: () => Promise.resolve(connection),
      releaseConnection: () => undefined,
    },
    isCompleted: () => over,
  };
  const tx = em.fork();
  tx.setTransactionContext(transaction as unknown as Knex.Transaction);
  try {
    await connection.query('begin');
    const result = await work(tx);
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    over = true;
    await pool.releaseConnection(connection);
  }
}
