// Issue 22 (D20): a Polish decimal comma never multiplies money. In a Polish and in an English
// Chromium alike: a vehicle saved with '9,80' zł/km reads 9,80 in the table and 9.80 in the API; a
// transport quote of '23,5' km prices 23,5 km; a general item's typed price '95,50' is stored as
// 95.50. A per-km rate of 980 is questioned under its field, the first save stops there and the
// second saves it as typed.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminApi, adminStorageState, expect, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let api: APIRequestContext;
const run = Date.now().toString(36);

interface Vehicle {
  id: number;
  name: string;
  costPerKm: string;
}

test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api?.dispose();
});

async function adminIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: adminStorageState,
    locale,
    timezoneId: 'Europe/Warsaw',
  });
  return context.newPage();
}

async function vehicleNamed(name: string): Promise<Vehicle> {
  const vehicles = (await (await api.get('/api/transport-vehicles')).json()) as Vehicle[];
  const found = vehicles.find((vehicle) => vehicle.name === name);
  if (!found) throw new Error(`${name} is not among the vehicles`);
  return found;
}

for (const locale of ['pl-PL', 'en-US']) {
  test.describe(`typed decimals in a ${locale} browser`, () => {
    const vehicleName = `Przyczepa ${locale} ${run}`;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await adminIn(browser, locale);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    test("a vehicle saved with '9,80' zł/km reads 9,80 in the table and 9.80 in the API", async () => {
      await page.goto('/admin/transport');
      await page.getByRole('button', { name: 'Dodaj pojazd' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Dodaj pojazd' });
      await dialog.getByLabel('Nazwa pojazdu').fill(vehicleName);
      const cost = dialog.getByLabel('Koszt za km (zł)');
      await expect(cost).toHaveAttribute('type', 'text');
      await expect(cost).toHaveAttribute('inputmode', 'decimal');
      await cost.fill('9,80');
      await dialog.getByRole('button', { name: 'Dodaj pojazd' }).click();
      await expect(dialog).toBeHidden();
      const row = page
        .getByRole('region', { name: 'Pojazdy' })
        .getByRole('row')
        .filter({ hasText: vehicleName });
      await expect(row).toContainText('9,80 zł');
      expect((await vehicleNamed(vehicleName)).costPerKm).toBe('9.80');
    });

    test("a transport quote of '23,5' km prices 23,5 km", async () => {
      await page.goto('/create-transport-quote');
      await page.getByLabel('Nazwa firmy').fill(`Przecinek ${locale} ${run} Sp. z o.o.`);
      await page.getByLabel('Pojazd').selectOption({ label: `${vehicleName} — 9,80 zł/km` });
      await page.getByLabel('Adres początkowy').fill('ul. Magazynowa 1, Warszawa');
      await page.getByLabel('Adres docelowy').fill('Budowa hali B, Kraków');
      const distance = page.getByLabel('Dystans (km)');
      await expect(distance).toHaveAttribute('type', 'text');
      await distance.fill('23,5');
      const formula = page.getByTestId('transport-cost-formula');
      await expect(formula).toContainText('9,80 zł/km × 23,5 km');
      await expect(formula).toContainText('Koszt transportu: 230,30 zł');
      // Text the parser refuses is said under the field and prices nothing, never rounded.
      await distance.fill('23,55');
      await distance.blur();
      await expect(page.getByText('Nieprawidłowa liczba')).toBeVisible();
      await distance.fill('23,5');
      await page.getByLabel('Data rozpoczęcia').fill('15.03.2030');
      await page.getByRole('button', { name: 'Utwórz wycenę', exact: true }).click();
      await expect(page).toHaveURL(/\/transport-quotes\/\d+$/);
      await expect(page.getByText('23,5 km')).toBeVisible();
      const id = new URL(page.url()).pathname.split('/').pop();
      const saved = await (await api.get(`/api/transport-quotes/${id}`)).json();
      expect(saved).toMatchObject({ distance: '23.5', totalCost: '230.30' });
    });

    test("a general item's typed price '95,50' is stored as 95.50", async () => {
      // Its own general equipment with a tier (the journeys' product starts without demo data).
      const category = await api.post('/api/general-equipment-categories', {
        data: { name: `Rusztowania ${locale} ${run}` },
      });
      expect(category.status()).toBe(201);
      const added = await api.post('/api/general-equipment', {
        data: { name: `Rusztowanie ${locale} ${run}`, categoryId: (await category.json()).id, quantity: 5 },
      });
      expect(added.status()).toBe(201);
      const chosen = (await added.json()) as { id: number };
      const tiers = await api.put(`/api/general-equipment/${chosen.id}/pricing`, {
        data: { pricing: [{ periodStart: 1, periodEnd: null, pricePerDay: '120.00' }] },
      });
      expect(tiers.ok()).toBe(true);
      const created = await api.post('/api/general-quotes', {
        data: {
          client: { companyName: `Cena ${locale} ${run}` },
          startsOn: '2027-06-01',
          items: [{ equipmentId: chosen.id, quantity: 1, rentalPeriodDays: 3 }],
        },
      });
      expect(created.status()).toBe(201);
      const quote = (await created.json()) as { id: number };
      await page.goto(`/general-quotes/${quote.id}/edit`);
      const price = page.getByLabel('Cena za dobę (zł)');
      await expect(price).toHaveAttribute('type', 'text');
      await price.fill('95,50');
      await price.blur();
      await expect(price).toHaveValue('95,50');
      await page.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
      await expect(page.getByText('Wycena została zaktualizowana').first()).toBeVisible();
      const saved = (await (await api.get(`/api/general-quotes/${quote.id}`)).json()) as {
        items: Array<{ pricePerDay: string }>;
      };
      expect(saved.items[0].pricePerDay).toBe('95.50');
    });

    test('a per-km rate of 980 is questioned under the field; the first save stops there, the second saves it', async () => {
      const name = `Pomyłka ${locale} ${run}`;
      await page.goto('/admin/transport');
      await page.getByRole('button', { name: 'Dodaj pojazd' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Dodaj pojazd' });
      await dialog.getByLabel('Nazwa pojazdu').fill(name);
      const cost = dialog.getByLabel('Koszt za km (zł)');
      await cost.fill('980');
      await dialog.getByLabel('Opis').focus();
      const question = 'Sprawdź wartość: 980,00 zł/km to nietypowo dużo (zwykle do 50 zł/km).';
      await expect(dialog.getByText(question)).toBeVisible();
      await expect(cost).toHaveValue('980,00');
      await dialog.getByRole('button', { name: 'Dodaj pojazd' }).click();
      await expect(dialog).toBeVisible();
      await expect(cost).toBeFocused();
      await expect(dialog.getByText(question)).toBeVisible();
      expect(
        (await (await api.get('/api/transport-vehicles')).json()).some((v: Vehicle) => v.name === name),
      ).toBe(false);
      await dialog.getByRole('button', { name: 'Dodaj pojazd' }).click();
      await expect(dialog).toBeHidden();
      expect((await vehicleNamed(name)).costPerKm).toBe('980.00');
    });
  });
}
