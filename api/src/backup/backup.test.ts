// D25: backup → a new empty DATA_DIR → restore gives identical data; the dump works with the product
// running and stopped; restore refuses a DATA_DIR that already holds a database.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { freePort, startEmbeddedPostgres } from '../db/embedded.ts';
import { initOrm, migrate } from '../db/orm.ts';
import { seed } from '../db/seed/index.ts';
import { createLogger } from '../logger.ts';
import { secureAuditLog } from '../modules/audit/grants.ts';
import { TestClient } from '../test/client.ts';
import {
  applicationTables,
  BackupError,
  connect,
  MIGRATIONS_TABLE,
  openDataDirDatabase,
  qualified,
  sequenceNames,
} from './database.ts';
import { writeBackup } from './dump.ts';
import { BACKUP_FILE_PATTERN, BackupReader, type BackupTrailer } from './format.ts';
import { restoreBackup } from './restore.ts';

const root = mkdtempSync(join(tmpdir(), 'ppp-backup-'));
// Several DATA_DIRs inside: as root, PostgreSQL runs as `postgres`, which must reach them.
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const log = createLogger('silent');
/** The first test's backup, which the second one damages. */
let lastBackup: string | undefined;
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** `npm run backup` / `npm run restore -- FILE` as a separate process on DATA_DIR. */
async function runCli(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { cwd: repo, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Per table: rows and a digest of every row's text; the sequences' values; the migration level. */
async function contentOf(superUrl: string) {
  const client = await connect(superUrl);
  try {
    const tables: Record<string, { rows: number; md5: string }> = {};
    for (const table of await applicationTables(client)) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
           FROM ${qualified(client, table)} t`,
      );
      tables[table] = rows[0];
    }
    const sequences: Record<string, string> = {};
    for (const name of await sequenceNames(client)) {
      const { rows } = await client.query(
        `SELECT last_value::text || ':' || is_called AS v FROM ${qualified(client, name)}`,
      );
      sequences[name] = rows[0].v;
    }
    const migrations = await client.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
    return { tables, sequences, migrations: migrations.rows.map((row) => row.name as string) };
  } finally {
    await client.end();
  }
}

async function trailerOf(file: string): Promise<BackupTrailer> {
  const reader = new BackupReader(file);
  try {
    const header = await reader.header();
    for (const _ of header.tables) {
      await reader.tableStart();
      for await (const _frame of reader.frames());
    }
    return await reader.trailer();
  } finally {
    reader.close();
  }
}

/** The product's data: the demo seed, a first admin with the demo quotes, a logo, a kept PDF. */
async function fillDemoData(dataDir: string, appUrl: string, adminUrl: string) {
  const orm = await initOrm(appUrl);
  await migrate(orm, () => seed(orm, log));
  await secureAuditLog(adminUrl);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_QUOTES: '1',
  });
  const app = createApp({ config, orm, log, sessionSecret: randomBytes(32).toString('hex') });
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  try {
    // The first admin of a development database finds the demo quotes (D21).
    await new TestClient(config.publicUrl).signIn('pierwszy.admin@firma.pl', {
      firstName: 'Anna',
      lastName: 'Nowak',
    });
    const db = orm.em.getConnection();
    await db.execute(
      `update company_profile set logo = decode('89504e470d0a1a0a0000000d49484452', 'hex'), logo_content_type = 'image/png'`,
    );
    await db.execute(
      `insert into quote_pdf (quote_id, key, version, revision, bytes, created_at)
         select id, 'k', 1, 0, decode('255044462d', 'hex'), now() from quote order by id limit 1`,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await orm.close(true);
  }
}

it('backs up a running and a stopped product, and restores identical data into an empty DATA_DIR', async () => {
  const source = join(root, 'source');
  let server = await startEmbeddedPostgres(source, log);
  let running: string;
  let before: Awaited<ReturnType<typeof contentOf>>;
  try {
    await fillDemoData(source, server.url, server.adminUrl);
    before = await contentOf(`${server.adminUrl}/ppp`);
    expect(before.tables.quote.rows).toBeGreaterThan(10);
    expect(before.tables.app_user.rows).toBe(1);
    expect(before.tables.quote_pdf.rows).toBe(1);

    // While a server runs on the DATA_DIR, the backup connects to it (its port from postmaster.pid).
    const database = await openDataDirDatabase(source, log);
    try {
      expect(database.startedHere).toBe(false);
      running = await writeBackup(database.url, join(source, 'backups'));
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
  }
  expect(basename(running)).toMatch(BACKUP_FILE_PATTERN);
  expect(dirname(running)).toBe(join(source, 'backups'));
  lastBackup = running;

  // With the product stopped, `npm run backup` starts the embedded server itself and prints the file.
  const stopped = await runCli(source, 'backup');
  expect(stopped.code, stopped.stderr).toBe(0);
  const stoppedFile = stopped.stdout.trim();
  expect(stoppedFile).not.toBe(running);
  expect(basename(stoppedFile)).toMatch(BACKUP_FILE_PATTERN);
  expect(existsSync(join(source, 'postgres', 'postmaster.pid'))).toBe(false);
  // Nothing changed in between: both dumps hold the same rows.
  expect(await trailerOf(stoppedFile)).toEqual(await trailerOf(running));

  const target = join(root, 'target');
  const summary = await restoreBackup(running, target, log);
  expect(summary.tables).toBe(Object.keys(before.tables).length);
  server = await startEmbeddedPostgres(target, log);
  try {
    const after = await contentOf(`${server.adminUrl}/ppp`);
    // Kept PDFs are a cache: not in the backup.
    expect(after.tables.quote_pdf).toEqual({ rows: 0, md5: expect.any(String) });
    delete before.tables.quote_pdf;
    delete after.tables.quote_pdf;
    expect(after).toEqual(before);
  } finally {
    await server.stop();
  }

  // Restoring over a database is refused with a message, exit 1, and the data stays.
  const refused = await runCli(target, 'restore', running);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('zawiera już bazę danych');
  expect(existsSync(join(target, 'postgres', 'PG_VERSION'))).toBe(true);
}, 180_000);

it('refuses a damaged file before creating anything, and removes a database it could not fill', async () => {
  const file = join(root, 'ppp-20261101-010000.pppdump.gz');
  const whole = gunzipSync(readFileSync(lastBackup!));
  writeFileSync(file, gzipSync(whole.subarray(0, whole.length - 200)));

  const target = join(root, 'damaged');
  const damaged = restoreBackup(file, target, log);
  await expect(damaged).rejects.toThrow(BackupError);
  await expect(damaged).rejects.toThrow(/uszkodzony lub niekompletny/);
  expect(existsSync(join(target, 'postgres'))).toBe(false);

  writeFileSync(file, 'not a backup');
  await expect(restoreBackup(file, target, log)).rejects.toThrow(/nie jest kopią zapasową/);
  expect(existsSync(join(target, 'postgres'))).toBe(false);

  // Whole and checked, but a column the schema does not have: COPY fails after the server was made.
  const renamed = Buffer.from(
    whole
      .toString('utf8')
      .replace('{"table":"client","columns":["id"', '{"table":"client","columns":["nope"'),
  );
  writeFileSync(file, gzipSync(renamed));
  await expect(restoreBackup(file, target, log)).rejects.toThrow(/"nope"/);
  expect(existsSync(join(target, 'postgres'))).toBe(false);
  expect(existsSync(join(target, 'postgres-password'))).toBe(false);
}, 120_000);
