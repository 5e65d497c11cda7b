import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SIGN_IN_REFUSED } from '../auth/dev-sign-in-guard.ts';
import { startTestApp, type TestApp, TestClient } from '../test/harness.ts';
import { type EmulatedProxy, startEmulatedProxy } from './emulated-proxy.ts';

// D25: the product behind a reverse proxy on the same host (emulated-proxy.ts: nginx's defaults).
// The password-less development sign-in must not be reachable through it, unless DEV_LOGIN=1; and
// with TRUST_PROXY=1 the rate limits count the address the proxy saw, not one the client wrote.

/** The development login form's action, reached from /api/login. */
async function loginFormAction(client: TestClient) {
  const page = await client.follow('/api/login');
  const html = await page.text();
  return { status: page.status, html, action: /action="([^"]+\/login)"/.exec(html)?.[1] };
}

describe('the development sign-in behind a proxy, without DEV_LOGIN', () => {
  let app: TestApp;
  let appending: EmulatedProxy;
  let stock: EmulatedProxy;
  beforeAll(async () => {
    app = await startTestApp();
    appending = await startEmulatedProxy(app.url);
    stock = await startEmulatedProxy(app.url, { forwardedFor: false });
  });
  afterAll(async () => {
    await appending.close();
    await stock.close();
    await app.close();
  });

  it('is refused through a proxy that adds X-Forwarded-For, with a page saying to set OIDC_ISSUER', async () => {
    const { status, html, action } = await loginFormAction(new TestClient(appending.url));
    expect(status).toBe(403);
    expect(action).toBeUndefined();
    expect(html).toContain(DEV_SIGN_IN_REFUSED.title);
    expect(html).toContain('OIDC_ISSUER');
    await expect(new TestClient(appending.url).signIn('intruz@firma.pl')).rejects.toThrow(/no login form/);
  });

  it('is refused through a stock proxy adding no header: the browser names the public address', async () => {
    const browser = new TestClient(stock.url);
    const { action } = await loginFormAction(browser);
    expect(action).toBeDefined();
    const posted = await browser.fetch(action!, {
      method: 'POST',
      body: new URLSearchParams({ email: 'admin@firma.pl' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(403);
    expect(await posted.text()).toContain('OIDC_ISSUER');
    expect(browser.cookies.has('sid')).toBe(false);
    const [{ n }] = await app.orm.em.getConnection().execute('select count(*)::int as n from app_user');
    expect(n).toBe(0);
  });

  it('refuses forwarding headers, a foreign Host and a foreign Origin sent directly too', async () => {
    const forwarded: Record<string, string>[] = [
      { Forwarded: 'for=203.0.113.9' },
      { Via: '1.1 proxy' },
      { 'X-Forwarded-Host': 'x' },
    ];
    for (const headers of forwarded) {
      const response = await fetch(`${app.url}/oidc/.well-known/openid-configuration`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const browser = app.client();
    const { action } = await loginFormAction(browser);
    const posted = await browser.fetch(action!, {
      method: 'POST',
      origin: 'http://wyceny.example.com',
      body: new URLSearchParams({ email: 'admin@firma.pl' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(403);
  });

  it('still works directly on PUBLIC_URL', async () => {
    const admin = await app.signIn('admin@firma.pl');
    expect((await admin.get('/api/auth/user')).status).toBe(200);
  });
});

describe('the development sign-in behind a proxy with DEV_LOGIN=1', () => {
  let app: TestApp;
  let proxy: EmulatedProxy;
  beforeAll(async () => {
    app = await startTestApp({ DEV_LOGIN: '1' });
    proxy = await startEmulatedProxy(app.url);
  });
  afterAll(async () => {
    await proxy.close();
    await app.close();
  });

  it('works through the proxy', async () => {
    const browser = new TestClient(proxy.url);
    await browser.signIn('admin@firma.pl');
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'admin@firma.pl', role: 'admin' });
  });

  it('names no forged host in the provider discovery document without TRUST_PROXY', async () => {
    const response = await fetch(`${app.url}/oidc/.well-known/openid-configuration`, {
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('evil.example');
    expect(JSON.parse(text).authorization_endpoint).toBe(`${app.url}/oidc/auth`);
  });
});

describe('the development provider with TRUST_PROXY=1', () => {
  it('names the forwarded host, which our own proxy sets', async () => {
    const app = await startTestApp({ DEV_LOGIN: '1', TRUST_PROXY: '1' });
    try {
      const response = await fetch(`${app.url}/oidc/.well-known/openid-configuration`, {
        headers: { 'X-Forwarded-Host': 'wyceny.example.com', 'X-Forwarded-Proto': 'https' },
      });
      expect((await response.json()).authorization_endpoint).toBe('https://wyceny.example.com/oidc/auth');
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY=1 behind an appending proxy', () => {
  let app: TestApp;
  let proxy: EmulatedProxy;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
    proxy = await startEmulatedProxy(app.url);
  });
  afterAll(async () => {
    await proxy.close();
    await app.close();
  });

  it('counts the address the proxy appended, however the client rotates its own entry', async () => {
    const admin = await app.signIn('admin@firma.pl');
    const created = await admin.send('POST', '/api/admin/api-keys', {
      name: 'Partner przez proxy',
      permissions: ['quotes:create'],
      rateLimitPerMinute: 5,
    });
    const { keyValue } = (await created.json()) as { keyValue: string };
    const statuses: number[] = [];
    for (let n = 1; n <= 8; n++) {
      const response = await fetch(`${proxy.url}/api/public/v1/equipment`, {
        headers: { 'X-API-Key': keyValue, 'X-Forwarded-For': `203.0.113.${n}` },
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
