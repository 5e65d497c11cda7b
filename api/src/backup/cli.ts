// `npm run backup` and `npm run restore -- FILE` (D25): node --import tsx api/src/backup/cli.ts backup|restore FILE
import { join, resolve } from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { BackupError, openDataDirDatabase } from './database.ts';
import { writeBackup } from './dump.ts';
import { restoreBackup } from './restore.ts';

const [command, file] = process.argv.slice(2);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
const dataDir = resolve(config.dataDir);
// stdout carries only the answer (the backup's path); the server's log lines go to stderr.
const log = createLogger(config.logLevel === 'debug' ? 'debug' : 'warn', (line) =>
  process.stderr.write(line),
);

async function backup(): Promise<string> {
  const dir = join(dataDir, 'backups');
  if (config.databaseUrl) return writeBackup(config.databaseUrl, dir);
  const database = await openDataDirDatabase(dataDir, log);
  try {
    return await writeBackup(database.url, dir);
  } finally {
    await database.close();
  }
}

async function restore(): Promise<string> {
  if (!file) throw new BackupError('Podaj plik kopii: npm run restore -- PLIK');
  if (config.databaseUrl) {
    throw new BackupError(
      'Przy DATABASE_URL baza nie jest wbudowana: kopie takiej bazy robi i przywraca pg_dump / pg_restore.',
    );
  }
  const source = resolve(file);
  const { tables, rows } = await restoreBackup(source, dataDir, log);
  return `Przywrócono kopię ${source} do katalogu danych ${dataDir} (tabele: ${tables}, wiersze: ${rows}).`;
}

try {
  if (command === 'backup') console.log(await backup());
  else if (command === 'restore') console.log(await restore());
  else throw new BackupError('Użycie: npm run backup | npm run restore -- PLIK');
  process.exit(0);
} catch (error) {
  if (error instanceof BackupError) console.error(error.message);
  else console.error(`Operacja nie powiodła się: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
