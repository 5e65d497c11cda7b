import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// D23: per address, without a session, 120 `/oferta` pages and 30 `/oferta` PDFs a minute, counted
// in PostgreSQL; over it 429 'Zbyt wiele żądań. Spróbuj ponownie za {n} s.' with Retry-After.

let app: TestApp;
let admin: TestClient;
let quoteId: number;
let link: string;

beforeAll(async () => {
  // Behind a proxy, the address is the forwarded one: each test speaks from addresses of its own.
  app = await startTestApp({ TRUST_PROXY: '1' }, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  const [equipment] = await (await admin.get('/api/equipment')).json();
  const created = await admin.send('POST', '/api/quotes', {
    client: { companyName: 'Limity Sp. z o.o.' },
    items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 2 }],
  });
  quoteId = (await created.json()).id;
  await admin.send('PATCH', `/api/quotes/${quoteId}/status`, { status: 'pending' });
  link = (await (await admin.send('POST', `/api/quotes/${quoteId}/share`)).json()).url;
});
afterAll(() => app.close());

const from = (address: string): RequestInit => ({
  headers: { 'X-Forwarded-For': address },
  redirect: 'manual',
});
const unknownLink = () => `${app.url}/oferta/${'x'.repeat(43)}`;

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toContain(`Zbyt wiele żądań. Spróbuj ponownie za ${wait} s.`);
}

describe('the client page per address (D23)', () => {
  it('serves 120 pages a minute to an address, then 429 with Retry-After; others go on', async () => {
    const address = '203.0.113.10';
    expect((await fetch(link, from(address))).status).toBe(200);
    // An unknown link counts too: guessing links costs the same.
    for (let n = 1; n < 120; n++) expect((await fetch(unknownLink(), from(address))).status).toBe(404);
    await expectTooMany(await fetch(link, from(address)));
    await expectTooMany(await fetch(unknownLink(), from(address)));

    // Another address, and the same address's PDFs, are counted apart.
    expect((await fetch(link, from('203.0.113.11'))).status).toBe(200);
    expect((await fetch(`${link}/pdf`, from(address))).status).toBe(200);

    // The count is in PostgreSQL; once its minute has passed the address is served again.
    await app.orm.em.getConnection().execute(
      `update rate_window set hits = array(select at - interval '61 seconds' from unnest(hits) as hit(at))
          where scope = 'client_page_hit' and subject like ?`,
      [`% ip=${address}`],
    );
    expect((await fetch(link, from(address))).status).toBe(200);
  });

  it('serves 30 PDFs a minute to an address, then 429; staff PDFs (a session) are not counted', async () => {
    const address = '198.51.100.20';
    for (let n = 0; n < 30; n++)
      expect((await fetch(`${unknownLink()}/pdf`, from(address))).status).toBe(404);
    await expectTooMany(await fetch(`${link}/pdf`, from(address)));
    // The page itself is still served to the address.
    expect((await fetch(link, from(address))).status).toBe(200);
    // Signed-in staff at the same address get their PDF (it is not under /oferta).
    const staff = await admin.fetch(`/api/quotes/${quoteId}/pdf`, {
      headers: { 'X-Forwarded-For': address },
    });
    expect(staff.status).toBe(200);
  });

  it("leaves the decisions' posts to their own limit", async () => {
    const address = '192.0.2.30';
    for (let n = 0; n < 120; n++) await fetch(unknownLink(), from(address));
    await expectTooMany(await fetch(link, from(address)));
    // A decision's post is not a page view: refused for its name, not for the count (D17).
    const post = await fetch(`${link}/accept`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=',
      redirect: 'manual',
    });
    expect(post.status).toBe(400);
  });
});
