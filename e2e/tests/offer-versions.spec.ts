// Issue 27 (D23): the client decides on the version it was shown. The client page opened on a phone
// at version 1 (its items as cards, no amount broken from 'zł'); staff save version 2 meanwhile; the
// client's acceptance is refused with D23's message; reloaded, it goes through, and the staff detail
// page lists both versions with the changed item and the totals before and after.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let api: APIRequestContext;
const stamp = Date.now().toString(36);

test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api?.dispose();
});

/** Every amount in złoty on the page that the layout broke over two lines (should be none). */
const brokenAmounts = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\d[\d\s\u00a0\u202f]*,\d{2}[\s\u00a0\u202f]*zł/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

test('a client accepting a version staff have since changed is told to reload, then accepts the current one', async ({
  browser,
  adminPage,
}) => {
  const category = await (
    await api.post('/api/equipment-categories', { data: { name: `Wersje ${stamp}` } })
  ).json();
  const equipment = await (
    await api.post('/api/equipment', {
      data: {
        name: `Podnośnik wersje ${stamp}`,
        categoryId: category.id,
        quantity: 5,
        pricePerDay: '1234.56',
      },
    })
  ).json();
  const created = await (
    await api.post('/api/quotes', {
      data: {
        client: { companyName: `Wersje ${stamp} Sp. z o.o.` },
        items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 14 }],
      },
    })
  ).json();
  expect((await api.patch(`/api/quotes/${created.id}/status`, { data: { status: 'pending' } })).ok()).toBe(
    true,
  );
  const share = await (await api.post(`/api/quotes/${created.id}/share`)).json();

  // The client, on a phone, opens version 1.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
  const client = await context.newPage();
  await client.goto(share.url);
  await expect(client.getByRole('heading', { name: new RegExp(created.quoteNumber) })).toBeVisible();
  await expect(client.getByText(`Podnośnik wersje ${stamp}`).first()).toBeVisible();
  expect(await brokenAmounts(client)).toEqual([]);
  const overflow = await client.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(client);

  // Staff save version 2 meanwhile: two units instead of one.
  const edited = await api.put(`/api/quotes/${created.id}`, {
    data: {
      clientId: created.clientId,
      items: [{ equipmentId: equipment.id, quantity: 2, rentalPeriodDays: 14 }],
    },
  });
  expect(edited.ok()).toBe(true);
  const v2 = await edited.json();
  expect(v2.version).toBe(2);

  // The client's acceptance of version 1 is refused with D23's message; nothing is decided.
  const accept = client.getByRole('form', { name: 'Akceptuję ofertę' });
  await accept.getByLabel('Imię i nazwisko').fill('Anna Nowak');
  await accept.getByRole('button', { name: 'Akceptuję ofertę' }).click();
  await expect(client.getByRole('alert')).toHaveText(
    'Oferta została zmieniona. Odśwież stronę, aby zobaczyć aktualną wersję.',
  );
  expect((await (await api.get(`/api/quotes/${created.id}`)).json()).status).toBe('pending');

  // Reloaded, the page shows version 2 and the acceptance goes through.
  await client.reload();
  expect(await brokenAmounts(client)).toEqual([]);
  const again = client.getByRole('form', { name: 'Akceptuję ofertę' });
  await again.getByLabel('Imię i nazwisko').fill('Anna Nowak');
  await again.getByRole('button', { name: 'Akceptuję ofertę' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Dziękujemy!' })).toBeVisible();
  await context.close();

  const decided = await (await api.get(`/api/quotes/${created.id}`)).json();
  expect(decided.status).toBe('approved');
  expect(decided.history.at(-1)).toMatchObject({ toStatus: 'approved', version: 2 });

  // Staff see both versions, what changed and the totals before and after.
  await adminPage.goto(`/quotes/${created.id}`);
  const versions = adminPage.getByRole('list', { name: 'Wersje wyceny' });
  await expect(versions.getByText('Wersja 1', { exact: true })).toBeVisible();
  await expect(versions.getByText('Wersja 2', { exact: true })).toBeVisible();
  const change = adminPage.getByRole('article', { name: 'Wersja 1 → wersja 2' });
  await expect(change).toContainText(`Podnośnik wersje ${stamp}`);
  // The totals before and after, whatever spaces group their thousands.
  const digits = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');
  const shown = digits((await change.textContent()) ?? '');
  for (const total of [created.totalGross, v2.totalGross])
    expect(shown).toContain(Number(total).toFixed(2).replace('.', ','));
  await expectAccessible(adminPage);
});
