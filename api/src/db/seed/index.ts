import type { Logger } from '../../logger.ts';
import type { Orm } from '../orm.ts';
import { seedMainCatalogue } from './catalogue.ts';

/**
 * Demo data (D10), run under the start-up advisory lock; each seeder fills only what is empty,
 * so seeding is idempotent. Users come from sign-in, never from here.
 */
const seeders: Array<{ name: string; run: (orm: Orm) => Promise<void> }> = [
  { name: 'main catalogue', run: (orm) => seedMainCatalogue(orm.em.fork()) },
];

export async function seed(orm: Orm, log: Logger) {
  for (const seeder of seeders) {
    await seeder.run(orm);
    log.debug('seeded', { seeder: seeder.name });
  }
}
