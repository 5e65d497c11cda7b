// Issue 10, D19: errors where the user looks. A figure the form cannot use is marked at once and its
// item left out of the live totals; an item note over its limit is refused under that field.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, fillStartDate, forgetDrafts, test } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

const GENERATOR = 'Agregat prądotwórczy 20 kVA';

let seeded: SeededProduct | undefined;
let page: Page;
let generatorId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  seeded = await startSeededProduct(browser, {
    email: 'marek.admin@example.com',
    firstName: 'Marek',
    lastName: 'Kos',
  });
  page = seeded.page;
  const equipment = (await (await seeded.api.get('/api/equipment')).json()) as { id: number; name: string }[];
  generatorId = equipment.find((entry) => entry.name === GENERATOR)!.id;
});

test.afterAll(async () => {
  await seeded?.stop();
});

test('0 days is marked before saving and the item is out of the totals', async () => {
  await page.goto(`/create-quote?equipment=${generatorId}`);
  await page.getByLabel('Okres wynajmu (dni)').fill('5');
  const gross = page.getByTestId('live-total-gross');
  await expect(gross).not.toHaveText('0,00 zł');

  await page.getByLabel('Okres wynajmu (dni)').fill('0');
  // Marked at once, under the field, before any save.
  await expect(page.getByText('Okres wynajmu musi wynosić od 1 do 365 dni').first()).toBeVisible();
  await expect(page.getByLabel('Okres wynajmu (dni)')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Pozycja nie jest wliczona do sumy: Okres wynajmu musi wynosić od 1 do 365 dni'),
  ).toBeVisible();
  await expect(gross).toHaveText('0,00 zł');

  // 3.5 days is refused visibly, never cut to 3.
  await page.getByLabel('Okres wynajmu (dni)').fill('3.5');
  await expect(page.getByText('Okres wynajmu podaj w pełnych dniach').first()).toBeVisible();
  await expect(gross).toHaveText('0,00 zł');

  await expectAccessible(page, 'form');
});

test('a 10 000-character item note shows its error under the field and the save is refused', async () => {
  page.once('dialog', (dialog) => void dialog.accept());
  // The previous test's unsaved quote would come back as a draft (D20); this one starts afresh.
  await forgetDrafts(page);
  await page.goto(`/create-quote?equipment=${generatorId}`);
  await page.getByLabel('Nazwa firmy').fill('Notatki Sp. z o.o.');
  await fillStartDate(page);
  await page.getByRole('button', { name: 'Dodaj uwagi do pozycji' }).click();
  const notes = page.getByLabel('Uwagi do pozycji');
  await expect(notes).toBeFocused();
  await notes.fill('x'.repeat(10_000));
  await expect(page.getByText('10 000 / 2000 znaków')).toBeVisible();
  await page.getByRole('button', { name: 'Utwórz wycenę' }).first().click();
  await expect(page.getByText('Uwagi do pozycji mogą mieć najwyżej 2000 znaków').first()).toBeVisible();
  await expect(notes).toHaveAttribute('aria-invalid', 'true');
  await expect(notes).toBeFocused();
  await expect(page).toHaveURL(/\/create-quote$/);
});

test('a save whose answer is lost on the way back, sent again, makes one quote', async () => {
  await forgetDrafts(page);
  await page.goto(`/create-quote?equipment=${generatorId}`);
  await page.getByLabel('Nazwa firmy').fill('Zgubiona Odpowiedź Sp. z o.o.');
  await fillStartDate(page);
  // The server writes the first send's quote; its answer never reaches the browser.
  let lost = false;
  await page.route('**/api/quotes', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Utwórz wycenę' }).first().click();
  await expect(page.getByText(/Brak połączenia z serwerem/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/create-quote/);
  await page.getByRole('button', { name: 'Utwórz wycenę' }).first().click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  await page.unroute('**/api/quotes');
  expect(lost).toBe(true);
  const found = (await (
    await seeded!.api.get(`/api/quotes?search=${encodeURIComponent('Zgubiona Odpowiedź')}`)
  ).json()) as { total: number };
  expect(found.total).toBe(1);
});
