// Issue 12: transport. A transport manager adds a vehicle; an employee prices a quote with it (the
// cost panel follows the typing), and the card, the preview, the detail page and the print show the
// same figures; the manager approves it and the employee can no longer edit it. An employee opening
// /admin/transport sees 'Brak dostępu'. D20: 'Zapisz jako wersję roboczą' keeps the form (a new
// quote's form becomes its edit page) and an edit changes the client. Every screen checked by axe in
// both themes and on a phone.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible, useTheme } from '../support/accessibility.ts';
import { adminApi, approveUser, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let api: APIRequestContext;
let manager: Page;
let employee: Page;
const vehicleName = `Laweta ${Date.now().toString(36)}`;
const company = `Transbud ${Date.now().toString(36)} Sp. z o.o.`;
let quotePath = '';
let quoteNumber = '';

/** Throwaway screenshots for looking at the screens (PPP_SCREENSHOTS=/some/dir). */
async function shot(page: Page, name: string) {
  const dir = process.env.PPP_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A new user signed in and approved with `role`, in a browser of their own. */
async function personWithRole(browser: Browser, label: string, role: string, firstName: string) {
  const page = await (await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })).newPage();
  const email = uniqueEmail(label);
  await signIn(page, { email, firstName });
  await approveUser(api, email, role);
  return page;
}

test.beforeAll(async ({ browser }) => {
  api = await adminApi();
  manager = await personWithRole(browser, 'kierownik.transportu', 'transport_manager', 'Tomasz');
  employee = await personWithRole(browser, 'pracownik.transport', 'employee', 'Ewa');
});

test.afterAll(async () => {
  await manager?.context().close();
  await employee?.context().close();
  await api?.dispose();
});

test('the transport manager adds a vehicle; an employee is refused the vehicles page', async () => {
  await manager.goto('/admin/transport');
  await expect(manager.getByRole('heading', { name: 'Administracja transportem', level: 1 })).toBeVisible();
  await expect(manager.getByRole('list', { name: 'Domyślne kategorie pojazdów' })).toContainText('Wywrotka');
  await manager.getByRole('button', { name: 'Dodaj pojazd' }).first().click();
  const dialog = manager.getByRole('dialog', { name: 'Dodaj pojazd' });
  await expect(dialog.getByLabel('Aktywny')).toBeChecked();
  await dialog.getByRole('button', { name: 'Dodaj pojazd' }).click();
  await expect(dialog.getByText('Nazwa pojazdu jest wymagana')).toBeVisible();
  await expect(dialog.getByText('Koszt za km musi być większy niż 0')).toBeVisible();
  await dialog.getByLabel('Nazwa pojazdu').fill(vehicleName);
  await dialog.getByLabel('Opis').fill('Przewóz maszyn do 8 t');
  await dialog.getByLabel('Koszt za km (zł)').fill('3.20');
  await dialog.getByRole('button', { name: 'Dodaj pojazd' }).click();
  await expect(dialog).toBeHidden();
  const table = manager.getByRole('region', { name: 'Pojazdy' });
  await expect(table.getByRole('row').filter({ hasText: vehicleName })).toContainText('3,20 zł');
  await expect(table.getByRole('row').filter({ hasText: vehicleName })).toContainText('Aktywny');
  await expectAccessible(manager);
  await shot(manager, 'transport-admin-light');

  await employee.goto('/admin/transport');
  await expect(employee.getByRole('heading', { name: 'Brak dostępu' })).toBeVisible();
  await expect(employee.getByRole('link', { name: 'Powrót do strony głównej' })).toBeVisible();
  await expect(employee.getByRole('region', { name: 'Pojazdy' })).toHaveCount(0);
});

test('an employee prices a quote with it: the panel follows the typing; card, preview, detail and print agree', async () => {
  await employee.goto('/create-transport-quote');
  await expect(employee.getByRole('heading', { name: 'Nowa wycena transportu', level: 1 })).toBeVisible();
  await employee.getByRole('button', { name: 'Utwórz wycenę', exact: true }).click();
  for (const message of [
    'Wybierz pojazd',
    'Podaj adres początkowy',
    'Podaj adres docelowy',
    'Dystans musi być większy niż 0',
  ]) {
    await expect(employee.locator('form').getByText(message, { exact: true })).toBeVisible();
  }
  await employee.getByLabel('Nazwa firmy').fill(company);
  await employee.getByLabel('Pojazd').selectOption({ label: `${vehicleName} — 3,20 zł/km` });
  await employee.getByLabel('Adres początkowy').fill('ul. Magazynowa 1, Warszawa');
  await employee.getByLabel('Adres docelowy').fill('Budowa hali B, Kraków');
  const formula = employee.getByTestId('transport-cost-formula');
  await employee.getByLabel('Dystans (km)').fill('100');
  await expect(formula).toContainText('320,00 zł');
  await employee.getByLabel('Dystans (km)').fill('127.5');
  await expect(formula).toContainText('3,20 zł/km × 127,5 km');
  await expect(formula).toContainText('Koszt transportu: 408,00 zł');
  await expect(employee.getByTestId('live-total-gross')).toContainText('501,84');
  await expectAccessible(employee);
  await shot(employee, 'transport-form-light');
  // D21: the staff form asks when the trip starts.
  await employee.getByLabel('Data rozpoczęcia').fill('15.03.2030');
  await employee.getByRole('button', { name: 'Utwórz wycenę', exact: true }).click();

  await expect(employee).toHaveURL(/\/transport-quotes\/\d+$/);
  quotePath = new URL(employee.url()).pathname;
  const heading = employee.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/TRA\/\d{4}\/\d{4}/);
  quoteNumber = (await heading.textContent())?.match(/TRA\/\d{4}\/\d{4}/)?.[0] ?? '';
  await expect(employee.getByTestId('quote-total-gross')).toContainText('501,84');
  await expect(employee.getByText('127,5 km')).toBeVisible();
  await expectAccessible(employee);
  await shot(employee, 'transport-detail-light');

  const print = await employee.request.get(`/api${quotePath}/print?autoprint=0`);
  const html = await print.text();
  for (const figure of [quoteNumber, '127,5 km', '408,00', '93,84', '501,84', vehicleName]) {
    expect(html).toContain(figure);
  }

  await employee.goto('/transport-quotes');
  const card = employee.getByRole('listitem').filter({ hasText: quoteNumber });
  // The card's total cost is the net value (D13), as on the detail page.
  for (const fact of [company, vehicleName, '408,00 zł', '127,5 km', '3,20 zł', 'Wersja robocza']) {
    await expect(card).toContainText(fact);
  }
  await expect(card).toContainText('ul. Magazynowa 1, Warszawa → Budowa hali B, Kraków');
  await expectAccessible(employee);
  await shot(employee, 'transport-list-light');
  await card.getByRole('button', { name: `Podgląd wyceny ${quoteNumber}` }).click();
  const preview = employee.getByRole('dialog', { name: `Wycena transportu ${quoteNumber}` });
  await expect(preview.getByTestId('quote-total-gross')).toContainText('501,84');
  await expect(preview.getByText('127,5 km')).toBeVisible();
  await preview.getByRole('button', { name: 'Przekaż do zatwierdzenia' }).click();
  await expect(preview.getByText('Oczekująca').first()).toBeVisible();
  await expectAccessible(employee);
  await employee.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await employee.getByRole('searchbox', { name: 'Szukaj wycen transportu' }).fill('hali b');
  await expect(employee.getByRole('listitem').filter({ hasText: quoteNumber })).toBeVisible();
  await employee.getByRole('searchbox', { name: 'Szukaj wycen transportu' }).fill('nie ma takiej trasy');
  await expect(employee.getByText('Brak wycen pasujących do filtrów')).toBeVisible();
});

test("a draft save keeps the form: the new quote's edit page; the edit changes the client, the vehicle and the distance (D20)", async () => {
  const draftCompany = `Pracownia ${Date.now().toString(36)}`;
  // A second vehicle to move the quote to, added through the admin's API.
  const bigger = `Ciągnik ${Date.now().toString(36)}`;
  const vehicle = await api.post('/api/transport-vehicles', { data: { name: bigger, costPerKm: '4.50' } });
  expect(vehicle.status()).toBe(201);
  await employee.goto('/create-transport-quote');
  await employee.getByLabel('Nazwa firmy').fill(draftCompany);
  await employee.getByLabel('Pojazd').selectOption({ label: `${vehicleName} — 3,20 zł/km` });
  await employee.getByLabel('Adres początkowy').fill('ul. Magazynowa 1, Warszawa');
  await employee.getByLabel('Adres docelowy').fill('Plac budowy, Łódź');
  await employee.getByLabel('Dystans (km)').fill('50');
  await employee.getByLabel('Data rozpoczęcia').fill('15.03.2030');
  await employee.getByRole('button', { name: 'Zapisz jako wersję roboczą' }).click();

  await expect(employee).toHaveURL(/\/transport-quotes\/\d+\/edit$/);
  const heading = employee.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/Edycja wyceny TRA\/\d{4}\/\d{4}/);
  const draftNumber = (await heading.textContent())?.match(/TRA\/\d{4}\/\d{4}/)?.[0] ?? '';
  await expect(
    employee.getByText(`Wycena ${draftNumber} została zapisana jako wersja robocza`).first(),
  ).toBeVisible();
  await expect(employee.getByLabel('Nazwa firmy')).toHaveValue(draftCompany);
  await expect(employee.getByLabel('Dystans (km)')).toHaveValue('50');
  await expectAccessible(employee);
  await shot(employee, 'transport-edit-light');

  // The edit picks the first quote's client from the address book, another vehicle and distance.
  await employee.getByRole('searchbox', { name: 'Wybierz istniejącego klienta' }).fill(company);
  await employee.getByRole('button', { name: new RegExp(company) }).click();
  await expect(employee.getByLabel('Nazwa firmy')).toHaveValue(company);
  // With the quote's date the vehicles say how many are free (D21).
  await employee.getByLabel('Pojazd').selectOption({ label: `${bigger} — 4,50 zł/km · wolne 1 z 1` });
  await employee.getByLabel('Dystans (km)').fill('60');
  await employee.getByRole('button', { name: 'Zapisz zmiany' }).click();

  await expect(employee).toHaveURL(/\/transport-quotes\/\d+$/);
  await expect(employee.getByText('Zmiany zostały zapisane').first()).toBeVisible();
  await expect(employee.getByRole('heading', { level: 1 })).toContainText(draftNumber);
  await expect(employee.getByText(company).first()).toBeVisible();
  await expect(employee.getByText(draftCompany)).toHaveCount(0);
  // 4,50 zł/km × 60 km = 270,00 zł net, 332,10 zł gross.
  await expect(employee.getByText(bigger).first()).toBeVisible();
  await expect(employee.getByTestId('quote-total-gross')).toContainText('332,10');
});

test('the manager approves it; the employee can no longer edit it', async () => {
  await manager.goto(quotePath);
  await manager.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(manager.getByText('Zatwierdzona').first()).toBeVisible();

  await employee.goto(quotePath);
  await expect(employee.getByText('Zatwierdzona').first()).toBeVisible();
  await expect(employee.getByRole('link', { name: 'Edytuj' })).toHaveCount(0);
  await expect(employee.getByRole('button', { name: 'Zatwierdź' })).toHaveCount(0);
  await employee.goto(`${quotePath}/edit`);
  await expect(employee.getByText('Wycena jest zatwierdzona i nie można jej zmieniać.')).toBeVisible();
  await expect(employee.getByLabel('Adres docelowy')).toBeDisabled();
  await expect(employee.getByRole('button', { name: 'Zapisz zmiany' })).toHaveCount(0);

  // A vehicle used by a quote stays: the manager is told to deactivate it instead.
  await manager.goto('/admin/transport');
  await manager.getByRole('button', { name: `Usuń pojazd ${vehicleName}` }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(
    manager.getByText('Pojazd jest używany w wycenach. Dezaktywuj go zamiast usuwać.').first(),
  ).toBeVisible();
});

test('every transport screen holds in the dark theme and on a phone', async () => {
  await useTheme(employee, 'dark');
  for (const [path, name] of [
    ['/create-transport-quote', 'form'],
    ['/transport-quotes', 'list'],
    [quotePath, 'detail'],
  ] as const) {
    await employee.goto(path);
    await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(employee.getByText('Ładowanie', { exact: false })).toHaveCount(0);
    await expectAccessible(employee);
    await shot(employee, `transport-${name}-dark`);
  }
  await useTheme(manager, 'dark');
  await manager.goto('/admin/transport');
  await expect(manager.getByRole('region', { name: 'Pojazdy' })).toBeVisible();
  await expectAccessible(manager);
  await shot(manager, 'transport-admin-dark');

  await useTheme(employee, 'light');
  await employee.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/create-transport-quote', 'form'],
    ['/transport-quotes', 'list'],
    [quotePath, 'detail'],
  ] as const) {
    await employee.goto(path);
    await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(employee.getByText('Ładowanie', { exact: false })).toHaveCount(0);
    const overflow = await employee.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(employee);
    await shot(employee, `transport-${name}-phone`);
  }
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.goto('/admin/transport');
  await expect(manager.getByRole('heading', { name: 'Administracja transportem' })).toBeVisible();
  await expectAccessible(manager);
  await shot(manager, 'transport-admin-phone');
});
