// Issue 5: the equipment-quote journey on a product with the demo catalogue (D10). The shared
// instance of the global setup starts empty (SEED_DEMO=0), so this file starts its own, seeded one;
// its first user becomes its admin. Every figure on screen is checked against POST /api/quotes/preview
// for the same body: the form's live totals, the detail page, the list and the print page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, type Page, request } from '@playwright/test';
import { expect, fillStartDate, signIn, test } from '../support/fixtures.ts';
import { type Product, repositoryRoot, startProduct } from '../support/product.ts';

interface PreviewItem {
  totalPrice: string;
  totalFuelCost: string;
  totalInstallationCost: string;
}
interface Preview {
  items: PreviewItem[];
  totalNet: string;
  vatAmount: string;
  totalGross: string;
}

const GENERATOR = 'Agregat prądotwórczy 20 kVA';
const COMPANY = 'Budimex S.A.';

/** Polish money as a reader sees it; independent of the application's own formatting code. */
const pln = (amount: string) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(Number(amount));

/** The body the form sends for the journey's item: a generator with fuel (on by default) and installation. */
const itemBody = (equipmentId: number, rentalPeriodDays: number) => ({
  equipmentId,
  quantity: 1,
  rentalPeriodDays,
  includeFuelCost: true,
  fuelPricePerLiter: '6.50',
  fuelConsumptionLH: '4.20',
  hoursPerDay: '8',
  kilometersPerDay: '100',
  includeInstallationCost: true,
  installationDistanceKm: '40',
  travelRatePerKm: '1.15',
  numberOfTechnicians: 2,
  serviceRatePerTechnician: '150',
  selectedAdditional: [],
  selectedAccessories: [],
});

let product: Product;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let generatorId: number;
let schemaId: number;
let quoteId: number;
let quoteNumber: string;

async function preview(rentalPeriodDays: number): Promise<Preview> {
  const response = await api.post('/api/quotes/preview', {
    data: { pricingSchemaId: schemaId, items: [itemBody(generatorId, rentalPeriodDays)] },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Preview;
}

async function expectLiveTotals(expected: Preview) {
  await expect(page.getByTestId('item-total')).toContainText(pln(expected.items[0].totalPrice));
  await expect(page.getByTestId('live-total-net')).toHaveText(pln(expected.totalNet));
  await expect(page.getByTestId('live-vat')).toHaveText(pln(expected.vatAmount));
  await expect(page.getByTestId('live-total-gross')).toHaveText(pln(expected.totalGross));
}

async function expectDetailTotals(expected: Preview) {
  await expect(page.getByTestId('quote-total-net')).toHaveText(pln(expected.totalNet));
  await expect(page.getByTestId('quote-vat')).toHaveText(pln(expected.vatAmount));
  await expect(page.getByTestId('quote-total-gross')).toHaveText(pln(expected.totalGross));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  if (!existsSync(join(repositoryRoot, 'mf-quotes/dist/remoteEntry.js'))) {
    throw new Error('mf-quotes/dist is missing: run `node scripts/build.mjs` before the end-to-end tests');
  }
  product = await startProduct({ SEED_DEMO: '1' });
  context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  page = await context.newPage();
  await signIn(page, { email: 'ola.admin@example.com', firstName: 'Ola', lastName: 'Wiśniewska' });
  // The admin's session for API calls; mutating calls carry the Origin a browser sends (D2 CSRF rule).
  api = await request.newContext({
    baseURL: product.baseURL,
    storageState: await context.storageState(),
    extraHTTPHeaders: { Origin: product.baseURL },
  });
  const equipment = (await (await api.get('/api/equipment')).json()) as { id: number; name: string }[];
  generatorId = equipment.find((entry) => entry.name === GENERATOR)!.id;
  const schemas = (await (await api.get('/api/pricing-schemas')).json()) as {
    id: number;
    isDefault: boolean;
  }[];
  schemaId = schemas.find((schema) => schema.isDefault)!.id;
});

test.afterAll(async () => {
  await api?.dispose();
  await context?.close();
  await product?.stop();
});

test('the catalogue opens the form with the chosen equipment', async () => {
  await page.goto('/equipment');
  await expect(page.getByRole('heading', { name: 'Katalog Sprzętu' })).toBeVisible();
  const card = page.getByRole('article', { name: GENERATOR });
  await expect(card).toContainText('od 180,00 zł/doba');
  await card.getByRole('link', { name: 'Dodaj do wyceny' }).click();

  // The ?equipment= parameter pre-adds the item and then leaves the address.
  await expect(page).toHaveURL(/\/create-quote$/);
  await expect(page.getByRole('heading', { name: `Pozycja 1: ${GENERATOR}` })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Koszt paliwa' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('dostępne: 6 szt.')).toBeVisible();
});

test('a generator with fuel and installation shows live totals equal to the preview, then is created', async () => {
  await page.getByLabel('Nazwa firmy').fill(COMPANY);
  await page.getByLabel('E-mail').fill('biuro@budimex.pl');
  await fillStartDate(page);
  await page.getByLabel('Okres wynajmu (dni)').fill('5');
  await page.getByRole('switch', { name: 'Koszt montażu' }).click();
  const installation = page.getByRole('group', { name: 'Koszt montażu' });
  await installation.getByLabel('Odległość (km)').fill('40');
  await installation.getByLabel('Liczba techników').fill('2');

  const expected = await preview(5);
  expect(Number(expected.items[0].totalFuelCost)).toBeGreaterThan(0);
  expect(Number(expected.items[0].totalInstallationCost)).toBeGreaterThan(0);
  await expectLiveTotals(expected);

  await page.getByRole('button', { name: 'Utwórz wycenę' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  quoteId = Number(new URL(page.url()).pathname.split('/').pop());
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Wycena WYC\/\d{4}\/\d{4,}$/);
  quoteNumber = (await heading.textContent())!.replace('Wycena ', '');

  await expectDetailTotals(expected);
  const costs = page.getByRole('list', { name: `Koszty dodatkowe: ${GENERATOR}` });
  await expect(costs).toContainText(`Koszt paliwa${pln(expected.items[0].totalFuelCost)}`);
  await expect(costs).toContainText(`Koszt montażu${pln(expected.items[0].totalInstallationCost)}`);
  await expect(page.getByText('1 szt. × 5 dni')).toBeVisible();
  await expect(page.getByText(COMPANY).first()).toBeVisible();
});

test('the list and the print page show the same figures', async () => {
  const expected = await preview(5);
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { name: 'Zarządzanie Wycenami' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: quoteNumber });
  await expect(row).toContainText(COMPANY);
  await expect(row).toContainText('5 dni');
  await expect(row).toContainText(pln(expected.totalNet));
  await expect(row).toContainText('Wersja robocza');

  const popupOpened = page.waitForEvent('popup');
  await row.getByRole('button', { name: `Drukuj wycenę ${quoteNumber}` }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`/api/quotes/${quoteId}/print$`));
  await popup.close();

  const print = await context.newPage();
  await print.goto(`/api/quotes/${quoteId}/print?autoprint=0`);
  const paper = print.locator('body');
  await expect(paper).toContainText(quoteNumber);
  await expect(paper).toContainText(pln(expected.items[0].totalPrice));
  await expect(print.getByRole('row', { name: /Wartość netto/ })).toContainText(pln(expected.totalNet));
  await expect(print.getByRole('row', { name: /VAT/ })).toContainText(pln(expected.vatAmount));
  await expect(print.getByRole('row', { name: /Wartość brutto/ })).toContainText(pln(expected.totalGross));
  await print.close();
});

test('editing the rental period moves the totals with it', async () => {
  await page.goto(`/quotes/${quoteId}`);
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}/edit$`));
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(COMPANY);
  await expectLiveTotals(await preview(5));

  await page.getByLabel('Okres wynajmu (dni)').fill('10');
  const expected = await preview(10);
  await expectLiveTotals(expected);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();

  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}$`));
  await expectDetailTotals(expected);
  await expect(page.getByText('1 szt. × 10 dni')).toBeVisible();
});

test('an edit saved in another tab meanwhile is not overwritten', async () => {
  const other = await context.newPage();
  await page.goto(`/quotes/${quoteId}/edit`);
  await other.goto(`/quotes/${quoteId}/edit`);
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(COMPANY);
  await expect(other.getByLabel('Nazwa firmy')).toHaveValue(COMPANY);

  await other.getByLabel('Okres wynajmu (dni)').fill('12');
  await other.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(other).toHaveURL(new RegExp(`/quotes/${quoteId}$`));
  await other.close();

  await page.getByLabel('Okres wynajmu (dni)').fill('3');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Wycena została w międzyczasie zmieniona')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}/edit$`));
  // The other tab's figures stand; the page brings them back after a reload (leaving the unsaved
  // form: the browser asks first, D19).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(`/quotes/${quoteId}`);
  await expect(page.getByText('1 szt. × 12 dni')).toBeVisible();
  await expectDetailTotals(await preview(12));
});

test('an approved quote is locked; the admin reopens it and deletes it after confirmation', async () => {
  await page.getByRole('button', { name: 'Przekaż do zatwierdzenia' }).click();
  await expect(page.getByText('Oczekująca').first()).toBeVisible();
  await page.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(page.getByText('Wycena została zatwierdzona')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edytuj' })).toHaveCount(0);
  await expect(page.getByText('Najpierw otwórz ją ponownie.').first()).toBeVisible();

  // Editing is refused: the form opens read-only and the API answers 409.
  await page.goto(`/quotes/${quoteId}/edit`);
  await expect(page.getByRole('status').filter({ hasText: 'Najpierw otwórz ją ponownie.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz zmiany' })).toHaveCount(0);
  await expect(page.getByLabel('Nazwa firmy')).toBeDisabled();
  const quote = await (await api.get(`/api/quotes/${quoteId}`)).json();
  const refused = await api.put(`/api/quotes/${quoteId}`, {
    data: { clientId: quote.clientId, pricingSchemaId: schemaId, items: [itemBody(generatorId, 3)] },
  });
  expect(refused.status()).toBe(409);

  await page.getByRole('link', { name: 'Powrót do wyceny' }).first().click();
  await page.getByRole('button', { name: 'Otwórz ponownie' }).click();
  await expect(page.getByText('Wycena została otwarta ponownie')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edytuj' })).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'Zatwierdzona → Wersja robocza' });
  await expect(history.getByRole('listitem')).toHaveCount(3);

  await page.goto('/quotes');
  const row = page.getByRole('row').filter({ hasText: quoteNumber });
  await row.getByRole('button', { name: `Usuń wycenę ${quoteNumber}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    `Czy na pewno chcesz usunąć wycenę ${quoteNumber}? Ta operacja jest nieodwracalna.`,
  );
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Wycena została usunięta pomyślnie')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Brak wycen do wyświetlenia')).toBeVisible();
  expect((await api.get(`/api/quotes/${quoteId}`)).status()).toBe(404);
});

test('a draft save keeps the form; the edit adds an item and changes the client; the print shows both (D20)', async () => {
  const equipment = (await (await api.get('/api/equipment')).json()) as { id: number; name: string }[];
  const second = equipment.find((entry) => entry.name !== GENERATOR)!.name;
  const draftCompany = `Pracownia ${Date.now().toString(36)}`;

  await page.goto('/create-quote');
  await page.getByRole('combobox', { name: 'Sprzęt' }).fill('Agregat prądotwórczy');
  await page.getByRole('option', { name: new RegExp(GENERATOR) }).click();
  await page.getByLabel('Nazwa firmy').fill(draftCompany);
  await fillStartDate(page);
  await page.getByRole('button', { name: 'Zapisz jako wersję roboczą' }).click();

  await expect(page).toHaveURL(/\/quotes\/\d+\/edit$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/Edycja wyceny WYC\/\d{4}\/\d{4,}/);
  const draftNumber = (await heading.textContent())?.match(/WYC\/\d{4}\/\d{4,}/)?.[0] ?? '';
  await expect(
    page.getByText(`Wycena ${draftNumber} została zapisana jako wersja robocza`).first(),
  ).toBeVisible();
  const draftPath = new URL(page.url()).pathname.replace(/\/edit$/, '');

  // The edit adds a second item and picks another client from the address book.
  await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
  await page.getByRole('combobox', { name: 'Sprzęt' }).last().fill(second);
  await page
    .getByRole('option', { name: new RegExp(second) })
    .first()
    .click();
  await page.getByRole('searchbox', { name: 'Wybierz istniejącego klienta' }).fill(COMPANY);
  await page
    .getByRole('button', { name: new RegExp(COMPANY) })
    .first()
    .click();
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(COMPANY);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();

  await expect(page).toHaveURL(new RegExp(`${draftPath}$`));
  await expect(page.getByText('Zmiany zostały zapisane').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(draftNumber);
  await expect(page.getByRole('heading', { name: /Pozycje/ })).toContainText('2');
  await expect(page.getByText(second).first()).toBeVisible();
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await expect(page.getByText(draftCompany)).toHaveCount(0);

  const html = await (await api.get(`/api${draftPath}/print?autoprint=0`)).text();
  for (const figure of [draftNumber, COMPANY, GENERATOR, second]) expect(html).toContain(figure);
});
