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

/** The `pg` client's switch to pipeline mode and its socket (pg 8.23: `pipeline`, not in its types). */
interface PipelinedClient {
  pipeline: boolean;
  connection: { stream: { cork?(): void; uncork?(): void } };
}

/**
 * Statements sent to the server together, in one write, each answered in turn (pg's pipeline mode,
 * switched on for this flight only: pg-cursor refuses it): a flight costs one round trip instead of
 * one per statement. The server runs them one after another as if sent one by one, each with its own
 * snapshot; inside a transaction an error aborts it, so the ones after it fail too. Answers each
 * statement's rows, or throws the first error. The connection is idle and ours (a transaction's, or
 * taken from the pool for the flight).
 */
async function inOneFlight(connection: pg.ClientBase, queries: readonly (pg.QueryConfig | string)[]) {
  if (queries.length === 1) return [(await connection.query(queries[0])).rows];
  const client = connection as unknown as PipelinedClient;
  const { stream } = client.connection;
  client.pipeline = true;
  stream.cork?.();
  let sent: Promise<pg.QueryResult>[];
  try {
    sent = queries.map((query) => connection.query(query));
  } finally {
    stream.uncork?.();
  }
  const answers = await Promise.allSettled(sent);
  // Every answer is in (the last ReadyForQuery read): back to one statement at a time.
  client.pipeline = false;
  const failed = answers.find((answer) => answer.status === 'rejected');
  if (failed) throw failed.reason;
  return answers.map((answer) => (answer as PromiseFulfilledResult<pg.QueryResult>).value.rows);
}

/**
 * What onConnection reads of a transaction: its connection, and for sqlTransaction's, where it
 * stands: its `begin` and its `commit` each go in the flight of the statement that follows them.
 */
interface TransactionContext {
  client: ConnectionSource;
  isCompleted(): boolean;
  /** Nothing sent yet (`begin` to send); open; its work done (`commit` to send); committed. */
  stage?: 'opening' | 'open' | 'closing' | 'closed';
}

/**
 * Runs statements on the entity manager's connection, in one flight: its transaction's when it has
 * one, else one of the pool's for these statements only. Straight through `pg`: knex's query
 * builder and runner cost about 60 µs of CPU per statement here, more than the statement itself for
 * the small ones.
 */
async function onConnection(em: EntityManager, queries: pg.QueryConfig[]): Promise<Row[][]> {
  const transaction = em.getTransactionContext<TransactionContext>();
  if (transaction) {
    if (transaction.isCompleted()) throw new Error(`the transaction is over: ${queries[0].text}`);
    const connection = await transaction.client.acquireConnection();
    // A `begin` or `commit` still to send goes first, in the same flight.
    const pending =
      transaction.stage === 'opening' ? 'begin' : transaction.stage === 'closing' ? 'commit' : null;
    if (!pending) return inOneFlight(connection, queries);
    transaction.stage = pending === 'begin' ? 'open' : 'closed';
    return (await inOneFlight(connection, [pending, ...queries])).slice(1);
  }
  const pool = em.getConnection().getKnex().client as unknown as ConnectionSource;
  const connection = await pool.acquireConnection();
  try {
    return await inOneFlight(connection, queries);
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
  const [rows] = await onConnection(em, [preparedQuery(sql, params, planEachCall)]);
  return rows as T[];
}

/** A statement as pg sends it: `$n` placeholders, named (prepared once per connection) unless planned each call. */
function preparedQuery(sql: string, params: readonly unknown[], planEachCall = false): pg.QueryConfig {
  const { text, count } = nativeStatement(sql);
  if (count !== params.length) throw new Error(`${count} placeholders, ${params.length} values: ${sql}`);
  const values = params as unknown[];
  return planEachCall ? { text, values } : { name: statementName(sql), text, values };
}

/** A statement: its SQL with `?` placeholders and their values (a flight's, an export's). */
export interface SqlStatement {
  sql: string;
  params: readonly unknown[];
}

/**
 * Statements as `preparedRows` runs them, sent in one flight (one round trip): the server runs
 * them in order, each seeing what the ones before it did, so a statement that needs no value of an
 * earlier one's answer need not wait for it. Answers each one's rows, or throws the first error
 * (inside a transaction, which it aborts).
 */
export async function preparedFlight<Rows extends Row[][]>(
  em: EntityManager,
  statements: { [K in keyof Rows]: SqlStatement },
): Promise<Rows> {
  return (await onConnection(
    em,
    statements.map((statement) => preparedQuery(statement.sql, statement.params)),
  )) as Rows;
}

/**
 * A transaction of plain statements (`preparedRows`) on one connection of the pool: what
 * `em.transactional` does, without the unit of work and knex's transaction object (about 0.3 ms of
 * CPU a transaction here). For hot paths written in SQL only: the entity manager `work` gets carries
 * the transaction for `preparedRows`, and an entity operation on it (a find, a flush, `execute`)
 * fails rather than runs outside it. `then`, when given, runs once the work is committed, on the
 * same connection (outside the transaction): what it reads goes with the `commit`, in one flight,
 * and the transaction's answer is its answer. The `begin` goes with the work's first statement.
 */
export async function sqlTransaction<T, U = T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
  then?: (em: EntityManager, done: T) => Promise<U>,
): Promise<U> {
  const pool = em.getConnection().getKnex().client as unknown as ConnectionSource;
  const connection = await pool.acquireConnection();
  let over = false;
  // What onConnection reads of a knex transaction (knex itself refuses it: it has no runner).
  const transaction: TransactionContext & { client: { transacting: true } } = {
    client: {
      transacting: true,
      acquireConnection: () => Promise.resolve(connection),
      releaseConnection: () => undefined,
    },
    isCompleted: () => over,
    stage: 'opening',
  };
  const tx = em.fork();
  tx.setTransactionContext(transaction as unknown as Knex.Transaction);
  try {
    const done = await work(tx);
    // Nothing sent, nothing to end.
    transaction.stage = transaction.stage === 'opening' ? 'closed' : 'closing';
    const answer = then ? await then(tx, done) : (done as unknown as U);
    if (transaction.stage === 'closing') {
      transaction.stage = 'closed';
      await connection.query('commit');
    }
    return answer;
  } catch (error) {
    if (transaction.stage === 'open' || transaction.stage === 'closing')
      await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    over = true;
    await pool.releaseConnection(connection);
  }
}
