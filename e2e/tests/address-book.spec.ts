// D25: the address book's screens and a client's personal data. The admin opens 'Klienci' from the
// navigation, finds a client by its NIP typed with dashes, opens it, sees its quotes of every kind
// and erases its personal data after confirming; the page then says 'Dane usunięte'.
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let api: APIRequestContext;
const stamp = Date.now().toString(36);

/** A valid Polish NIP of its own for this run (D19's checksum), so reruns on one database never clash. */
function uniqueNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (let seed = Date.now() % 1_000_000_000; ; seed += 1) {
    const digits = String(seed).padStart(9, '1').slice(-9).split('').map(Number);
    const check = weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11;
    if (check !== 10) return `${digits.join('')}${check}`;
  }
}

const nip = uniqueNip();
const dashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
const person = {
  contactPerson: `Zofia Dębowa ${stamp}`,
  email: `zofia-${stamp}@debowa.pl`,
  phone: '+48 602 345 678',
  address: 'ul. Dębowa 3, 30-001 Kraków',
};

test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api?.dispose();
});

test('an admin finds a client by its NIP, sees its quotes and erases its personal data', async ({
  adminPage: page,
}) => {
  const client = await (
    await api.post('/api/clients', { data: { companyName: `Dębowa Budowa ${stamp}`, nip, ...person } })
  ).json();
  const category = await (
    await api.post('/api/equipment-categories', { data: { name: `Klienci ${stamp}` } })
  ).json();
  const equipment = await (
    await api.post('/api/equipment', {
      data: { name: `Koparka klienci ${stamp}`, categoryId: category.id, quantity: 2 },
    })
  ).json();
  const quote = await (
    await api.post('/api/quotes', {
      data: { clientId: client.id, items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 3 }] },
    })
  ).json();

  // 'Klienci' in the quoting areas' navigation.
  await page.goto('/');
  await page.getByRole('button', { name: 'OFERTY', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Klienci' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Klienci' })).toBeVisible();

  // A NIP typed with dashes finds the client's ten digits; the search stays in the address.
  await page.getByRole('searchbox', { name: 'Szukaj klientów' }).fill(dashed);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(dashed)}`));
  await expect(page.getByText('Znaleziono 1 klienta')).toBeVisible();
  await expectAccessible(page, 'main');
  await page.getByRole('link', { name: `Dębowa Budowa ${stamp}` }).click();

  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Dębowa Budowa ${stamp}` })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  const quotes = page.getByRole('region', { name: 'Wyceny klienta' });
  await expect(quotes.getByRole('link', { name: quote.quoteNumber })).toHaveAttribute(
    'href',
    `/quotes/${quote.id}`,
  );
  await expect(page.getByRole('link', { name: 'Eksportuj dane' })).toHaveAttribute(
    'href',
    `/api/clients/${client.id}/export`,
  );

  await page.getByRole('button', { name: 'Usuń dane osobowe' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Usunąć dane osobowe klienta?' });
  await expect(dialog.getByText('Kopie zapasowe zawierają te dane do czasu ich wygaśnięcia.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Usuń dane osobowe' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dane usunięte')).toBeVisible();
  await expect(page.getByText(person.email)).toBeHidden();
  await expect(page.getByText(person.contactPerson)).toBeHidden();
  // The company, its NIP and its quotes stay.
  await expect(page.getByText(`NIP ${nip}`)).toBeVisible();
  await expect(quotes.getByRole('link', { name: quote.quoteNumber })).toBeVisible();

  // The quote's page shows the same in place of the contact.
  await quotes.getByRole('link', { name: quote.quoteNumber }).click();
  await expect(page.getByText('Dane usunięte')).toBeVisible();
  await expect(page.getByText(person.phone)).toBeHidden();
});
