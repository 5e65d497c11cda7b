// Issue 10: the walk of the usability review, counted. A three-item quote for a new client —
// a generator 14 days with fuel, a light mast 14 days with installation, a heater 5 days — created,
// sent, approved and printed in at most 15 clicks (typing, Tab and Enter are not clicks).
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, START_DATE, signIn, test } from '../support/fixtures.ts';
import { type Product, startProduct } from '../support/product.ts';

let product: Product;

test.beforeAll(async () => {
  product = await startProduct({ SEED_DEMO: '1' });
});
test.afterAll(async () => {
  await product?.stop();
});

/** Every click of the walk goes through here, so the journey can count them. */
function clickCounter() {
  let clicks = 0;
  return {
    click: async (target: Locator) => {
      clicks += 1;
      await target.click();
    },
    get count() {
      return clicks;
    },
  };
}

/** Picks the equipment by keyboard; `ownDays` gives the item a period of its own (D21). */
async function chooseEquipment(page: Page, text: string, ownDays?: string) {
  // The searchable list has the focus: type, Enter picks the first match (D19).
  await page.keyboard.type(text);
  await expect(page.getByRole('listbox')).toBeVisible();
  // D21: the dates are set, so each choice says how many units are free over them.
  await expect(page.getByRole('option').first()).toContainText(/wolne \d+ z \d+/);
  await page.keyboard.press('Enter');
  // The focus moves to the quantity (once the choice has rendered); the item's period comes next.
  await expect(page.locator(':focus')).toHaveAccessibleName(/Ilość/);
  if (!ownDays) return;
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/Okres pozycji/);
  await page.keyboard.type(ownDays);
}

test('the three-item quote is created, sent, approved and printed in at most 15 clicks', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  const page = await context.newPage();
  await signIn(page, { email: 'walk.admin@example.com', firstName: 'Wanda', lastName: 'Walk' });
  const walk = clickCounter();

  await walk.click(page.getByRole('button', { name: 'OFERTY' }));
  await walk.click(page.getByRole('menuitem', { name: 'Nowa wycena sprzętu' }));
  // D21: the dates once, at the top: the start, then (Tab past the calendar button) 14 days for all.
  await walk.click(page.getByLabel('Data rozpoczęcia'));
  await page.keyboard.type(START_DATE);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/Okres wynajmu/);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('14');
  await walk.click(page.getByLabel('Nazwa firmy'));
  await page.keyboard.type('Budimex S.A.');

  await walk.click(page.getByRole('combobox', { name: /Sprzęt/ }));
  await chooseEquipment(page, 'Agregat');
  await expect(page.getByLabel('Pozycja 1').getByRole('switch', { name: 'Koszt paliwa' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await walk.click(page.getByRole('button', { name: 'Dodaj pozycję' }));
  await expect(page.getByLabel('Pozycja 2').getByRole('combobox', { name: /Sprzęt/ })).toBeFocused();
  await chooseEquipment(page, 'Maszt');
  await walk.click(page.getByLabel('Pozycja 2').getByRole('switch', { name: 'Koszt montażu' }));

  await walk.click(page.getByRole('button', { name: 'Dodaj pozycję' }));
  await chooseEquipment(page, 'Nagrzewnica', '5');

  await expectAccessible(page, 'form');
  // The three-item form fits in about two screens (issue 10): 1665 px at 1280 × 800 when measured.
  const formHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const screenHeight = page.viewportSize()?.height ?? 800;
  expect(formHeight / screenHeight).toBeLessThanOrEqual(2.25);
  if (process.env.PPP_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.PPP_SCREENSHOTS}/walk-form.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.PPP_SCREENSHOTS}/walk-form-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await walk.click(page.getByRole('button', { name: 'Utwórz wycenę' }).first());
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  await expect(page.getByText('1 szt. × 14 dni')).toHaveCount(2);
  await expect(page.getByText('1 szt. × 5 dni')).toBeVisible();
  await walk.click(page.getByRole('button', { name: 'Przekaż do zatwierdzenia' }));
  await walk.click(page.getByRole('button', { name: 'Zatwierdź' }));
  await expect(page.getByText('Wycena została zatwierdzona')).toBeVisible();
  const gross = (await page.getByTestId('quote-total-gross').textContent())?.trim() ?? '';

  const popupOpened = page.waitForEvent('popup');
  await walk.click(page.getByRole('button', { name: 'Drukuj' }).first());
  const print = await popupOpened;
  await expect(print.locator('body')).toContainText('Budimex S.A.');
  await expect(print.locator('tr.gross')).toContainText(gross);

  expect(walk.count).toBeLessThanOrEqual(15);
  test.info().annotations.push({ type: 'clicks', description: String(walk.count) });
  await context.close();
});
