// Issue 10, D19: nothing typed is lost. Leaving a filled form by its Cancel, by a menu link of the
// shell and by the browser's Back asks first; staying keeps every value; a saved form leaves freely;
// a save refused because another tab saved meanwhile can keep this tab's changes.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

const QUESTION = 'Masz niezapisane zmiany. Czy na pewno chcesz wyjść?';

let seeded: SeededProduct | undefined;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let equipmentId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  seeded = await startSeededProduct(browser, {
    email: 'ewa.admin@example.com',
    firstName: 'Ewa',
    lastName: 'Lis',
  });
  ({ context, page, api } = seeded);
  const equipment = (await (await api.get('/api/equipment')).json()) as {
    id: number;
    availableQuantity: number;
  }[];
  equipmentId = equipment.find((entry) => entry.availableQuantity > 1)!.id;
});

test.afterAll(async () => {
  await seeded?.stop();
});

async function createQuote(): Promise<number> {
  const client = await (
    await api.post('/api/clients', { data: { companyName: 'Dwie Karty Sp. z o.o.' } })
  ).json();
  const quote = await api.post('/api/quotes', {
    data: {
      clientId: client.id,
      startsOn: '2027-06-01',
      items: [{ equipmentId, quantity: 1, rentalPeriodDays: 5 }],
    },
  });
  expect(quote.status()).toBe(201);
  return (await quote.json()).id;
}

const question = () => page.getByRole('alertdialog').filter({ hasText: QUESTION });

async function stay() {
  await expect(question()).toBeVisible();
  await question().getByRole('button', { name: 'Zostań' }).click();
  await expect(question()).toBeHidden();
  await expect(page).toHaveURL(/\/create-quote$/);
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Firma Niezapisana');
  await expect(page.getByLabel('Okres wynajmu (dni)')).toHaveValue('7');
  await expect(page.getByLabel('Uwagi', { exact: true })).toHaveValue('Ważne uwagi');
}

test('leaving a filled quote form by Cancel, a menu link or Back asks first; staying keeps every value', async () => {
  await page.goto('/quotes');
  await page.getByRole('button', { name: 'OFERTY' }).click();
  await page.getByRole('menuitem', { name: 'Nowa wycena sprzętu' }).click();
  await expect(page).toHaveURL(/\/create-quote$/);
  await page.getByLabel('Nazwa firmy').fill('Firma Niezapisana');
  await page.getByLabel('Okres wynajmu (dni)').fill('7');
  await page.getByLabel('Uwagi', { exact: true }).fill('Ważne uwagi');

  await page.getByRole('link', { name: 'Anuluj' }).click();
  await stay();

  await page.getByRole('button', { name: 'OFERTY' }).click();
  await page.getByRole('menuitem', { name: 'Zapisane wyceny sprzętu' }).click();
  await expect(question()).toBeVisible();
  await expectAccessible(page, '[role="alertdialog"]');
  await stay();

  // The browser's Back (without waiting for a navigation: staying cancels it).
  await page.evaluate(() => window.history.back());
  await stay();

  // Leaving does leave.
  await page.getByRole('link', { name: 'Anuluj' }).click();
  await question().getByRole('button', { name: 'Wyjdź bez zapisywania' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('heading', { name: 'Zarządzanie Wycenami' })).toBeVisible();
});

test('a saved form leaves without asking', async () => {
  const id = await createQuote();
  await page.goto(`/quotes/${id}/edit`);
  await page.getByLabel('Okres wynajmu (dni)').fill('9');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${id}$`));
  await expect(question()).toHaveCount(0);
  await expect(page.getByText('1 szt. × 9 dni')).toBeVisible();
});

test('two tabs: the second keeps its changes through "Wczytaj najnowszą wersję i zachowaj moje zmiany"', async () => {
  const id = await createQuote();
  const other = await context.newPage();
  await page.goto(`/quotes/${id}/edit`);
  await other.goto(`/quotes/${id}/edit`);
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Dwie Karty Sp. z o.o.');
  await expect(other.getByLabel('Nazwa firmy')).toHaveValue('Dwie Karty Sp. z o.o.');

  await other.getByLabel('Uwagi', { exact: true }).fill('Uwagi z pierwszej karty');
  await other.getByRole('button', { name: 'Zapisz zmiany' }).first().click();
  await expect(other).toHaveURL(new RegExp(`/quotes/${id}$`));
  await other.close();

  await page.getByLabel('Osoba kontaktowa').fill('Anna Z Drugiej Karty');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).first().click();
  const stale = page.getByRole('alertdialog', { name: 'Wycena została w międzyczasie zmieniona' });
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: 'Wczytaj najnowszą wersję i zachowaj moje zmiany' }).click();
  await expect(stale).toBeHidden();
  await expect(page.getByLabel('Uwagi', { exact: true })).toHaveValue('Uwagi z pierwszej karty');
  await expect(page.getByLabel('Osoba kontaktowa')).toHaveValue('Anna Z Drugiej Karty');

  await page.getByRole('button', { name: 'Zapisz zmiany' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${id}$`));
  await expect(page.getByText('Uwagi z pierwszej karty')).toBeVisible();
  await expect(page.getByText('Anna Z Drugiej Karty')).toBeVisible();
});

test('an admin dialog with typed data asks before it closes', async () => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj kategorię' });
  await dialog.getByLabel('Nazwa kategorii').fill('Podesty ruchome');
  await page.keyboard.press('Escape');
  await expect(dialog.getByText(QUESTION)).toBeVisible();
  await dialog.getByRole('button', { name: 'Zostań' }).click();
  await expect(dialog.getByLabel('Nazwa kategorii')).toHaveValue('Podesty ruchome');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await dialog.getByRole('button', { name: 'Wyjdź bez zapisywania' }).click();
  await expect(dialog).toBeHidden();
});
