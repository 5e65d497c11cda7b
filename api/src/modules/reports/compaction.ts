import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * D26: folds the day summaries' differences (migration `report_summary_deltas`) into one row per
 * key, so the reports read as few rows as before. Safe beside saves and beside another fold; the
 * server runs it at start and every 10 minutes.
 */
export async function compactReportSummaries(em: EntityManager) {
  await em.getConnection().execute('select report_summary_compact()');
}
