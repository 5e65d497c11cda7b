import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';

/**
 * The backup file (D25), gzip of UTF-8 lines and byte frames:
 *
 *   {"format":"ppp-backup","version":1,"createdAt":…,"migrations":[…],"sequences":[…],"tables":[…]}\n
 *   for each table, in the header's order:
 *     {"table":"quote","columns":["id",…]}\n
 *     the table's COPY text (PostgreSQL's text format) in frames: "<byte length>\n" then those bytes;
 *     "0\n" ends the table
 *   {"end":true,"tables":{"quote":{"rows":12,"sha256":"…"},…}}\n
 *
 * Frames let the dump stream a table of any size without knowing its length beforehand; the
 * trailer's digests let the restore prove it read every table whole.
 */
export const BACKUP_FORMAT = 'ppp-backup';
export const BACKUP_VERSION = 1;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  /** The migrations table's names, in the order they were applied: the schema's level. */
  migrations: z.array(z.string()).min(1),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  tables: z.array(z.string()),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

const tableStartSchema = z.object({ table: z.string(), columns: z.array(z.string()).min(1) });
export type TableStart = z.infer<typeof tableStartSchema>;

const tableDigestSchema = z.object({ rows: z.number().int().min(0), sha256: z.string() });
export type TableDigest = z.infer<typeof tableDigestSchema>;
const trailerSchema = z.object({ end: z.literal(true), tables: z.record(z.string(), tableDigestSchema) });
export type BackupTrailer = z.infer<typeof trailerSchema>;

/** `ppp-YYYYMMDD-HHMMSS.pppdump.gz`, in UTC: names sort as the times they were made. */
export const BACKUP_FILE_PATTERN = /^ppp-\d{8}-\d{6}\.pppdump\.gz$/;

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '');
  return `ppp-${stamp.replace('T', '-')}.pppdump.gz`;
}

/** The file is not a backup of ours, or it is cut short or altered. */
export class BackupFormatError extends Error {}

/** Writes a backup file through gzip, honouring the streams' back-pressure. */
export class BackupWriter {
  private readonly gzip = createGzip();
  private readonly file: Writable;

  constructor(path: string) {
    this.file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    this.gzip.pipe(this.file);
  }

  async line(value: unknown) {
    await this.write(Buffer.from(`${JSON.stringify(value)}\n`));
  }

  async frame(bytes: Buffer) {
    if (bytes.length === 0) return;
    await this.write(Buffer.from(`${bytes.length}\n`));
    await this.write(bytes);
  }

  endTable = () => this.write(Buffer.from('0\n'));

  async close() {
    this.gzip.end();
    await finished(this.file);
  }

  /** Closes and discards what was written (the caller removes the file). */
  abort() {
    this.gzip.destroy();
    this.file.destroy();
  }

  private write(bytes: Buffer): Promise<void> {
    if (this.gzip.write(bytes)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => {
        this.gzip.off('drain', onDrain);
        reject(error);
      };
      const onDrain = () => {
        this.gzip.off('error', onError);
        resolve();
      };
      this.gzip.once('drain', onDrain);
      this.gzip.once('error', onError);
    });
  }
}

/** Reads a backup file: lines and exact byte counts out of the gunzipped stream. */
export class BackupReader {
  private readonly source: Readable;
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);

  constructor(path: string) {
    this.source = createReadStream(path).pipe(createGunzip());
    this.chunks = this.source[Symbol.asyncIterator]();
  }

  async header(): Promise<BackupHeader> {
    return this.parsed(backupHeaderSchema, 'nagłówek');
  }

  tableStart = (): Promise<TableStart> => this.parsed(tableStartSchema, 'początek tabeli');
  trailer = (): Promise<BackupTrailer> => this.parsed(trailerSchema, 'zakończenie');

  /** The table's COPY text, frame by frame, until its end mark. */
  async *frames(): AsyncGenerator<Buffer> {
    for (;;) {
      const length = await this.line();
      if (!/^\d{1,10}$/.test(length)) throw new BackupFormatError('nieprawidłowa długość bloku danych');
      const size = Number(length);
      if (size === 0) return;
      yield await this.bytes(size);
    }
  }

  close() {
    this.source.destroy();
  }

  private async parsed<T>(schema: z.ZodType<T>, what: string): Promise<T> {
    let value: unknown;
    try {
      value = JSON.parse(await this.line());
    } catch (error) {
      if (error instanceof BackupFormatError) throw error;
      throw new BackupFormatError(`nieczytelny ${what}`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new BackupFormatError(`nieprawidłowy ${what}`);
    return parsed.data;
  }

  private async line(): Promise<string> {
    for (;;) {
      const end = this.pending.indexOf(0x0a);
      if (end >= 0) {
        const text = this.pending.subarray(0, end).toString('utf8');
        this.pending = this.pending.subarray(end + 1);
        return text;
      }
      // A line is a header or a length: a long one without a newline is not our file.
      if (this.pending.length > 64 * 1024 * 1024) throw new BackupFormatError('zbyt długi wiersz');
      await this.more();
    }
  }

  private async bytes(size: number): Promise<Buffer> {
    while (this.pending.length < size) await this.more();
    const taken = this.pending.subarray(0, size);
    this.pending = this.pending.subarray(size);
    return taken;
  }

  private async more() {
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch {
      throw new BackupFormatError('plik nie jest poprawnym archiwum gzip');
    }
    if (next.done) throw new BackupFormatError('plik jest niekompletny');
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
  }
}
