import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing, freePort } from './db/embedded.ts';
import { TestClient } from './test/harness.ts';
import { startServer, stopAllServers, tempDir, waitForHealth } from './test/server-process.ts';

afterAll(stopAllServers);

describe('the server process', () => {
  // A port freed by a kill can be taken by a parallel test in between: one retry covers that race.
  it('starts on an empty DATA_DIR, survives a SIGKILL of its process group with no data lost, and stops on SIGTERM', {
    timeout: 120_000,
    retry: 1,
  }, async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(url, first);
    const admin = new TestClient(url);
    await admin.signIn('szef@firma.pl', { firstName: 'Szef' });
    await new TestClient(url).signIn('drugi@firma.pl');
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;

    const second = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(url, second);
    // Same users, and the old session still works (sessions and the secret live in DATA_DIR's database).
    const users = await (await admin.get('/api/users')).json();
    expect(users.map((u: { email: string }) => u.email)).toEqual(['szef@firma.pl', 'drugi@firma.pl']);

    // SIGKILL of the Node process alone leaves PostgreSQL running: the next start must take over.
    process.kill(second.child.pid!, 'SIGKILL');
    await second.exited;
    const third = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(url, third);
    expect((await admin.get('/api/users')).status).toBe(200);

    process.kill(third.child.pid!, 'SIGTERM');
    expect(await third.exited).toBe(0);
    expect(third.output()).not.toMatch(/error/i);
  });

  it('lets two processes start at once on one database, running the migrations once', async () => {
    const database = `proc_${randomBytes(5).toString('hex')}`;
    const admin = inject('postgresUrl');
    await createDatabaseIfMissing(`${admin}/postgres`, database);
    const env = { DATABASE_URL: `${admin}/${database}`, SESSION_SECRET: randomBytes(32).toString('hex') };
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startServer({ ...env, PORT: String(portA), DATA_DIR: tempDir() });
    const b = startServer({ ...env, PORT: String(portB), DATA_DIR: tempDir() });
    await Promise.all([
      waitForHealth(`http://127.0.0.1:${portA}`),
      waitForHealth(`http://127.0.0.1:${portB}`),
    ]);

    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const applied = await client.query(
      'select name, count(*)::int as times from mikro_orm_migrations group by name',
    );
    await client.end();
    expect(applied.rows.length).toBeGreaterThan(0);
    for (const row of applied.rows) expect(row.times).toBe(1);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
  }, 120_000);

  it('refuses HOST=0.0.0.0 without OIDC_ISSUER or DEV_LOGIN=1, with a clear message', async () => {
    const server = startServer({ HOST: '0.0.0.0', DATA_DIR: tempDir(), PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/HOST=0\.0\.0\.0 is not a loopback address and OIDC_ISSUER is not set/);
  });

  it.each([
    ['PORT', 'abc'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'maybe'],
  ])('stops with a one-line message naming %s when it is bad', async (name, value) => {
    const server = startServer({ [name]: value, DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it('stops with a one-line message naming DATA_DIR when the folder cannot be made', async () => {
    const file = join(tempDir(), 'plik.txt');
    writeFileSync(file, 'nie folder');
    const server = startServer({ DATA_DIR: join(file, 'dane'), PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: DATA_DIR=.*cannot be made: ENOTDIR/);
  });
});
