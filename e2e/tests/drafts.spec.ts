// Issue 24 (D20): what is typed in a quote form of any kind survives a reload. A half-filled new quote comes back
// with 'Przywrócono niezapisany szkic' and goes with 'Odrzuć szkic'; a restored edit is saved
// against the version it started from, so a change made meanwhile by somebody else answers 412.
import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, approveUser, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let api: APIRequestContext;

test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api?.dispose();
});

/** Reloads a page whose form asks before it is left (the browser's own question, accepted). */
async function reloadKeepingTheQuestion(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

/** An equipment quote of the admin's, on its own equipment (the journeys' product has no demo data). */
async function savedQuote() {
  const category = await api.post('/api/equipment-categories', { data: { name: `Szkice ${run}` } });
  expect(category.status()).toBe(201);
  const equipment = await api.post('/api/equipment', {
    data: { name: `Osuszacz ${run}`, categoryId: (await category.json()).id, quantity: 4 },
  });
  expect(equipment.status()).toBe(201);
  const created = await api.post('/api/quotes', {
    data: {
      client: { companyName: `Szkicownia ${run} S.A.` },
      startsOn: '2027-06-01',
      notes: 'Pierwsza wersja',
      items: [{ equipmentId: (await equipment.json()).id, quantity: 1, rentalPeriodDays: 3 }],
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; quoteNumber: string };
}

test('a half-filled new quote comes back after a reload, and goes with Odrzuć szkic', async ({
  adminPage,
}) => {
  await adminPage.goto('/create-quote');
  await adminPage.getByLabel('Nazwa firmy').fill(`Szkicownia ${run} S.A.`);
  await adminPage.getByLabel('Uwagi', { exact: true }).fill('Dowóz na plac budowy');
  // The draft is written a moment after the typing stops.
  await adminPage.waitForTimeout(600);
  await reloadKeepingTheQuestion(adminPage);
  await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toBeVisible();
  await expect(adminPage.getByLabel('Nazwa firmy')).toHaveValue(`Szkicownia ${run} S.A.`);
  await expect(adminPage.getByLabel('Uwagi', { exact: true })).toHaveValue('Dowóz na plac budowy');
  await adminPage.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toHaveCount(0);
  await expect(adminPage.getByLabel('Nazwa firmy')).toHaveValue('');
  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { name: 'Nowa wycena', level: 1 })).toBeVisible();
  await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toHaveCount(0);
});

test("the catalogue's 'Dodaj do wyceny' adds the equipment to a draft left unsaved, not to a fresh form", async ({
  adminPage,
}) => {
  const category = await api.post('/api/equipment-categories', { data: { name: `Dokładanie ${run}` } });
  const equipment = await api.post('/api/equipment', {
    data: { name: `Nagrzewnica ${run}`, categoryId: (await category.json()).id, quantity: 3 },
  });
  expect(equipment.status()).toBe(201);
  await adminPage.goto('/create-quote');
  await adminPage.getByLabel('Nazwa firmy').fill(`Dokładacz ${run} Sp. z o.o.`);
  await adminPage.waitForTimeout(600);
  adminPage.once('dialog', (dialog) => void dialog.accept());
  await adminPage.goto('/equipment');
  await adminPage
    .getByRole('article', { name: `Nagrzewnica ${run}` })
    .getByRole('link', { name: 'Dodaj do wyceny' })
    .click();
  await expect(adminPage).toHaveURL(/\/create-quote$/);
  await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toBeVisible();
  await expect(adminPage.getByLabel('Nazwa firmy')).toHaveValue(`Dokładacz ${run} Sp. z o.o.`);
  // The draft's empty row takes the equipment.
  await expect(adminPage.getByRole('heading', { name: `Pozycja 1: Nagrzewnica ${run}` })).toBeVisible();
  await expect(adminPage.getByRole('heading', { name: /^Pozycja 2/ })).toHaveCount(0);
  // It stays in the draft after a reload.
  await adminPage.waitForTimeout(600);
  await reloadKeepingTheQuestion(adminPage);
  await expect(adminPage.getByRole('heading', { name: `Pozycja 1: Nagrzewnica ${run}` })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await expect(adminPage.getByLabel('Nazwa firmy')).toHaveValue('');
});

test('a restored edit keeps the version it started from: a newer one on the server answers 412', async ({
  adminPage,
}) => {
  const quote = await savedQuote();
  await adminPage.goto(`/quotes/${quote.id}/edit`);
  const notes = adminPage.getByLabel('Uwagi', { exact: true });
  await expect(notes).toHaveValue('Pierwsza wersja');
  await notes.fill('Druga wersja z tej karty');
  await adminPage.waitForTimeout(600);
  // Somebody else saves the quote meanwhile.
  const detail = await (await api.get(`/api/quotes/${quote.id}`)).json();
  const changed = await api.put(`/api/quotes/${quote.id}`, {
    data: { clientId: detail.clientId, notes: 'Zmiana kogoś innego' },
  });
  expect(changed.status()).toBe(200);
  await reloadKeepingTheQuestion(adminPage);
  await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toBeVisible();
  await expect(notes).toHaveValue('Druga wersja z tej karty');
  await adminPage.getByRole('button', { name: 'Zapisz zmiany' }).first().click();
  await expect(adminPage.getByText('Wycena została w międzyczasie zmieniona')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Wczytaj najnowszą wersję i zachowaj moje zmiany' }).click();
  await adminPage.getByRole('button', { name: 'Zapisz zmiany' }).first().click();
  await expect(adminPage).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  expect((await (await api.get(`/api/quotes/${quote.id}`)).json()).notes).toBe('Druga wersja z tej karty');
  // Saved: the draft is gone.
  await adminPage.goto(`/quotes/${quote.id}/edit`);
  await expect(notes).toHaveValue('Druga wersja z tej karty');
  await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toHaveCount(0);
});

test('a half-filled transport quote comes back after a reload', async ({ adminPage }) => {
  await adminPage.goto('/create-transport-quote');
  await adminPage.getByLabel('Nazwa firmy').fill(`Przewozy ${run}`);
  await adminPage.getByLabel('Adres początkowy').fill('ul. Magazynowa 1, Warszawa');
  await adminPage.waitForTimeout(600);
  await reloadKeepingTheQuestion(adminPage);
  await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toBeVisible();
  await expect(adminPage.getByLabel('Nazwa firmy')).toHaveValue(`Przewozy ${run}`);
  await expect(adminPage.getByLabel('Adres początkowy')).toHaveValue('ul. Magazynowa 1, Warszawa');
  await adminPage.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await expect(adminPage.getByLabel('Adres początkowy')).toHaveValue('');
});

for (const department of ['electrical', 'general'] as const) {
  test(`a half-filled ${department} quote comes back after a reload with its items`, async ({
    adminPage,
  }) => {
    const category = await api.post(`/api/${department}-equipment-categories`, {
      data: { name: `Szalunki ${department} ${run}` },
    });
    const equipmentName = `Szalunek ${department} ${run}`;
    const added = await api.post(`/api/${department}-equipment`, {
      data: { name: equipmentName, categoryId: (await category.json()).id, quantity: 5 },
    });
    expect(added.status()).toBe(201);
    await adminPage.goto(`/create-${department}-quote`);
    const picker = adminPage.getByRole('combobox', { name: 'Dodaj sprzęt do wyceny' });
    await picker.fill(equipmentName);
    await adminPage.getByRole('option', { name: new RegExp(equipmentName) }).click();
    await expect(adminPage.getByRole('listitem', { name: `${equipmentName}, pozycja 1` })).toBeVisible();
    // After the pick the typing goes on in the item's quantity (D20).
    await expect(adminPage.getByRole('textbox', { name: 'Ilość', exact: true })).toBeFocused();
    await adminPage.keyboard.press('ControlOrMeta+a');
    await adminPage.keyboard.type('3');
    await adminPage.getByLabel('Nazwa firmy').fill(`Budowy ${department} ${run}`);
    await adminPage.waitForTimeout(600);
    await reloadKeepingTheQuestion(adminPage);
    await expect(adminPage.getByText('Przywrócono niezapisany szkic')).toBeVisible();
    await expect(adminPage.getByLabel('Nazwa firmy')).toHaveValue(`Budowy ${department} ${run}`);
    await expect(adminPage.getByRole('listitem', { name: `${equipmentName}, pozycja 1` })).toBeVisible();
    await expect(adminPage.getByRole('textbox', { name: 'Ilość', exact: true })).toHaveValue('3');
    await adminPage.getByRole('button', { name: 'Odrzuć szkic' }).click();
    await expect(adminPage.getByRole('listitem', { name: `${equipmentName}, pozycja 1` })).toHaveCount(0);
    await expect(adminPage.getByLabel('Nazwa firmy')).toHaveValue('');
  });
}

test("the drafts go when the sign-out happens: staying at the browser's leave question keeps them", async ({
  browser,
}) => {
  const person = { email: uniqueEmail('wylogowanie'), firstName: 'Ewa', lastName: 'Szkicowa' };
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person);
  await approveUser(api, person.email, 'employee');
  await page.goto('/create-quote');
  await page.getByLabel('Uwagi', { exact: true }).fill('Niezapisane uwagi');
  await page.waitForTimeout(600);
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ppp-draft:')));
  expect(await drafts()).toHaveLength(1);

  const signOut = async () => {
    await page.getByRole('button', { name: /Menu użytkownika/ }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  };
  // The browser asks about the unsaved form; staying keeps the user signed in and the draft kept.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await signOut();
  await expect(page).toHaveURL(/\/create-quote$/);
  expect(await drafts()).toHaveLength(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await signOut();
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).first()).toBeVisible();
  expect(await drafts()).toEqual([]);
  await context.close();
});
