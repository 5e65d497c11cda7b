// D26: /reports for an admin and for a transport manager. A seeded product of its own: the admin
// saves an equipment and a transport quote, the manager an equipment quote of their own; the admin's
// report counts all three, the manager's their transport and only their own equipment quote. Each
// chart is an image with a text alternative beside its data table; the page passes axe in both themes.
import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { expectAccessible, useTheme } from '../support/accessibility.ts';
import { approveUser, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

let seeded: SeededProduct;
const client = { companyName: 'Raporty S.A.', email: 'biuro@raporty.pl' };

test.describe.configure({ mode: 'serial' });

async function created(response: { status(): number; text(): Promise<string> }) {
  if (response.status() !== 201) throw new Error(`${response.status()}: ${await response.text()}`);
}

/** A signed-in page of a new user with `role`, and their API session. */
async function userWithRole(browser: Browser, role: string): Promise<{ page: Page; api: APIRequestContext }> {
  const person = { email: uniqueEmail(role), firstName: 'Tomasz', lastName: 'Kierowca' };
  const context = await browser.newContext({
    baseURL: seeded.product.baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  const page = await context.newPage();
  await signIn(page, person);
  await approveUser(seeded.api, person.email, role);
  const api = await request.newContext({
    baseURL: seeded.product.baseURL,
    storageState: await context.storageState(),
    extraHTTPHeaders: { Origin: seeded.product.baseURL },
  });
  return { page, api };
}

const first = async (api: APIRequestContext, path: string) =>
  ((await (await api.get(path)).json()) as { id: number }[])[0]!.id;

/** The rows of a data table (its region's name), each as its cells' texts. */
async function tableRows(page: Page, name: string) {
  const rows = page.getByRole('region', { name }).getByRole('row');
  return (await rows.allInnerTexts()).slice(1).map((row) => row.split('\t').map((cell) => cell.trim()));
}

let manager: { page: Page; api: APIRequestContext };

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  seeded = await startSeededProduct(browser, {
    email: 'raporty.admin@example.com',
    firstName: 'Renata',
    lastName: 'Raport',
  });
  const { api } = seeded;
  const equipmentId = await first(api, '/api/equipment');
  await created(
    await api.post('/api/quotes', {
      data: { client, items: [{ equipmentId, quantity: 1, rentalPeriodDays: 5 }] },
    }),
  );
  await created(
    await api.post('/api/transport-quotes', {
      data: {
        client,
        vehicleId: await first(api, '/api/transport-vehicles'),
        fromAddress: 'Magazyn, Warszawa',
        toAddress: 'Budowa, Kraków',
        distance: 120,
      },
    }),
  );
  manager = await userWithRole(browser, 'transport_manager');
  await created(
    await manager.api.post('/api/quotes', {
      data: { client, items: [{ equipmentId, quantity: 2, rentalPeriodDays: 3 }] },
    }),
  );
});

test.afterAll(async () => {
  await manager?.api.dispose();
  await manager?.page.context().close();
  await seeded?.stop();
});

test("the admin's reports: every kind, each chart with its text alternative and data table", async () => {
  const { page } = seeded;
  await page.goto('/');
  await page.getByRole('button', { name: 'OFERTY' }).first().click();
  await page.getByRole('menuitem', { name: 'Raporty' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Raporty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wyceny i wartość netto według miesięcy' })).toBeVisible();

  // Three drafts of this month: two equipment quotes (the admin's and the manager's), one transport.
  const rows = await tableRows(page, 'Wyceny według miesięcy — dane');
  const counted = (kind: string) =>
    rows.filter((row) => row[1] === kind).reduce((sum, row) => sum + Number(row[3]), 0);
  expect(counted('Sprzęt')).toBe(2);
  expect(counted('Transport')).toBe(1);
  expect(rows.every((row) => row[2] === 'Wersja robocza')).toBe(true);
  await expect(page.getByRole('img', { name: 'Liczba wycen według miesięcy i statusów' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Najwyżej wycenione pozycje: Transport/ })).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await expect(page.getByRole('heading', { name: 'Wyceny i wartość netto według miesięcy' })).toBeVisible();
    await expectAccessible(page);
  }

  // The kind filter is kept in the address: a reload shows the same report.
  await page.getByLabel('Rodzaj wycen').selectOption('transport');
  await expect(page).toHaveURL(/kind=transport/);
  await page.reload();
  await expect(page.getByLabel('Rodzaj wycen')).toHaveValue('transport');
  const transportOnly = await tableRows(page, 'Wyceny według miesięcy — dane');
  expect(transportOnly.map((row) => row[1])).toEqual(['Transport']);

  // On a 390 px phone the data are dense cards, one per row, none cut at the right (D19).
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Wyceny według miesięcy — dane' });
  await expect(cards.getByRole('listitem')).not.toHaveCount(0);
  const widths = await cards.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A period without quotes.
  await page.goto('/reports?from=2001-01-01&to=2001-12-31');
  await expect(page.getByText('Brak danych w wybranym okresie')).toBeVisible();
});

test("the transport manager's reports: transport and only their own quotes of other kinds", async () => {
  const { page } = manager;
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Raporty' })).toBeVisible();
  const rows = await tableRows(page, 'Wyceny według miesięcy — dane');
  const counted = (kind: string) =>
    rows.filter((row) => row[1] === kind).reduce((sum, row) => sum + Number(row[3]), 0);
  // The admin's equipment quote is not in the manager's lists, so not in their report.
  expect(counted('Sprzęt')).toBe(1);
  expect(counted('Transport')).toBe(1);
  // As the lists say: one equipment quote (their own), one transport quote.
  const listed = async (path: string) =>
    ((await (await manager.api.get(path)).json()) as { total: number }).total;
  expect(await listed('/api/quotes')).toBe(1);
  expect(await listed('/api/transport-quotes')).toBe(1);
  await expectAccessible(page);
});
