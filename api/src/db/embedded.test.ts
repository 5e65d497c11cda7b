import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { socketDirectoryOf, startEmbeddedPostgres } from './embedded.ts';
import { initOrm, migrate } from './orm.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ppp-embedded-role-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

it('gives the application a role that owns its database and nothing more (issue 16 §9)', async () => {
  const log = createLogger('silent');
  let server = await startEmbeddedPostgres(dataDir, log);
  try {
    // A data directory from before the rule: a table of the application owned by the superuser.
    await query(`${server.adminUrl}/ppp`, 'CREATE TABLE legacy_table (id serial PRIMARY KEY)');
  } finally {
    await server.stop();
  }

  server = await startEmbeddedPostgres(dataDir, log);
  try {
    expect(server.url).toMatch(/^postgres:\/\/ppp:/);
    // The application connects over the server's local socket, with its password; the admin over TCP.
    expect(await query(server.url, `SELECT inet_server_addr() AS addr`)).toEqual([{ addr: null }]);
    expect(await query(server.adminUrl, `SELECT host(inet_server_addr()) AS addr`)).toEqual([
      { addr: '127.0.0.1' },
    ]);
    await expect(query(server.url.replace(/:[^:@]+@/, ':zle-haslo@'), 'SELECT 1')).rejects.toThrow(
      /password authentication failed/,
    );
    const [role] = await query(
      server.url,
      `SELECT rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls,
              (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()) AS owner
         FROM pg_roles WHERE rolname = current_user`,
    );
    expect(role).toEqual({
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
      owner: 'ppp',
    });
    await expect(query(server.url, 'CREATE ROLE intruder')).rejects.toThrow(/permission denied/);
    await expect(query(server.url, 'CREATE DATABASE other')).rejects.toThrow(/permission denied/);
    await expect(query(server.url.replace(/\/ppp$/, '/postgres'), 'SELECT 1')).rejects.toThrow(
      /permission denied/,
    );
    await expect(query(server.url, "COPY (SELECT 1) TO PROGRAM 'true'")).rejects.toThrow(/permission denied/);

    // Every migration (the trigram extension included) runs as that role, and the old table is its own.
    const orm = await initOrm(server.url);
    try {
      await migrate(orm);
      // The application's connections run without JIT and synchronised scans (issue 16 §4).
      expect(await orm.em.getConnection().execute('show jit')).toEqual([{ jit: 'off' }]);
      expect(await orm.em.getConnection().execute('show synchronize_seqscans')).toEqual([
        { synchronize_seqscans: 'off' },
      ]);
    } finally {
      await orm.close(true);
    }
    const foreign = await query(
      server.url,
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S') AND pg_get_userbyid(c.relowner) <> 'ppp'`,
    );
    expect(foreign).toEqual([]);
  } finally {
    await server.stop();
  }
}, 120_000);

it('starts over TCP alone when PostgreSQL cannot make its local socket there', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ppp-no-socket-'));
  try {
    const server = await startEmbeddedPostgres(dir, createLogger('silent'), {
      unix_socket_directories: join(dir, 'nie-ma-takiego-folderu'),
    });
    try {
      expect(server.url).toContain('@127.0.0.1:');
      expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

it('uses the local socket only where its path fits a socket address and the setting (TCP otherwise)', () => {
  expect(socketDirectoryOf('/srv/ppp/data/postgres', 54321)).toBe('/srv/ppp/data/postgres');
  expect(socketDirectoryOf(`/srv/${'a'.repeat(90)}/postgres`, 54321)).toBeUndefined();
  expect(socketDirectoryOf('/srv/dane firmy/postgres', 54321)).toBeUndefined();
  expect(socketDirectoryOf('/srv/a,b/postgres', 54321)).toBeUndefined();
});

it.skipIf(process.getuid?.() !== 0)(
  'starts as root with DATA_DIR in a folder closed to others (a clone under /root), letting PostgreSQL pass',
  async () => {
    const closed = mkdtempSync(join(tmpdir(), 'ppp-closed-'));
    chmodSync(closed, 0o700);
    try {
      const server = await startEmbeddedPostgres(join(closed, 'wyceny', '.data'), createLogger('silent'));
      try {
        expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await server.stop();
      }
      // Passing through, not listing: only the others' x bit is added.
      expect(statSync(closed).mode & 0o777).toBe(0o701);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  },
  120_000,
);
