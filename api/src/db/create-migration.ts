// Writes a new migration from the difference between the entities and the last snapshot:
//   DATABASE_URL=postgres://... npx tsx api/src/db/create-migration.ts
// (or without DATABASE_URL: a scratch embedded server in .tmp/). Add the file to migrations/index.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../logger.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { initOrm } from './orm.ts';

const log = createLogger('warn');
const scratch = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(mkdtempSync(join(tmpdir(), 'ppp-mig-')), log);
const orm = await initOrm(process.env.DATABASE_URL ?? scratch!.url, undefined, true);
try {
  await orm.getMigrator().up();
  const result = await orm
    .getMigrator()
    .createMigration(undefined, false, process.argv.includes('--initial'));
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
} finally {
  await orm.close();
  await scratch?.stop();
}
