import type { Logger } from '../../logger.ts';
import type { Orm } from '../orm.ts';

/**
 * Demo data (D10), run under the start-up advisory lock and idempotent. Each business area adds
 * its seeder here as it arrives; the foundation has no demo rows of its own (users come from sign-in).
 */
const seeders: Array<(orm: Orm, log: Logger) => Promise<void>> = [];

export async function seed(orm: Orm, log: Logger) {
  for (const seeder of seeders) await seeder(orm, log);
}
