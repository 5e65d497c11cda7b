// Issue 6: the main admin panel's catalogue blocks, on the shared product (SEED_DEMO=0). An admin
// builds a category, a pricing schema and an equipment item with its own tiers and an extra; the
// catalogue and a quote use those prices; deactivation and permanent deletion leave the quote as it was.
// Then every kind of dialog is driven by the keyboard alone.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { adminStorageState, expect, fillStartDate, test } from '../support/fixtures.ts';

const run = Date.now().toString(36);
const CATEGORY = `Osuszacze ${run}`;
const SCHEMA = `Standardowy ${run}`;
const EQUIPMENT = `Osuszacz kondensacyjny ${run}`;
const EXTRA = `Wąż odpływowy ${run}`;
const COMPANY = `Hydro-Bud ${run}`;

/** Polish money as a reader sees it; independent of the application's own formatting code. */
const pln = (amount: number) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(amount);

let context: BrowserContext;
let page: Page;
let quotePath: string;

const sectionLink = (name: string) =>
  page
    .getByRole('navigation', { name: 'Sekcje panelu administratora' })
    .getByRole('link', { name, exact: true });

/** The admin panel is one page of blocks; the links at its top scroll to each. */
async function openSection(name: string) {
  await page.goto('/admin');
  await sectionLink(name).click();
  await expect(page).toHaveURL(/\/admin#[a-z-]+$/);
}

/** A tier row of the open price-tier dialog, by its period label. */
const tierRow = (dialog: Locator, period: string) =>
  dialog.getByRole('region', { name: 'Progi cenowe' }).getByRole('row').filter({ hasText: period });

async function editTierPrice(dialog: Locator, period: string, price: string) {
  await dialog.getByRole('button', { name: `Edytuj próg ${period}` }).click();
  const form = dialog.getByRole('form', { name: `Edytuj próg: ${period}` });
  await form.getByLabel('Cena za dobę (zł)').fill(price);
  // Enter in a field submits the dialog's form.
  await form.getByLabel('Cena za dobę (zł)').press('Enter');
  await expect(page.getByText('Próg cenowy został zaktualizowany')).toBeVisible();
  await expect(tierRow(dialog, period)).toContainText(pln(Number(price)));
}

async function deleteTier(dialog: Locator, period: string) {
  await dialog.getByRole('button', { name: `Usuń próg ${period}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć próg cenowy?' });
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Próg cenowy został usunięty')).toBeVisible();
  await expect(tierRow(dialog, period)).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ storageState: adminStorageState });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

test('the admin adds a category, a pricing schema and an equipment item with its tiers and an extra', async () => {
  await openSection('Kategorie');
  await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Dodaj kategorię' });
  await categoryDialog.getByLabel('Nazwa kategorii').fill(CATEGORY);
  await categoryDialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(page.getByText('Kategoria została dodana')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Kategorie sprzętu' }).getByRole('row').filter({ hasText: CATEGORY }),
  ).toBeVisible();

  // The first schema of an empty database becomes the default one.
  await sectionLink('Schematy cenowe').click();
  await page.getByRole('button', { name: 'Dodaj schemat' }).click();
  const schemaDialog = page.getByRole('dialog', { name: 'Dodaj schemat cenowy' });
  await schemaDialog.getByLabel('Nazwa schematu').fill(SCHEMA);
  await schemaDialog.getByRole('button', { name: 'Dodaj schemat' }).click();
  await expect(page.getByText('Schemat cenowy został dodany')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Schematy cenowe' })).toContainText(SCHEMA);

  await sectionLink('Sprzęt').click();
  await page.getByRole('button', { name: 'Dodaj sprzęt' }).click();
  const equipmentDialog = page.getByRole('dialog', { name: 'Dodaj sprzęt' });
  // The previous toast may still cover the dialog's buttons: submit from a field with Enter.
  await equipmentDialog.getByLabel('Nazwa').press('Enter');
  await expect(equipmentDialog.getByText('Nazwa jest wymagana')).toBeVisible();
  await equipmentDialog.getByLabel('Nazwa').fill(EQUIPMENT);
  await equipmentDialog.getByLabel('Kategoria').selectOption({ label: CATEGORY });
  await equipmentDialog.getByLabel('Model').fill('DH 50');
  await equipmentDialog.getByLabel('Ilość całkowita').fill('4');
  // An available figure above the total is ignored: the previous figure stays (spec-1 §5).
  await equipmentDialog.getByLabel('Dostępna ilość').fill('3');
  await equipmentDialog.getByLabel('Dostępna ilość').fill('9');
  await expect(equipmentDialog.getByLabel('Dostępna ilość')).toHaveValue('3');
  await equipmentDialog.getByLabel('Model').press('Enter');
  await expect(page.getByText('Sprzęt został dodany')).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Sprzęt', exact: true })
    .getByRole('row')
    .filter({ hasText: EQUIPMENT });
  await expect(row).toContainText('Cennik domyślny');

  // The new item starts with the default tiers: the editor asks for real prices.
  await row.getByRole('button', { name: `Cennik: ${EQUIPMENT}` }).click();
  const tiers = page.getByRole('dialog', { name: `Cennik: ${EQUIPMENT}` });
  await expect(
    tiers.getByText('Ceny tego sprzętu są ustawione domyślnie — skonfiguruj cennik.'),
  ).toBeVisible();
  await editTierPrice(tiers, '1–2 dni', '250');
  await expect(tiers.getByText('Ceny tego sprzętu są ustawione domyślnie')).toHaveCount(0);
  await editTierPrice(tiers, '3–7 dni', '200');
  await expect(tierRow(tiers, '3–7 dni')).toContainText('20%');
  await editTierPrice(tiers, '8–18 dni', '180');
  // Escape in a confirmation over a dialog closes only the confirmation.
  await tiers.getByRole('button', { name: 'Usuń próg 30+ dni' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Usunąć próg cenowy?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(tiers).toBeVisible();
  await expect(tierRow(tiers, '30+ dni')).toBeVisible();
  await deleteTier(tiers, '30+ dni');
  await deleteTier(tiers, '19–29 dni');
  const addTier = tiers.getByRole('form', { name: 'Dodaj próg cenowy' });
  await addTier.getByLabel('Od (dni)').fill('19');
  await addTier.getByLabel('Cena za dobę (zł)').fill('150');
  await expect(addTier).toContainText('Rabat względem ceny bazowej: 40%');
  await addTier.getByRole('button', { name: 'Dodaj' }).click();
  await expect(page.getByText('Próg cenowy został dodany')).toBeVisible();
  await expect(tierRow(tiers, '19+ dni')).toContainText(pln(150));
  await expect(tierRow(tiers, '19+ dni')).toContainText('40%');
  await page.keyboard.press('Escape');
  await expect(tiers).toHaveCount(0);
  await expect(row).not.toContainText('Cennik domyślny');

  await row.getByRole('button', { name: `Opcje dodatkowe i akcesoria: ${EQUIPMENT}` }).click();
  const extras = page.getByRole('dialog', { name: `Opcje dodatkowe i akcesoria: ${EQUIPMENT}` });
  const addExtra = extras.getByRole('form', { name: 'Dodaj opcję dodatkową' });
  await addExtra.getByLabel('Nazwa').fill(EXTRA);
  await addExtra.getByLabel('Cena (zł)').fill('40');
  await addExtra.getByRole('button', { name: 'Dodaj' }).click();
  await expect(page.getByText('Pozycja została dodana')).toBeVisible();
  await expect(extras.getByRole('region', { name: 'Opcje dodatkowe' })).toContainText(`${EXTRA}${pln(40)}`);
  await page.keyboard.press('Escape');
  await expect(extras).toHaveCount(0);
});

test('the catalogue shows the item with its base price', async () => {
  await page.goto('/equipment');
  const card = page.getByRole('article', { name: EQUIPMENT });
  await expect(card).toContainText(`od ${pln(250)}/doba`);
  await expect(card).toContainText('DH 50');
});

test('a quote built with it uses the tier of its rental length and the extra', async () => {
  await page.getByRole('article', { name: EQUIPMENT }).getByRole('link', { name: 'Dodaj do wyceny' }).click();
  await expect(page).toHaveURL(/\/create-quote$/);
  await expect(page.getByRole('heading', { name: `Pozycja 1: ${EQUIPMENT}` })).toBeVisible();
  await page.getByLabel('Nazwa firmy').fill(COMPANY);
  await fillStartDate(page);
  await page.getByLabel('Okres wynajmu (dni)').fill('5');
  // 5 days fall in the 3–7 tier: 200 zł a day (20 % off the 250 zł base).
  await expect(page.getByTestId('item-total')).toContainText(pln(1000));
  await page.getByRole('checkbox', { name: `${EXTRA} (${pln(40)}/szt.)` }).check();
  await expect(page.getByTestId('item-total')).toContainText(pln(1040));
  await expect(page.getByTestId('live-total-net')).toHaveText(pln(1040));

  await page.getByRole('button', { name: 'Utwórz wycenę' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  quotePath = new URL(page.url()).pathname;
  await expect(page.getByTestId('quote-total-net')).toHaveText(pln(1040));
  await expect(page.getByTestId('quote-total-gross')).toHaveText(pln(1279.2));
  await expect(page.getByText('1 szt. × 5 dni')).toBeVisible();
});

test('deactivated, the item leaves the catalogue and waits in the inactive list', async () => {
  await openSection('Sprzęt');
  const row = page
    .getByRole('region', { name: 'Sprzęt', exact: true })
    .getByRole('row')
    .filter({ hasText: EQUIPMENT });
  await row.getByRole('button', { name: `Dezaktywuj: ${EQUIPMENT}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Dezaktywować sprzęt?' });
  await confirm.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(page.getByText('Sprzęt został dezaktywowany')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/equipment');
  await expect(page.getByRole('heading', { name: 'Katalog Sprzętu' })).toBeVisible();
  await expect(page.getByRole('article', { name: EQUIPMENT })).toHaveCount(0);

  await openSection('Nieaktywny sprzęt');
  await expect(
    page.getByRole('region', { name: 'Nieaktywny sprzęt' }).getByRole('row').filter({ hasText: EQUIPMENT }),
  ).toBeVisible();
});

test('permanent deletion asks for an explicit choice and leaves the quote as it was', async () => {
  const row = page
    .getByRole('region', { name: 'Nieaktywny sprzęt' })
    .getByRole('row')
    .filter({ hasText: EQUIPMENT });
  const remove = row.getByRole('button', { name: `Usuń trwale: ${EQUIPMENT}` });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Trwale usunąć sprzęt?' });
  await expect(confirm).toContainText('Tej operacji nie można cofnąć');
  // Irreversible: focus starts on Cancel, so Enter does not delete.
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();

  await remove.click();
  await confirm.getByRole('button', { name: 'Usuń trwale' }).click();
  await expect(page.getByText('Sprzęt został trwale usunięty')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(quotePath);
  await expect(page.getByTestId('quote-total-net')).toHaveText(pln(1040));
  await expect(page.getByTestId('quote-total-gross')).toHaveText(pln(1279.2));
  await expect(page.getByText(EQUIPMENT).first()).toBeVisible();
});

test('dialogs work by keyboard alone: tab order, Escape, Enter, and no Enter on a deletion', async () => {
  await openSection('Kategorie');
  const card = page.getByRole('region', { name: 'Kategorie sprzętu' });
  const opener = page.getByRole('button', { name: 'Dodaj kategorię' });
  await page.waitForLoadState('networkidle');
  // The button stays disabled until the categories it needs have loaded.
  await expect(opener).toBeEnabled();
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dodaj kategorię' });
  const name = dialog.getByLabel('Nazwa kategorii');
  await expect(name).toBeFocused();

  // Tab order: name, description, Cancel, submit, the close button, and round again.
  await page.keyboard.press('Tab');
  const description = dialog.getByLabel('Opis');
  await expect(description).toBeFocused();
  // Enter in a multi-line field is a new line, not a submission.
  await page.keyboard.type('Pierwsza linia');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Druga linia');
  await expect(dialog).toBeVisible();
  await expect(description).toHaveValue('Pierwsza linia\nDruga linia');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Dodaj kategorię' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Zamknij' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Zamknij' })).toBeFocused();

  // Escape asks first, the description being typed (D19); leaving closes and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Masz niezapisane zmiany. Czy na pewno chcesz wyjść?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zostań' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Wyjdź bez zapisywania' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Enter in a one-line field submits; an empty name is refused under the field.
  const keyed = `Klawiatura ${run}`;
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Nazwa kategorii jest wymagana')).toBeVisible();
  await page.keyboard.type(keyed);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Kategoria została dodana')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = card.getByRole('row').filter({ hasText: keyed });
  await expect(row).toBeVisible();

  // A deletion: focus starts on Cancel and Enter cancels; only the confirm button deletes.
  const deleteButton = row.getByRole('button', { name: `Usuń kategorię: ${keyed}` });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć kategorię?' });
  await expect(confirm).toContainText('Nie można usunąć kategorii, która zawiera sprzęt');
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Usuń' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Kategoria została usunięta')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the pricing settings save with Enter and the equipment form tabs field by field', async () => {
  await openSection('Ustawienia cenowe');
  const settings = page.getByRole('form', { name: 'Ustawienia cenowe' });
  await expect(settings.getByLabel('Stawka VAT (%)')).toHaveValue('23,00');
  await settings.getByLabel('Stawka VAT (%)').fill('101');
  await settings.getByLabel('Stawka VAT (%)').press('Enter');
  await expect(settings.getByText('Stawka VAT musi wynosić od 0 do 100')).toBeVisible();
  await settings.getByLabel('Stawka VAT (%)').fill('23');
  await settings.getByLabel('Stawka VAT (%)').press('Enter');
  await expect(page.getByText('Ustawienia cenowe zostały zapisane')).toBeVisible();

  await sectionLink('Sprzęt').click();
  // Wait until the tab's data has settled, so the button is not re-rendered under the focus.
  await page.waitForLoadState('networkidle');
  const opener = page.getByRole('button', { name: 'Dodaj sprzęt' });
  // The button stays disabled until the categories it needs have loaded.
  await expect(opener).toBeEnabled();
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dodaj sprzęt' });
  await expect(dialog.getByLabel('Nazwa')).toBeFocused();
  for (const label of ['Kategoria', 'Model', 'Moc', 'Ilość całkowita', 'Dostępna ilość']) {
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(label)).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dodaj sprzęt' })).toBeFocused();
});
