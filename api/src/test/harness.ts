import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@ppp/domain';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDatabaseIfMissing } from '../db/embedded.ts';
import { initOrm, migrate, type Orm } from '../db/orm.ts';
import { seed } from '../db/seed/index.ts';
import { createLogger } from '../logger.ts';

export interface TestApp {
  url: string;
  orm: Orm;
  config: Config;
  /** A browser-like client with its own cookie jar. */
  client(): TestClient;
  /** Signs in a user approved with the given role (the first sign-in of a test app is its admin). */
  userWithRole(admin: TestClient, email: string, role: Role): Promise<TestClient & { id: number }>;
  /** Signs a new client in through the development identity provider. */
  signIn(email: string, names?: { firstName?: string; lastName?: string }): Promise<TestClient>;
  close(): Promise<void>;
}

/**
 * A real API on a free port, over its own fresh database of the shared test PostgreSQL server,
 * with the development identity provider; the whole sign-in flow runs over HTTP.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { seed?: boolean } = {},
): Promise<TestApp> {
  const database = `test_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('postgresUrl');
  await createDatabaseIfMissing(`${adminUrl}/postgres`, database);
  const orm = await initOrm(`${adminUrl}/${database}`);
  await migrate(orm, opts.seed ? () => seed(orm, createLogger('silent')) : undefined);

  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  const dataDir = mkdtempSync(join(tmpdir(), 'ppp-test-data-'));
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = createApp({
    config,
    orm,
    log: createLogger('silent'),
    sessionSecret: randomBytes(32).toString('hex'),
  });
  server.on('request', app.callback());
  const url = `http://127.0.0.1:${port}`;

  const testApp: TestApp = {
    url,
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
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await orm.close(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** A request with the jar's cookies and, for changes, our own Origin (as a browser sends). */
  async fetch(path: string, init: RequestInit & { json?: unknown; origin?: string | null } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const method = (init.method ?? 'GET').toUpperCase();
    if (init.origin !== null && method !== 'GET' && method !== 'HEAD')
      headers.set('Origin', init.origin ?? this.baseUrl);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  get = (path: string) => this.fetch(path);
  send = (method: string, path: string, json?: unknown) => this.fetch(path, { method, json });

  /** Follows redirects like a browser, from `path`, returning the last answer. */
  async follow(path: string, init: Parameters<TestClient['fetch']>[1] = {}) {
    let response = await this.fetch(path, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      const location = response.headers.get('location')!;
      response = await this.fetch(new URL(location, response.url).href);
    }
    return response;
  }

  /** The whole authorization-code flow through the development provider's login form. */
  async signIn(
    email: string,
    { firstName = '', lastName = '' }: { firstName?: string; lastName?: string } = {},
  ) {
    const loginPage = await this.follow('/api/login');
    const html = await loginPage.text();
    const action = /action="([^"]+\/login)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form (status ${loginPage.status}): ${html.slice(0, 200)}`);
    const form = new URLSearchParams({ email, firstName, lastName });
    const done = await this.follow(action, {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    if (!this.cookies.has('sid'))
      throw new Error(`sign-in did not set a session (last status ${done.status})`);
    return done;
  }
}
