import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { undecodableBodyMessage } from './errors.ts';

let app: TestApp;
let admin: TestClient;
let pendingId: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@firma.pl');
  const pending = await app.signIn('czeka@firma.pl');
  pendingId = (await (await pending.get('/api/auth/user')).json()).user.id;
});
afterAll(() => app.close());

const stillPending = async () =>
  (await (await admin.get('/api/users/pending')).json()).some((u: { id: number }) => u.id === pendingId);

describe('CSRF origin rule (D2)', () => {
  it.each([
    ['no Origin and no Referer', {}],
    ['a foreign Origin', { Origin: 'http://evil.example' }],
    ['a foreign Referer', { Referer: 'http://evil.example/page' }],
    ['Origin null', { Origin: 'null' }],
    // The Origin sent decides: our own Referer does not make up for a foreign or null one.
    ['Origin null with our own Referer', { Origin: 'null', Referer: 'OWN/profile' }],
    ['a foreign Origin with our own Referer', { Origin: 'http://evil.example', Referer: 'OWN/profile' }],
  ])('refuses a cookie-authenticated change with %s, changing nothing', async (_label, headers) => {
    for (const [method, path] of [
      ['POST', `/api/users/${pendingId}/approve`],
      ['DELETE', `/api/users/${pendingId}/reject`],
      ['PATCH', '/api/auth/user'],
      ['PUT', `/api/users/${pendingId}/role`],
    ]) {
      const response = await admin.fetch(path, {
        method,
        origin: null,
        headers: Object.fromEntries(
          Object.entries(headers).map(([name, value]) => [name, value.replace('OWN', app.url)]),
        ),
        json: { role: 'admin', firstName: 'X' },
      });
      expect(response.status).toBe(403);
    }
    expect(await stillPending()).toBe(true);
    expect((await (await admin.get('/api/auth/user')).json()).firstName).toBeNull();
  });

  it('accepts our own Referer when the Origin is absent', async () => {
    const response = await admin.fetch('/api/auth/user', {
      method: 'PATCH',
      origin: null,
      headers: { Referer: `${app.url}/profile` },
      json: { firstName: 'Adam' },
    });
    expect(response.status).toBe(200);
  });
});

describe('bad input never gives a 500', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await admin.fetch(`/api/users/${pendingId}/role`, {
      method: 'PUT',
      body: '{"role": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Nieprawidłowy format JSON' });
  });

  it.each([
    ['gzip', Buffer.from('{"role":"employee"}')],
    ['br', Buffer.from('{"role":"employee"}')],
    ['gzip', gzipSync('{"role":"employee"}').subarray(0, 12)],
  ])('answers a %s body that does not decompress with 400', async (encoding, body) => {
    const response = await admin.fetch(`/api/users/${pendingId}/role`, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: undecodableBodyMessage });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await admin.fetch('/api/auth/user', {
      method: 'PATCH',
      body: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('Zbyt duże żądanie');
  });

  it.each([
    ['an array body', []],
    ['a string body', 'admin'],
    ['null', null],
    ['a number role', { role: 7 }],
  ])('answers %s with 400', async (_label, body) => {
    const response = await admin.send('PUT', `/api/users/${pendingId}/role`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('message');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await admin.get('/api/nie-ma-takiego');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Nie znaleziono' });
  });
});

describe('cross-cutting answers', () => {
  it('reports health after checking the database', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sets the security headers and a request id on every answer', async () => {
    const response = await app.client().get('/api/auth/user');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/[\w-]{8,}/);
  });

  it('sets the session cookie (at sign-in) and the sign-in cookie httpOnly, SameSite=Lax', async () => {
    const client = app.client();
    const setCookies: string[] = [];
    let response = await client.fetch('/api/login');
    setCookies.push(...response.headers.getSetCookie());
    const form = await client.follow(response.headers.get('location')!);
    const action = /action="([^"]+\/login)"/.exec(await form.text())![1];
    response = await client.fetch(action, {
      method: 'POST',
      body: new URLSearchParams({ email: 'ciasteczko@firma.pl' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      response = await client.fetch(new URL(response.headers.get('location')!, app.url).href);
      setCookies.push(...response.headers.getSetCookie());
    }
    for (const name of ['sid', 'login']) {
      const cookie = setCookies.find(
        (c) => c.startsWith(`${name}=`) && !/expires=thu, 01 jan 1970/i.test(c),
      )!;
      expect(cookie, name).toMatch(/httponly/i);
      expect(cookie, name).toMatch(/samesite=lax/i);
      expect(cookie, name).not.toMatch(/secure/i);
    }
  });

  it('keeps JSON answers with data out of every cache, refusals included (issue 16 §9)', async () => {
    const users = await admin.get('/api/users');
    expect(users.headers.get('cache-control')).toBe('no-store');
    const refused = await app.client().get('/api/users');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // A plain-http PUBLIC_URL gets no HSTS.
    expect(users.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the micro-frontend manifest without caching', async () => {
    const response = await app.client().get('/microfrontends.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = await response.json();
    expect(manifest.applications[0]).toMatchObject({ name: 'mf_admin', entry: '/mf/admin/remoteEntry.js' });
  });

  it('redirects /login to the sign-in and /dashboard home', async () => {
    expect((await app.client().get('/login')).headers.get('location')).toBe('/api/login');
    expect((await app.client().get('/dashboard')).headers.get('location')).toBe('/');
  });

  it('redirects a page request on another host name to PUBLIC_URL', async () => {
    const response = await fetch(`${app.url.replace('127.0.0.1', 'localhost')}/profile`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${app.url}/profile`);
  });
});

describe('under an https PUBLIC_URL (issue 16 §9)', () => {
  it('sends Strict-Transport-Security', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://wyceny.example.com', DEV_LOGIN: '1' });
    try {
      const response = await secure.client().get('/api/health');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('odd request lines (issue 16 §9)', () => {
  /** Sends a raw request line and answers the status the server gives. */
  async function rawStatus(requestLine: string): Promise<number> {
    const { connect } = await import('node:net');
    const { port } = new URL(app.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(Number(answer.split(' ')[1])));
      socket.on('error', reject);
    });
  }

  it.each(['GET http://x/ HTTP/1.1', 'GET * HTTP/1.1', 'GET http://evil.example/api/users HTTP/1.1'])(
    'answers %s with 400',
    async (line) => {
      expect(await rawStatus(line)).toBe(400);
    },
  );
});
