import type { Logger } from '../../logger.ts';
import type { Orm } from '../orm.ts';
import { seedAssessmentQuestionnaire } from './assessment-questions.ts';
import { seedMainCatalogue } from './catalogue.ts';
import { seedCompanyProfile } from './company-profile.ts';
import { seedDepartmentCatalogues } from './department-catalogues.ts';
import { SeedRunEntity } from './entities.ts';
import { seedTransportVehicles } from './transport-vehicles.ts';

/**
 * Demo data (D10), run under the start-up advisory lock. Each seeder runs once in a database's life
 * (recorded in seed_run) and fills only what is empty, so seeding is idempotent and data an
 * administrator removed does not come back. Users come from sign-in, never from here.
 */
const seeders: Array<{ name: string; run: (orm: Orm) => Promise<void> }> = [
  { name: 'main catalogue', run: (orm) => seedMainCatalogue(orm.em.fork()) },
  { name: 'needs-assessment questionnaire', run: (orm) => seedAssessmentQuestionnaire(orm.em.fork()) },
  { name: 'transport vehicles', run: (orm) => seedTransportVehicles(orm.em.fork()) },
  { name: 'department catalogues', run: (orm) => seedDepartmentCatalogues(orm.em.fork()) },
  { name: 'company profile', run: (orm) => seedCompanyProfile(orm.em.fork()) },
];

export async function seed(orm: Orm, log: Logger) {
  const em = orm.em.fork();
  for (const seeder of seeders) {
    if (await em.findOne(SeedRunEntity, { name: seeder.name })) continue;
    await seeder.run(orm);
    em.create(SeedRunEntity, { name: seeder.name } as never);
    await em.flush();
    log.debug('seeded', { seeder: seeder.name });
  }
}
