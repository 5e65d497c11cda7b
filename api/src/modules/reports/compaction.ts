import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from '../../db/prepared.ts';

/**
 * D26: counts what changed since (catchUpReports), then folds the day summaries' differences
 * (migration `report_summary_deltas`) into one row per key, so the reports read as few rows as
 * before. Safe beside saves and beside another fold; the server runs it at start and every 10 minutes.
 */
export async function compactReportSummaries(em: EntityManager) {
  await catchUpReports(em);
  await em.getConnection().execute('select report_summary_compact()');
}

/**
 * D26: counts the quotes changed since they were last counted (migration `report_catch_up`). Before
 * every report is read, so it shows every change committed before it, and every 10 s in the
 * background, so a report seldom has much to count. One at a time, across processes too.
 */
export async function catchUpReports(em: EntityManager) {
  await preparedRows(em, 'select report_catch_up()', []);
}
