// D21: availability. Two sales people price the same excavator for overlapping days, more units
// than there are together; both send their quotes for approval. The admin approves the first; the
// second's approval is refused with 'Brak wolnych sztuk: …' and changes nothing. The excavator's
// availability page (followed from the quote's item, on the quote's month) shows both quotes on its
// timeline, the first approved and the second pending, with the days without free units marked,
// and reads as a table too. Checked by axe in both themes.

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, dayRangesLabel, todayInWarsaw } from '@ppp/domain';
import { expectAccessible, useTheme } from '../support/accessibility.ts';
import { adminApi, approveUser, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const equipmentName = `Koparka dostępność ${run}`;
let api: APIRequestContext;
let first: Page;
let second: Page;
let equipmentId = 0;
const quotes: { id: number; quoteNumber: string; company: string }[] = [];

// 3 units; the first quote takes 2 from day +10 for 5 days, the second 2 from day +12 for 4 days:
// on days +12 to +14 they would need 4.
const today = todayInWarsaw();
const firstStart = addDays(today, 10);
const secondStart = addDays(today, 12);
const shortDays = [addDays(today, 12), addDays(today, 13), addDays(today, 14)];

/** A sales person signed in and approved, in a browser of their own. */
async function salesPerson(browser: Browser, label: string, firstName: string) {
  const page = await (await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })).newPage();
  const email = uniqueEmail(label);
  await signIn(page, { email, firstName });
  await approveUser(api, email, 'employee');
  return page;
}

/** A dated quote created and sent for approval by the signed-in person of `page`, over the API. */
async function datedQuote(page: Page, company: string, startsOn: string, rentalDays: number) {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/quotes', {
    headers: { Origin: origin },
    data: {
      client: { companyName: company },
      startsOn,
      rentalDays,
      items: [{ equipmentId, quantity: 2 }],
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: number; quoteNumber: string };
  const sent = await page.request.patch(`/api/quotes/${quote.id}/status`, {
    headers: { Origin: origin },
    data: { status: 'pending' },
  });
  expect(sent.status()).toBe(200);
  return { ...quote, company };
}

test.beforeAll(async ({ browser }) => {
  api = await adminApi();
  const category = await api.post('/api/equipment-categories', { data: { name: `Koparki ${run}` } });
  expect(category.status()).toBe(201);
  const equipment = await api.post('/api/equipment', {
    data: { name: equipmentName, categoryId: (await category.json()).id, quantity: 3 },
  });
  expect(equipment.status()).toBe(201);
  equipmentId = (await equipment.json()).id;
  first = await salesPerson(browser, 'handlowiec.pierwszy', 'Piotr');
  second = await salesPerson(browser, 'handlowiec.drugi', 'Zofia');
});

test.afterAll(async () => {
  await first?.context().close();
  await second?.context().close();
  await api?.dispose();
});

test('two sales people price overlapping days; the first is approved, the second is refused for lack of units', async ({
  adminPage,
}) => {
  quotes.push(await datedQuote(first, `Budowa Północ ${run} S.A.`, firstStart, 5));
  quotes.push(await datedQuote(second, `Budowa Południe ${run} S.A.`, secondStart, 4));
  const [approved, refused] = quotes;

  expect(
    (await api.patch(`/api/quotes/${approved.id}/status`, { data: { status: 'approved' } })).status(),
  ).toBe(200);

  await adminPage.goto(`/quotes/${refused.id}`);
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Wycena ${refused.quoteNumber}` }),
  ).toBeVisible();
  await adminPage.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(
    adminPage.getByText(`Brak wolnych sztuk: ${equipmentName} w dniach ${dayRangesLabel(shortDays)}`),
  ).toBeVisible();
  // Nothing changed: the quote still waits for approval.
  const unchanged = await (await api.get(`/api/quotes/${refused.id}`)).json();
  expect(unchanged.status).toBe('pending');
});

test("the availability page, followed from the quote's item, shows both quotes on the timeline", async ({
  adminPage,
}) => {
  const [approved, refused] = quotes;
  await adminPage.goto(`/quotes/${refused.id}`);
  await adminPage.getByRole('link', { name: `Dostępność: ${equipmentName}` }).click();
  await expect(adminPage).toHaveURL(
    new RegExp(`/equipment/${equipmentId}/availability\\?month=${secondStart.slice(0, 7)}$`),
  );
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Dostępność: ${equipmentName}` }),
  ).toBeVisible();
  await expect(adminPage.getByText('Dostępne sztuki: 3')).toBeVisible();

  const timeline = adminPage.getByRole('group', { name: /^Rezerwacje: / });
  await expect(timeline.getByRole('link')).toHaveCount(2);
  const approvedBar = timeline.getByRole('link', { name: new RegExp(`^${approved.quoteNumber}, `) });
  const pendingBar = timeline.getByRole('link', { name: new RegExp(`^${refused.quoteNumber}, `) });
  await expect(approvedBar).toHaveAccessibleName(new RegExp(`${approved.company}, zatwierdzona: 2 szt\\.`));
  await expect(pendingBar).toHaveAccessibleName(new RegExp(`${refused.company}, wstępna: 2 szt\\.`));
  await expect(adminPage.getByRole('list', { name: 'Legenda' })).toContainText('Zatwierdzona');
  await expect(adminPage.getByRole('list', { name: 'Legenda' })).toContainText('Wstępna');
  await expectAccessible(adminPage);

  // Readable as a table: the pending quote holds units tentatively, the approved one takes them.
  await adminPage.getByRole('button', { name: 'Pokaż jako tabelę' }).click();
  const held = adminPage.getByRole('table', { name: /^Rezerwacje: / });
  await expect(held.getByRole('row').filter({ hasText: approved.quoteNumber })).toContainText('Zatwierdzona');
  await expect(held.getByRole('row').filter({ hasText: refused.quoteNumber })).toContainText('Wstępna');
  const days = adminPage.getByRole('table', { name: /^Dostępność w dniach: / });
  const [year, month, day] = shortDays[0].split('-');
  // On the first short day: 1 free (3 − 2 approved), 2 approved, 2 tentative.
  const cells = days
    .getByRole('row')
    .filter({ hasText: `${day}.${month}.${year}` })
    .getByRole('cell');
  await expect(cells).toHaveText([new RegExp(`^${day}\\.${month}\\.${year}`), '1', '2', '2']);
  await expectAccessible(adminPage);

  // A bar is a link to its quote.
  await adminPage.getByRole('button', { name: 'Pokaż oś czasu' }).click();
  await timeline.getByRole('link', { name: new RegExp(`^${approved.quoteNumber}, `) }).click();
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Wycena ${approved.quoteNumber}` }),
  ).toBeVisible();

  await adminPage.goto(`/equipment/${equipmentId}/availability?month=${secondStart.slice(0, 7)}`);
  await useTheme(adminPage, 'dark');
  await expect(timeline.getByRole('link')).toHaveCount(2);
  await expectAccessible(adminPage);
  await useTheme(adminPage, 'light');

  // A 390 px phone scrolls the timeline inside its card, never the page.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.reload();
  await expect(timeline.getByRole('link')).toHaveCount(2);
  const region = adminPage.getByRole('region', { name: /^Oś czasu: / });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(adminPage);
});

test('the sales person who did not write the approved quote sees it on the timeline too, and the catalogue says how many are free', async () => {
  const [approved] = quotes;
  // Employees see every equipment quote (D1): the bar is named and links to it.
  await second.goto(`/equipment/${equipmentId}/availability?month=${firstStart.slice(0, 7)}`);
  const timeline = second.getByRole('group', { name: /^Rezerwacje: / });
  await expect(timeline.getByRole('link', { name: new RegExp(`^${approved.quoteNumber}, `) })).toBeVisible();

  // The catalogue's period filter: over the short days 1 of 3 is free.
  const [from, to] = [shortDays[0], shortDays.at(-1) as string];
  await second.goto(`/equipment?from=${from}&to=${to}`);
  const card = second.getByRole('article', { name: equipmentName });
  await expect(card).toContainText('wolne 1 z 3');
  await expect(card.getByRole('link', { name: `Dostępność: ${equipmentName}` })).toBeVisible();
  await expectAccessible(second);
});
