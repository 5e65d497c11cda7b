import { defineEntity, p } from '@mikro-orm/core';

/**
 * Which demo seeders have run (D10: demo data fills an empty database once). Without it, an
 * administrator who emptied the catalogue on purpose would find the demo back at the next start.
 */
export const SeedRunEntity = defineEntity({
  name: 'SeedRun',
  tableName: 'seed_run',
  properties: {
    name: p.string().length(100).primary(),
    ranAt: p.datetime().onCreate(() => new Date()),
  },
});
