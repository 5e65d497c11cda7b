// D21: a transport quote with two vehicles and a return trip. The form takes the trip's start and
// days, shows each vehicle's free units for them, and prices every line live to the grosz (4,35 zł/km
// × 127,5 km and 1,15 zł/km × 12,5 km, there and back: 1138,02 zł net, where rounding the sum once
// would give 1138,00 zł); the detail page shows the four lines and the trip's dates, and the print
// the same lines with the same amounts. /admin/transport shows each vehicle's quantity and the depot.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { adminApi, approveUser, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const truck = `Ciągnik ${run}`;
const car = `Osobówka ${run}`;
const company = `Przewozy ${run} Sp. z o.o.`;
let api: APIRequestContext;
let employee: Page;
let quotePath = '';
let quoteNumber = '';

test.beforeAll(async ({ browser }) => {
  api = await adminApi();
  for (const vehicle of [
    { name: truck, costPerKm: '4.35', quantity: 2 },
    { name: car, costPerKm: '1.15', quantity: 1 },
  ]) {
    expect((await api.post('/api/transport-vehicles', { data: vehicle })).status()).toBe(201);
  }
  employee = await (await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })).newPage();
  const email = uniqueEmail('pracownik.przejazdy');
  await signIn(employee, { email, firstName: 'Ewa' });
  await approveUser(api, email, 'employee');
});

test.afterAll(async () => {
  await employee?.context().close();
  await api?.dispose();
});

test('the form prices two vehicles and their return line by line, live', async () => {
  await employee.goto('/create-transport-quote');
  await expect(employee.getByRole('heading', { name: 'Nowa wycena transportu', level: 1 })).toBeVisible();
  await employee.getByLabel('Nazwa firmy').fill(company);
  await employee.getByRole('textbox', { name: 'Data rozpoczęcia' }).fill('14.04.2031');
  const days = employee.getByRole('textbox', { name: 'Liczba dni przejazdu' });
  await expect(days).toHaveValue('1');
  await days.fill('2');
  await employee.getByLabel('Adres początkowy').fill('ul. Magazynowa 1, Warszawa');
  await employee.getByLabel('Adres docelowy').fill('Budowa mostu, Kraków');

  // With the trip's dates each vehicle says how many are free for them.
  const first = employee.getByRole('group', { name: 'Pojazd 1' });
  await first
    .getByRole('combobox', { name: 'Pojazd' })
    .selectOption({ label: `${truck} — 4,35 zł/km · wolne 2 z 2` });
  await first.getByLabel('Dystans (km)').fill('127,5');
  await employee.getByRole('button', { name: 'Dodaj pojazd' }).click();
  const second = employee.getByRole('group', { name: 'Pojazd 2' });
  await expect(second.getByRole('combobox', { name: 'Pojazd' })).toBeFocused();
  await second
    .getByRole('combobox', { name: 'Pojazd' })
    .selectOption({ label: `${car} — 1,15 zł/km · wolne 1 z 1` });
  await second.getByLabel('Dystans (km)').fill('12,5');

  const formula = employee.getByTestId('transport-cost-formula');
  await expect(formula).toContainText('Koszt transportu: 569,01 zł');
  await employee.getByRole('checkbox', { name: /Dodaj przejazd powrotny/ }).check();
  const lines = formula.getByRole('listitem');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText('4,35 zł/km × 127,5 km = 554,63 zł');
  await expect(lines.nth(1)).toContainText('1,15 zł/km × 12,5 km = 14,38 zł');
  await expect(lines.nth(2)).toContainText(`${truck} — Powrót`);
  await expect(lines.nth(3)).toContainText(`${car} — Powrót`);
  await expect(formula).toContainText('Koszt transportu: 1138,02 zł');
  await expect(employee.getByTestId('live-total-gross')).toContainText('1399,76');
  await expectAccessible(employee);

  await employee.getByRole('button', { name: 'Utwórz wycenę', exact: true }).click();
  await expect(employee).toHaveURL(/\/transport-quotes\/\d+$/);
  quotePath = new URL(employee.url()).pathname;
  // The heading names the number once the saved quote is read.
  const heading = employee.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/TRA\/\d{4}\/\d{4}/);
  quoteNumber = (await heading.textContent())?.match(/TRA\/\d{4}\/\d{4}/)?.[0] ?? '';
  expect(quoteNumber).not.toBe('');
});

test('the detail page shows the four lines and the trip’s dates; the print the same amounts', async () => {
  await employee.goto(quotePath);
  await expect(employee.getByRole('heading', { level: 1 })).toContainText(quoteNumber);
  const table = employee.getByRole('region', { name: 'Przejazdy' });
  // A header row and the four lines: the two vehicles, then their ways back.
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').nth(1)).toContainText(truck);
  await expect(table.getByRole('row').nth(1)).toContainText('554,63');
  await expect(table.getByRole('row').nth(2)).toContainText('14,38');
  await expect(table.getByText('Powrót')).toHaveCount(2);
  await expect(employee.getByText('14 kwietnia 2031')).toBeVisible();
  await expect(employee.getByText('2 dni')).toBeVisible();
  await expect(employee.getByTestId('quote-total-gross')).toContainText('1399,76');
  await expectAccessible(employee);

  const html = await (await employee.request.get(`/api${quotePath}/print?autoprint=0`)).text();
  expect(html.match(/— Powrót/g)).toHaveLength(2);
  for (const figure of [
    quoteNumber,
    truck,
    car,
    '127,5 km',
    '12,5 km',
    '554,63',
    '14,38',
    '1138,02',
    '261,74',
    '1399,76',
    '14.04.2031–15.04.2031',
    'Liczba dni przejazdu',
  ]) {
    expect(html).toContain(figure);
  }

  await employee.goto('/transport-quotes');
  const card = employee.getByRole('listitem').filter({ hasText: quoteNumber });
  // The card's total cost is the net value (D13).
  for (const fact of [company, truck, car, '1138,02', '(z powrotem)']) await expect(card).toContainText(fact);
});

test('the transport administration shows each vehicle’s quantity and the depot address', async ({
  adminPage,
}) => {
  await adminPage.goto('/admin/transport');
  const row = adminPage.getByRole('region', { name: 'Pojazdy' }).getByRole('row').filter({ hasText: truck });
  await expect(row).toContainText('2 szt.');
  await expect(adminPage.getByRole('form', { name: 'Adres bazy' })).toBeVisible();
  await adminPage.getByRole('button', { name: `Edytuj pojazd ${truck}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Edytuj pojazd' });
  await expect(dialog.getByLabel('Liczba sztuk')).toHaveValue('2');
  await expectAccessible(adminPage);
});
