import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  applicationTables,
  CACHE_TABLES,
  connect,
  copyColumns,
  MIGRATIONS_TABLE,
  qualified,
  sequenceNames,
} from './database.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  BackupWriter,
  backupFileName,
  type TableDigest,
} from './format.ts';

/**
 * Writes a consistent backup of the database at `databaseUrl` into `backupsDir` and returns the
 * file's path (D25): every table by `COPY … TO STDOUT` inside one REPEATABLE READ READ ONLY
 * transaction (one snapshot: the tables agree with each other), with the migration level and the
 * sequences' values. The file appears under its name only once complete.
 */
export async function writeBackup(
  databaseUrl: string,
  backupsDir: string,
  now = new Date(),
): Promise<string> {
  mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  const path = freePath(backupsDir, now);
  const partial = `${path}.partial`;
  const client = await connect(databaseUrl);
  const writer = new BackupWriter(partial);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await applicationTables(client);
    const migrations = await client.query<{ name: string }>(
      `SELECT name FROM ${qualified(client, MIGRATIONS_TABLE)} ORDER BY id`,
    );
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      migrations: migrations.rows.map((row) => row.name),
      // Sequences are outside the snapshot, read after it was taken: never behind the rows copied.
      sequences: await sequenceValues(client),
      tables,
    };
    await writer.line(header);
    const digests: Record<string, TableDigest> = {};
    for (const table of tables) digests[table] = await copyTable(client, writer, table);
    await writer.line({ end: true, tables: digests });
    await client.query('COMMIT');
    await writer.close();
    renameSync(partial, path);
    return path;
  } catch (error) {
    writer.abort();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/** The next free name from `now` on (two backups within one second get the next second's name). */
function freePath(dir: string, now: Date) {
  for (let at = now.getTime(); ; at += 1000) {
    const path = join(dir, backupFileName(new Date(at)));
    if (!existsSync(path) && !existsSync(`${path}.partial`)) return path;
  }
}

async function sequenceValues(client: pg.Client): Promise<BackupHeader['sequences']> {
  const values: BackupHeader['sequences'] = [];
  for (const name of await sequenceNames(client)) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(client, name)}`,
    );
    values.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
  }
  return values;
}

async function copyTable(client: pg.Client, writer: BackupWriter, table: string): Promise<TableDigest> {
  const columns = await copyColumns(client, table);
  await writer.line({ table, columns });
  const digest = createHash('sha256');
  let rows = 0;
  if (!CACHE_TABLES.has(table)) {
    const list = columns.map((column) => client.escapeIdentifier(column)).join(', ');
    const stream = client.query(copyTo(`COPY ${qualified(client, table)} (${list}) TO STDOUT`));
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      digest.update(chunk);
      // Text format: one row a line (newlines inside values are written as \n).
      for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) rows += 1;
      await writer.frame(chunk);
    }
  }
  await writer.endTable();
  return { rows, sha256: digest.digest('hex') };
}
