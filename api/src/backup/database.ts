import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import type { Logger } from '../logger.ts';

/** MikroORM's migrations table (db/orm.ts keeps its default name): its names are the schema's level. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * Tables whose rows are a cache, written in the backup without rows: kept PDFs (`quote_pdf`, D23)
 * are rendered again on the next request.
 */
export const CACHE_TABLES = new Set(['quote_pdf']);

/** A message for the person running the command (Polish); the command exits 1 with it. */
export class BackupError extends Error {}

/**
 * The session both sides of a backup use, so COPY text reads back as it was written: pg_dump's
 * own settings (ISO dates in UTC, floats exact, bytea in hex).
 */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SET client_encoding = 'UTF8'; SET DateStyle = 'ISO'; SET TimeZone = 'UTC';
    SET IntervalStyle = 'postgres'; SET extra_float_digits = 3; SET bytea_output = 'hex';
    SET statement_timeout = 0`);
  return client;
}

/** The application's tables (ordinary tables of `public`), without the migrations table, by name. */
export async function applicationTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> $1 ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.name);
}

/** The columns COPY writes and reads (generated columns are computed again on restore). */
export async function copyColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [`public.${client.escapeIdentifier(table)}`],
  );
  return rows.map((row) => row.name);
}

export async function sequenceNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows.map((row) => row.name);
}

export const qualified = (client: pg.Client, name: string) => `public.${client.escapeIdentifier(name)}`;

/** Whether `DATA_DIR/postgres` holds a database cluster (or the start of one). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postgres'));
}

export interface DataDirDatabase {
  /** The superuser's connection to the application's database. */
  url: string;
  /** Whether the server was started for this command (and is stopped by `close`). */
  startedHere: boolean;
  close(): Promise<void>;
}

/**
 * The embedded database of a DATA_DIR: the running product's server when there is one (found by
 * its `postmaster.pid`, which names the port), otherwise the server started here on the same data
 * directory, the way the product starts it (db/embedded.ts), and stopped by `close`.
 */
export async function openDataDirDatabase(dataDir: string, log: Logger): Promise<DataDirDatabase> {
  const pgDir = join(dataDir, 'postgres');
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    throw new BackupError(`W katalogu danych ${dataDir} nie ma bazy danych: nie ma czego skopiować.`);
  }
  const running = runningServer(pgDir);
  if (running) {
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@${running.host}:${running.port}/ppp`;
    return { url, startedHere: false, close: async () => {} };
  }
  const server = await startEmbeddedPostgres(dataDir, log);
  return { url: `${server.adminUrl}/ppp`, startedHere: true, close: () => server.stop() };
}

/**
 * The server running on `pgDir`, from its `postmaster.pid` (lines: pid, data directory, start
 * time, port, socket directory, listen address, …): alive, and that process serves this directory.
 */
export function runningServer(pgDir: string): { port: number; host: string } | undefined {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid)) return undefined;
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat.split(') ')[1]?.startsWith('Z')) return undefined;
  const cmdline = readProc(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
  if (cmdline && !cmdline.includes(pgDir)) return undefined;
  const listen = lines[5]?.trim();
  return { port, host: listen && listen !== '*' ? listen.split(',')[0].trim() : '127.0.0.1' };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (the `postgres` user's server seen by someone else).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
