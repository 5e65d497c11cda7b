import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

// D17: the client page takes at most 20 decisions a minute per address, counted in PostgreSQL
// (the window every API process shares, D23), not in one process's memory.

let app: TestApp;
let link: string;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' }, { seed: true });
  const admin = await app.signIn('admin@firma.pl');
  const [equipment] = await (await admin.get('/api/equipment')).json();
  const created = await admin.send('POST', '/api/quotes', {
    client: { companyName: 'Decyzje Sp. z o.o.' },
    items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 2 }],
  });
  const quoteId = (await created.json()).id;
  await admin.send('PATCH', `/api/quotes/${quoteId}/status`, { status: 'pending' });
  link = (await (await admin.send('POST', `/api/quotes/${quoteId}/share`)).json()).url;
});
afterAll(() => app.close());

/** A decision without the client's name: refused with 400, and counted all the same. */
const post = (address: string) =>
  fetch(`${link}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams({ name: ' ' }),
    redirect: 'manual',
  });

it('takes 20 decisions a minute from an address, then 429 with Retry-After, counted in PostgreSQL', async () => {
  const address = '198.51.100.20';
  for (let n = 0; n < 20; n++) expect((await post(address)).status).toBe(400);
  const refused = await post(address);
  expect(refused.status).toBe(429);
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  // D23's words, as the page and its PDF answer them.
  expect(await refused.text()).toContain(`Zbyt wiele żądań. Spróbuj ponownie za ${wait} s.`);
  // Another address goes on.
  expect((await post('198.51.100.21')).status).toBe(400);

  // The window is PostgreSQL's: once its hits are a minute old, the address is heard again.
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ n: number }[]>(
      `select cardinality(hits) as n from rate_window where scope = 'client_page_hit' and subject like ?`,
      [`bucket=decision ip=${address}%`],
    );
  expect(row.n).toBeGreaterThanOrEqual(20);
  await app.orm.em.getConnection().execute(
    `update rate_window set hits = array(select at - interval '61 seconds' from unnest(hits) as hit(at))
      where scope = 'client_page_hit' and subject like ?`,
    [`bucket=decision ip=${address}%`],
  );
  expect((await post(address)).status).toBe(400);
});
