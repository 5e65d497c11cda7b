// Issue 10, D19: clients without duplicates in the quote form. A seeded product of its own, so a
// quote can be saved (the save creates the client first and meets the repeated NIP there).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, fillStartDate, forgetDrafts, test } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

const NIP = '5261040828';

let seeded: SeededProduct | undefined;
let page: Page;
let api: APIRequestContext;
let equipmentId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  seeded = await startSeededProduct(browser, {
    email: 'kasia.admin@example.com',
    firstName: 'Kasia',
    lastName: 'Zielińska',
  });
  ({ page, api } = seeded);
  const created = await api.post('/api/clients', {
    data: { companyName: 'Budimex S.A.', nip: NIP, contactPerson: 'Anna Nowak', phone: '601 234 567' },
  });
  expect(created.status()).toBe(201);
  const equipment = (await (await api.get('/api/equipment')).json()) as {
    id: number;
    availableQuantity: number;
  }[];
  equipmentId = equipment.find((entry) => entry.availableQuantity > 0)!.id;
});

test.afterAll(async () => {
  await seeded?.stop();
});

test('typing a company name suggests the existing client, and using it fills the client', async () => {
  await page.goto(`/create-quote?equipment=${equipmentId}`);
  await page.getByLabel('Nazwa firmy').fill('Budimex');
  const use = page.getByRole('button', { name: 'Użyj klienta Budimex S.A.' });
  await expect(use).toBeVisible();
  await expect(page.getByText('Podobni klienci w bazie')).toBeVisible();

  await expectAccessible(page, 'form');

  await use.click();
  await expect(page.getByText('Klient z bazy:')).toContainText('Budimex S.A.');
  await expect(page.getByLabel('NIP')).toHaveValue(NIP);
  await expect(page.getByLabel('Osoba kontaktowa')).toHaveValue('Anna Nowak');
  await expect(use).toBeHidden();
});

test('a wrong NIP or phone is marked under its field before anything is saved', async () => {
  await page.goto(`/create-quote?equipment=${equipmentId}`);
  await page.getByLabel('Nazwa firmy').fill('Nowa Firma Testowa');
  await page.getByLabel('NIP').fill('526-020-10-91');
  await page.getByLabel('Telefon').fill('tel. 601');
  await page.getByRole('button', { name: 'Utwórz wycenę' }).click();
  await expect(page.getByText('Nieprawidłowy NIP')).toBeVisible();
  await expect(page.getByText('Nieprawidłowy numer telefonu')).toBeVisible();
  await expect(page).toHaveURL(/\/create-quote$/);
});

test('a repeated NIP offers the existing client, and the quote is saved for it', async () => {
  // The previous test's refused quote would come back as a draft with the equipment added to it
  // (D20, 'Dodaj do wyceny'); this one starts afresh.
  await forgetDrafts(page);
  await page.goto(`/create-quote?equipment=${equipmentId}`);
  await page.getByLabel('Nazwa firmy').fill('Budimex Polska');
  await page.getByLabel('NIP').fill('526 104 08 28');
  await fillStartDate(page);
  await page.getByRole('button', { name: 'Utwórz wycenę' }).click();
  const offer = page.getByRole('alert').filter({ hasText: 'Klient o tym NIP już istnieje' });
  await expect(offer).toContainText('Budimex S.A.');
  await offer.getByRole('button', { name: 'Użyj istniejącego klienta' }).click();
  await expect(page.getByText('Klient z bazy:')).toContainText('Budimex S.A.');
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Budimex S.A.');

  await page.getByRole('button', { name: 'Utwórz wycenę' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const clients = (await (await api.get(`/api/clients?search=${NIP}`)).json()) as { total: number };
  expect(clients.total).toBe(1);
});
