import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded.ts';
import { migrationsList } from '../db/migrations/index.ts';
import { initOrm } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import { applicationTables, BackupError, connect, holdsDatabase, qualified } from './database.ts';
import {
  BackupFormatError,
  type BackupHeader,
  BackupReader,
  type TableDigest,
  type TableStart,
} from './format.ts';

export interface RestoreSummary {
  tables: number;
  rows: number;
}

/**
 * Restores a backup into `dataDir`, which must hold no database yet (D25). The file is read through
 * once first (a damaged one is refused before anything is created); then the embedded server is
 * initialised there, the backup's migrations applied, each table copied in with `COPY … FROM
 * STDIN` as the superuser with `session_replication_role = replica` (foreign keys and triggers
 * wait, so the tables go in any order) and the sequences set, in one transaction. If anything
 * fails, the database made here is removed again.
 */
export async function restoreBackup(file: string, dataDir: string, log: Logger): Promise<RestoreSummary> {
  if (holdsDatabase(dataDir)) {
    throw new BackupError(
      `Katalog danych ${dataDir} zawiera już bazę danych. Kopię przywraca się do katalogu DATA_DIR bez bazy (np. nowego, pustego).`,
    );
  }
  if (!existsSync(file)) throw new BackupError(`Nie ma pliku ${file}.`);
  const header = await verifyBackup(file);
  const created = ['postgres-password', 'postgres-app-password'].filter(
    (name) => !existsSync(join(dataDir, name)),
  );
  let server: EmbeddedPostgres | undefined;
  try {
    server = await startEmbeddedPostgres(dataDir, log);
    await applyMigrations(server.url, header.migrations);
    const client = await connect(`${server.adminUrl}/ppp`);
    const reader = new BackupReader(file);
    try {
      return await copyIn(client, reader, file);
    } finally {
      reader.close();
      await client.end();
    }
  } catch (error) {
    await server?.stop().catch(() => {});
    server = undefined;
    // Nothing of this attempt stays: the next one again finds a DATA_DIR without a database.
    rmSync(join(dataDir, 'postgres'), { recursive: true, force: true });
    for (const name of created) rmSync(join(dataDir, name), { force: true });
    throw error;
  } finally {
    await server?.stop();
  }
}

/** Reads the whole file: our format, migrations this version knows, every table against its digest. */
export async function verifyBackup(file: string): Promise<BackupHeader> {
  const reader = new BackupReader(file);
  try {
    const header = await readHeader(reader, file);
    await readTables(reader, header, file, async (_table, frames) => {
      for await (const _frame of frames);
    });
    return header;
  } finally {
    reader.close();
  }
}

async function readHeader(reader: BackupReader, file: string): Promise<BackupHeader> {
  const header = await reader.header().catch((error: Error) => {
    throw new BackupError(`Plik ${file} nie jest kopią zapasową tego programu (${error.message}).`);
  });
  const known = new Set(migrationsList.map((migration) => migration.name));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new BackupError(
      `Kopia pochodzi z nowszej wersji programu (nieznane migracje: ${unknown.join(', ')}). Przywróć ją nowszą wersją.`,
    );
  }
  return header;
}

/**
 * Each table of the file in order, its COPY text handed to `take` frame by frame, then the closing
 * line's row counts and digests checked against what was read.
 */
async function readTables(
  reader: BackupReader,
  header: BackupHeader,
  file: string,
  take: (table: TableStart, frames: AsyncIterable<Buffer>) => Promise<void>,
): Promise<number> {
  try {
    const read: Record<string, TableDigest> = {};
    for (const expected of header.tables) {
      const table = await reader.tableStart();
      if (table.table !== expected) throw new BackupFormatError(`tabela ${table.table} zamiast ${expected}`);
      const digest = createHash('sha256');
      let rows = 0;
      await take(
        table,
        (async function* counted() {
          for await (const frame of reader.frames()) {
            digest.update(frame);
            // Text format: one row a line (newlines inside values are written as \n).
            for (let at = frame.indexOf(0x0a); at >= 0; at = frame.indexOf(0x0a, at + 1)) rows += 1;
            yield frame;
          }
        })(),
      );
      read[expected] = { rows, sha256: digest.digest('hex') };
    }
    const trailer = await reader.trailer();
    for (const table of header.tables) {
      const want = trailer.tables[table];
      if (!want || want.sha256 !== read[table].sha256 || want.rows !== read[table].rows)
        throw new BackupFormatError(`dane tabeli ${table} nie zgadzają się z sumą kontrolną`);
    }
    return Object.values(read).reduce((sum, table) => sum + table.rows, 0);
  } catch (error) {
    if (!(error instanceof BackupFormatError)) throw error;
    throw new BackupError(
      `Plik ${file} jest uszkodzony lub niekompletny (${error.message}). Nic nie przywrócono.`,
    );
  }
}

/** The schema exactly at the backup's level; later migrations run at the product's next start. */
async function applyMigrations(appUrl: string, migrations: string[]) {
  const orm = await initOrm(appUrl, 2);
  try {
    await orm.getMigrator().up({ migrations });
  } finally {
    await orm.close(true);
  }
}

async function copyIn(client: pg.Client, reader: BackupReader, file: string): Promise<RestoreSummary> {
  const header = await readHeader(reader, file);
  const present = new Set(await applicationTables(client));
  const missing = header.tables.filter((table) => !present.has(table));
  if (missing.length)
    throw new BackupError(`Kopia ma tabele, których schemat nie zna: ${missing.join(', ')}.`);

  await client.query('BEGIN');
  await client.query('SET LOCAL session_replication_role = replica');
  // A migration may have written rows of its own: the backup's rows replace them.
  const filled = [];
  for (const table of header.tables) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${qualified(client, table)} LIMIT 1`);
    if (rowCount) filled.push(qualified(client, table));
  }
  if (filled.length) await client.query(`TRUNCATE ${filled.join(', ')} CASCADE`);

  const rows = await readTables(reader, header, file, (table, frames) => copyTable(client, table, frames));
  for (const sequence of header.sequences) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      qualified(client, sequence.name),
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
  await client.query('COMMIT');
  return { tables: header.tables.length, rows };
}

async function copyTable(client: pg.Client, { table, columns }: TableStart, frames: AsyncIterable<Buffer>) {
  const list = columns.map((column) => client.escapeIdentifier(column)).join(', ');
  const stream = client.query(copyFrom(`COPY ${qualified(client, table)} (${list}) FROM STDIN`));
  try {
    for await (const frame of frames) await write(stream, frame);
  } catch (error) {
    stream.destroy(error as Error);
    await finished(stream).catch(() => {});
    throw error;
  }
  stream.end();
  await finished(stream);
}

function write(stream: Writable, bytes: Buffer): Promise<void> {
  if (stream.write(bytes)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}
