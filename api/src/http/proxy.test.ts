import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';

// X-Forwarded-* are a client's words unless a proxy of ours sets them: they count only with
// TRUST_PROXY=1 (issue 16 §9). Otherwise a forged address would dodge the rate limits, and a forged
// host would pass the CSRF rule.

async function partnerKey(admin: TestClient) {
  const response = await admin.send('POST', '/api/admin/api-keys', {
    name: `Partner ${Math.random()}`,
    permissions: ['quotes:create'],
    rateLimitPerMinute: 2,
  });
  return ((await response.json()) as { keyValue: string }).keyValue;
}

/** Three calls of one key, each claiming another client address. */
async function statusesFromForgedAddresses(app: TestApp, key: string) {
  const statuses: number[] = [];
  for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const response = await fetch(`${app.url}/api/public/equipment`, {
      headers: { 'X-API-Key': key, 'X-Forwarded-For': address },
    });
    statuses.push(response.status);
    await response.body?.cancel();
  }
  return statuses;
}

/** A change sent from another origin that claims, through X-Forwarded-Host, to be ours. */
async function patchFromForgedHost(user: TestClient) {
  const response = await user.fetch('/api/auth/user', {
    method: 'PATCH',
    json: { firstName: 'Jan' },
    origin: 'http://evil.example',
    headers: { 'X-Forwarded-Host': 'evil.example' },
  });
  await response.body?.cancel();
  return response.status;
}

describe.each([
  { trustProxy: false, limited: [200, 200, 429], forgedHost: 403 },
  { trustProxy: true, limited: [200, 200, 200], forgedHost: 200 },
])('with TRUST_PROXY=$trustProxy', ({ trustProxy, limited, forgedHost }) => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp(trustProxy ? { TRUST_PROXY: '1' } : {});
    admin = await app.signIn('admin@firma.pl');
  });
  afterAll(() => app.close());

  it(`${trustProxy ? 'counts each forwarded client address on its own' : 'counts a forged X-Forwarded-For against the real address'}`, async () => {
    expect(await statusesFromForgedAddresses(app, await partnerKey(admin))).toEqual(limited);
  });

  it(`${trustProxy ? 'takes the forwarded host for our own origin' : 'ignores a forged X-Forwarded-Host in the CSRF rule'}`, async () => {
    expect(await patchFromForgedHost(admin)).toBe(forgedHost);
  });
});
