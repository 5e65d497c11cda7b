import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabaseIfMissing } from '../db/embedded.ts';
import { migrationsList } from '../db/migrations/index.ts';
import { initOrm, type Orm } from '../db/orm.ts';

/**
 * A migration met with the data it was written for: a scratch database migrated up to just before
 * the migration whose name ends with `_${suffix}`. `check` fills it as that migration found it,
 * then calls `rest()` to apply it and every later one, and reads what they made of it.
 */
export async function beforeMigration(
  suffix: string,
  check: (db: {
    sql: ReturnType<Orm['em']['getConnection']>;
    rest: () => Promise<void>;
    migrator: ReturnType<Orm['getMigrator']>;
  }) => Promise<void>,
) {
  const database = `test_${suffix}_${randomBytes(4).toString('hex')}`;
  const adminUrl = inject('postgresUrl');
  await createDatabaseIfMissing(`${adminUrl}/postgres`, database);
  const orm = await initOrm(`${adminUrl}/${database}`);
  try {
    const migrator = orm.getMigrator();
    const at = migrationsList.findIndex((m) => m.name.endsWith(`_${suffix}`));
    if (at < 1) throw new Error(`No migration named …_${suffix}`);
    await migrator.up({ to: migrationsList[at - 1].name });
    await check({
      sql: orm.em.getConnection(),
      rest: async () => {
        await migrator.up();
      },
      migrator,
    });
  } finally {
    await orm.close(true);
  }
}
