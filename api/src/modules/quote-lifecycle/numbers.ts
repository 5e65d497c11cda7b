import type { EntityManager } from '@mikro-orm/postgresql';

/** The calendar year in Europe/Warsaw (D5: numbers run per kind and year there). */
const warsawYear = (at = new Date()) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(at));

/**
 * Allocates the next human number (`WYC/2026/0001`) inside the creating transaction: the counter
 * row of (prefix, year) is created if absent and locked, so parallel creations never share a number
 * and a rolled-back creation gives its number back.
 */
export async function allocateNumber(tx: EntityManager, prefix: string): Promise<string> {
  const year = warsawYear();
  const connection = tx.getConnection();
  const context = tx.getTransactionContext();
  await connection.execute(
    'insert into document_counter (prefix, year, last_number) values (?, ?, 0) on conflict do nothing',
    [prefix, year],
    'run',
    context,
  );
  const rows = await connection.execute(
    'update document_counter set last_number = last_number + 1 where prefix = ? and year = ? returning last_number',
    [prefix, year],
    'all',
    context,
  );
  return `${prefix}/${year}/${String(rows[0].last_number).padStart(4, '0')}`;
}
