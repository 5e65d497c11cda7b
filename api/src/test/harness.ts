import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@ppp/domain';
import type Koa from 'koa';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDatabaseIfMissing } from '../db/embedded.ts';
import { initOrm, migrate, type Orm } from '../db/orm.ts';
import { seed } from '../db/seed/index.ts';
import { answerMalformedRequests } from '../http/malformed-requests.ts';
import { createLogger } from '../logger.ts';
import type { AnyQuoteKind } from '../modules/quote-lifecycle/registry.ts';
import { TestClient } from './client.ts';

export interface TestApp {
  url: string;
  /** The Koa application itself (its routers are in `routersOf`). */
  koa: Koa;
  orm: Orm;
  config: Config;
  /** A browser-like client with its own cookie jar. */
  client(): TestClient;
  /** Signs in a user approved with the given role (the first sign-in of a test app is its admin). */
  userWithRole(admin: TestClient, email: string, role: Role): Promise<TestClient & { id: number }>;
  /** Signs a new client in through the development identity provider. */
  signIn(email: string, names?: { firstName?: string; lastName?: string }): Promise<TestClient>;
  /**
   * Another API process on the same database, config and session secret (README: several API
   * processes on one database): `as(client)` is that client's browser talking to it instead.
   */
  secondProcess(): Promise<SecondProcess>;
  close(): Promise<void>;
}

export interface SecondProcess {
  url: string;
  orm: Orm;
  as(client: TestClient): TestClient;
  close(): Promise<void>;
}

/** An HTTP server of `app` on a free local port. */
async function serve(app: Koa) {
  const server: Server = createServer();
  answerMalformedRequests(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  server.on('request', app.callback());
  return server;
}

/**
 * A real API on a free port, over its own fresh database of the shared test PostgreSQL server,
 * with the development identity provider; the whole sign-in flow runs over HTTP.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: {
    seed?: boolean;
    /** The quote kinds served, when a test adds its own (D20); the product's otherwise. */
    quoteKinds?: readonly AnyQuoteKind[];
    /** Runs on the migrated database before the app serves (a test kind's own table). */
    prepare?: (orm: Orm) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = `test_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('postgresUrl');
  await createDatabaseIfMissing(`${adminUrl}/postgres`, database);
  const orm = await initOrm(`${adminUrl}/${database}`);
  await migrate(orm, opts.seed ? () => seed(orm, createLogger('silent')) : undefined);
  await opts.prepare?.(orm);

  const server: Server = createServer();
  answerMalformedRequests(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  const dataDir = mkdtempSync(join(tmpdir(), 'ppp-test-data-'));
  // The tests count their own quotes: no demo quotes for the first admin unless a test asks (D21).
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_QUOTES: '0',
    ...env,
  });
  const sessionSecret = randomBytes(32).toString('hex');
  const app = createApp({
    config,
    orm,
    log: createLogger('silent'),
    sessionSecret,
    quoteKinds: opts.quoteKinds,
  });
  server.on('request', app.callback());
  const url = `http://127.0.0.1:${port}`;

  const testApp: TestApp = {
    url,
    koa: app,
    orm,
    config,
    client: () => new TestClient(url),
    async userWithRole(admin, email, role) {
      const client = await testApp.signIn(email);
      const body = await (await client.get('/api/auth/user')).json();
      const id = (body.user ?? body).id as number;
      await admin.send('POST', `/api/users/${id}/approve`);
      await admin.send('PUT', `/api/users/${id}/role`, { role });
      return Object.assign(client, { id });
    },
    async signIn(email, names = {}) {
      const client = new TestClient(url);
      await client.signIn(email, names);
      return client;
    },
    async secondProcess() {
      const otherOrm = await initOrm(`${adminUrl}/${database}`);
      const other = await serve(
        createApp({
          config,
          orm: otherOrm,
          log: createLogger('silent'),
          sessionSecret,
          quoteKinds: opts.quoteKinds,
        }),
      );
      const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      return {
        url: otherUrl,
        orm: otherOrm,
        as(client) {
          const there = new TestClient(otherUrl);
          for (const [name, value] of client.cookies) there.cookies.set(name, value);
          return there;
        },
        async close() {
          other.closeAllConnections();
          await new Promise((done) => other.close(done));
          await otherOrm.close(true);
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await orm.close(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export { TestClient };
