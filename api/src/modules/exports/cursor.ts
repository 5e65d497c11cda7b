import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import { nativeStatement, type Row, type SqlStatement } from '../../db/prepared.ts';

/** Rows fetched from the server-side cursor at a time: a batch is what the export holds in memory. */
const BATCH_ROWS = 1000;

type PoolClient = { acquireConnection(): Promise<pg.Client>; releaseConnection(c: pg.Client): Promise<void> };

/**
 * The rows of a statement in batches, read through a server-side cursor (`pg-cursor`) on a
 * connection of the pool held only while the rows are read: never the whole result in memory. The
 * next batch is fetched only when the consumer asks for it (backpressure); when it stops early (the
 * client disconnected) the cursor is closed and the connection goes back to the pool.
 */
export async function* cursorRows<T extends Row>(
  em: EntityManager,
  { sql, params }: SqlStatement,
  batchRows = BATCH_ROWS,
): AsyncGenerator<T[]> {
  const pool = em.getConnection().getKnex().client as PoolClient;
  const connection = await pool.acquireConnection();
  const cursor = connection.query(new Cursor<T>(nativeStatement(sql).text, params as unknown[]));
  try {
    for (;;) {
      const rows = await cursor.read(batchRows);
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    // A cursor left open mid-result still holds the connection's transaction: close it first.
    await cursor.close().catch(() => undefined);
    await pool.releaseConnection(connection);
  }
}
