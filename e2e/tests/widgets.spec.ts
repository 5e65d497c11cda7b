// Issue 14: the partner-site widgets on a page of another origin (scripts/demo-partner.mjs). A visitor
// prices and sends a quote (live total, then the number); staff see that guest quote with its source
// and the same figures, marked 'Z formularza' and found by the list's 'Źródło' filter (D22); a
// visitor completes the needs assessment on a phone ('Następny' marks what is missing, D12; the
// thank-you says what happens next, in view and focused, D22); a deactivated key gives a clear Polish
// error; a page whose CSS tries to break them still shows working widgets; axe finds nothing serious
// inside the shadow roots.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { startDemoPartner } from '../../scripts/demo-partner.mjs';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let seeded: SeededProduct;
let api: APIRequestContext;
let partner: { url: string; close: () => Promise<void> };
let key: { id: number; keyValue: string; name: string };
const keyName = `Budmax ${Date.now().toString(36)}`;
let quoteNumber = '';
let shownGross = '';

const partnerUrl = (extra = '') =>
  `${partner.url}/?key=${encodeURIComponent(key.keyValue)}&api=${encodeURIComponent(seeded.product.baseURL)}${extra}`;

async function shot(page: Page, name: string) {
  const dir = process.env.PPP_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

// A product of its own with the demo catalogue and questionnaire (D10), as a partner would meet it.
test.beforeAll(async ({ browser }) => {
  seeded = await startSeededProduct(browser, { email: uniqueEmail('admin.widgets'), firstName: 'Anna' });
  api = seeded.api;
  partner = await startDemoPartner({ port: 0 });
  const created = await api.post('/api/admin/api-keys', {
    data: { name: keyName, permissions: ['*'], allowedOrigins: [partner.url] },
  });
  expect(created.status()).toBe(201);
  key = await created.json();
});

test.afterAll(async () => {
  await partner?.close();
  await seeded?.stop();
});

test('the admin creates a key: messages, the 30-second reveal, copy, the table, deactivation and deletion', async () => {
  const page = seeded.page;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/api-keys');
  await expect(page.getByRole('heading', { name: 'Klucze API', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Punkty końcowe' })).toContainText(
    'POST /api/public/v1/quotes',
  );
  await page.getByRole('button', { name: 'Dodaj klucz API' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj klucz API' });
  await dialog.getByLabel('Tworzenie wycen').uncheck();
  await dialog.getByLabel('Dozwolone adresy stron').fill('ftp://zle');
  await dialog.getByLabel('Limit żądań na minutę').fill('0');
  await dialog.getByRole('button', { name: 'Utwórz klucz' }).click();
  for (const message of [
    'Nazwa jest wymagana',
    'Wybierz przynajmniej jedno uprawnienie',
    'Podaj adres w postaci https://domena[:port]',
    'Limit musi być liczbą od 1 do 10000',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Nazwa', { exact: false }).first().fill('Targi Budma');
  await dialog.getByLabel('Wszystkie uprawnienia').check();
  await dialog.getByLabel('Dozwolone adresy stron').fill('https://targi.example.com');
  await dialog.getByLabel('Limit żądań na minutę').fill('120');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Utwórz klucz' }).click();
  await expect(dialog).toBeHidden();
  const clear = page.getByTestId('new-api-key');
  await expect(clear).toHaveText(/^ppp_[\w-]{43}$/);
  const value = (await clear.textContent()) ?? '';
  await expect(page.getByText(/Ukrycie za \d+ s/)).toBeVisible();
  await page.getByRole('button', { name: 'Kopiuj klucz' }).click();
  await expect(page.getByText(`Skopiowano klucz ${value.slice(0, 12)}…`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await expect(page.getByRole('region', { name: 'Kod osadzenia: Formularz wyceny' }).first()).toContainText(
    value,
  );
  await page.getByRole('button', { name: 'Ukryj' }).click();
  await expect(clear).toHaveText(`${value.slice(0, 8)}…${value.slice(-4)}`);
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(clear).toHaveText(value);
  await shot(page, 'admin-api-keys');
  const row = page.getByRole('row').filter({ hasText: 'Targi Budma' });
  await expect(row).toContainText(`${value.slice(0, 8)}…${value.slice(-4)}`);
  await expect(row).toContainText('https://targi.example.com');
  await expect(row).toContainText('Aktywny');
  await expectAccessible(page);
  await row.getByRole('switch', { name: 'Dezaktywuj klucz Targi Budma' }).click();
  await expect(row).toContainText('Nieaktywny');
  await row.getByRole('button', { name: 'Usuń klucz Targi Budma' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Targi Budma' })).toHaveCount(0);
});

test('a visitor prices and sends a quote; staff see it as a guest quote with the same figures', async ({
  page,
}) => {
  const adminPage = seeded.page;
  await page.goto(partnerUrl());
  const form = page.locator('ppp-quote-form');
  await expect(form.getByRole('heading', { name: 'Zapytanie o wycenę' })).toBeVisible();
  await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(form.getByText('Wszystkie pozycje muszą mieć wybrany sprzęt')).toBeVisible();
  await expect(
    form.getByText('Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email'),
  ).toBeVisible();
  const equipment = form.getByLabel('Sprzęt', { exact: false }).first();
  await equipment.selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Ilość' }).fill('2');
  await form.getByRole('textbox', { name: 'Dni' }).fill('5');
  const gross = form.locator('[data-part="gross"]');
  await expect(gross).toContainText('zł');
  shownGross = (await gross.textContent()) ?? '';
  await form.getByLabel('Nazwa firmy').fill('Gość z Budmaxu Sp. z o.o.');
  await form.getByLabel('E-mail').fill('biuro@budmax.example');
  // D21: the planned start, the browser's own date field.
  await form.getByLabel('Planowana data rozpoczęcia').fill('2027-06-14');
  await expectAccessible(page);
  await shot(page, 'widget-quote-form');
  await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  const thanks = form.getByRole('status').filter({ hasText: 'Numer wyceny' });
  await expect(thanks).toContainText(/WYC\/\d{4}\/\d{4}/);
  // D22: what happens next, focused; the form and its send button are gone.
  await expect(thanks).toContainText('Co dalej?');
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
  await expect(form.getByRole('button', { name: 'Wyślij zapytanie' })).toHaveCount(0);
  quoteNumber = ((await thanks.textContent()) ?? '').match(/WYC\/\d{4}\/\d{4}/)?.[0] ?? '';
  await expect(page.locator('#events')).toContainText('ppp-submitted');
  await expect(page.locator('#events')).toContainText(quoteNumber);
  await shot(page, 'widget-quote-sent');

  await adminPage.goto('/quotes');
  await adminPage.getByRole('searchbox', { name: 'Szukaj wycen' }).fill(quoteNumber);
  const row = adminPage.getByRole('row').filter({ hasText: quoteNumber });
  await expect(row).toContainText('Gość z Budmaxu');
  // D22: the list marks it 'Z formularza' by its number and names the form's key as its author.
  await expect(row).toContainText('Z formularza');
  await expect(row).toContainText(keyName);
  await row
    .getByRole('link', { name: new RegExp(quoteNumber) })
    .or(row.getByRole('button', { name: /Podgląd/ }))
    .first()
    .click();
  await expect(adminPage.getByText(`Wycena gościnna (${keyName})`).first()).toBeVisible();
  await expect(adminPage.getByTestId('quote-total-gross')).toHaveText(shownGross.replace(/\s/g, ' ').trim());
  await expect(adminPage.getByText('14 czerwca 2027').first()).toBeVisible();
});

test("the 'Źródło' filter of the quote list finds the web enquiry, and the staff's own quote among the staff's", async () => {
  const adminPage = seeded.page;
  const equipment = (await (await api.get('/api/equipment')).json()) as { id: number }[];
  const created = await api.post('/api/quotes', {
    data: {
      client: { companyName: 'Biuro własne Sp. z o.o.' },
      items: [{ equipmentId: equipment[0].id, quantity: 1, rentalPeriodDays: 3 }],
    },
  });
  expect(created.status()).toBe(201);
  const staffNumber = ((await created.json()) as { quoteNumber: string }).quoteNumber;
  const enquiryRow = adminPage.getByRole('row').filter({ hasText: quoteNumber });
  const staffRow = adminPage.getByRole('row').filter({ hasText: staffNumber });

  await adminPage.goto('/quotes');
  await expect(enquiryRow).toContainText('Z formularza');
  await expect(staffRow).toBeVisible();
  await expect(staffRow).not.toContainText('Z formularza');

  const source = adminPage.getByRole('combobox', { name: 'Źródło', exact: true });
  await source.selectOption({ label: 'Z formularza' });
  await expect(adminPage).toHaveURL(/[?&]source=web(&|$)/);
  await expect(staffRow).toHaveCount(0);
  await expect(enquiryRow).toContainText('Z formularza');
  await expect(enquiryRow).toContainText(keyName);
  await expectAccessible(adminPage);

  await source.selectOption({ label: 'Od pracowników' });
  await expect(adminPage).toHaveURL(/[?&]source=staff(&|$)/);
  await expect(enquiryRow).toHaveCount(0);
  await expect(staffRow).toBeVisible();

  // The filter is kept in the address: a reload shows the same rows.
  await adminPage.reload();
  await expect(source).toHaveValue('staff');
  await expect(staffRow).toBeVisible();
  await expect(enquiryRow).toHaveCount(0);
});

/** Answers what the current step asks, by the inputs it marks, until it can go on. */
async function answerStep(form: Locator) {
  // Answering a question clears its mark: always take the first one still marked.
  for (let left = 0; left < 40 && (await form.locator('[aria-invalid="true"]').count()) > 0; left++) {
    const field = form.locator('[aria-invalid="true"]').first();
    const tag = await field.evaluate((element) => element.tagName.toLowerCase());
    if (tag === 'select') await field.selectOption({ index: 1 });
    else if (tag === 'fieldset') await field.locator('input').first().check();
    // D22: the planned start is a date question, the browser's own date field.
    else if ((await field.getAttribute('type')) === 'date') await field.fill('2027-03-01');
    else await field.fill('12');
  }
}

test('a visitor completes the needs assessment through the widget on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(partnerUrl());
  const form = page.locator('ppp-needs-assessment');
  await expect(form.getByRole('heading', { name: 'Badanie potrzeb' })).toBeVisible();
  await expect(form.getByText(/Krok 1 z \d+/)).toBeVisible();
  // 'Następny' is never disabled: it marks what is missing and focuses the first.
  await form.getByRole('button', { name: 'Następny' }).click();
  await expect(form.getByText('Wypełnij przynajmniej jedno pole').first()).toBeVisible();
  await expect(form.getByLabel('Nazwa firmy')).toBeFocused();
  await form.getByLabel('Nazwa firmy').fill('Osuszanie Budmax');
  const forward = form.getByRole('button', { name: /^(Następny|Wyślij badanie)$/ });
  const thanks = form.getByText(/Badanie potrzeb zostało zapisane z numerem/);
  for (let step = 0; step < 40; step++) {
    await expect(forward.or(thanks)).toBeVisible();
    if (await thanks.count()) break;
    await forward.click();
    if (await form.locator('[aria-invalid="true"]').count()) {
      await answerStep(form);
      if (step < 3) await expectAccessible(page);
      await forward.click();
    }
  }
  await expect(thanks).toContainText(/BP\/\d{4}\/\d{4}/);
  const region = form.getByRole('status').filter({ hasText: 'Co dalej?' });
  await expect(region).toBeFocused();
  await expect(region).toBeInViewport();
  await expect(forward).toHaveCount(0);
  await shot(page, 'widget-assessment-sent');
});

test('with the key deactivated the widget says so in Polish', async ({ page }) => {
  expect((await api.patch(`/api/admin/api-keys/${key.id}`, { data: { isActive: false } })).ok()).toBe(true);
  await page.goto(partnerUrl());
  await expect(page.locator('ppp-quote-form').getByRole('alert')).toHaveText(
    'Formularz jest niedostępny na tej stronie: Nieprawidłowy lub nieaktywny klucz API',
  );
  await expect(page.locator('#events')).toContainText('"status":401');
  await shot(page, 'widget-refused');
  expect((await api.patch(`/api/admin/api-keys/${key.id}`, { data: { isActive: true } })).ok()).toBe(true);
});

test('a page whose CSS tries to break them still shows working widgets', async ({ page }) => {
  await page.goto(partnerUrl('&hostile=1'));
  const form = page.locator('ppp-quote-form');
  const send = form.getByRole('button', { name: 'Wyślij zapytanie' });
  await expect(send).toBeVisible();
  // The page's text direction, style and size do not reach in (D15).
  const style = await send.evaluate((element) => {
    const { direction, fontStyle, fontSize } = getComputedStyle(element);
    return { direction, fontStyle, fontSize };
  });
  expect(style).toEqual({ direction: 'ltr', fontStyle: 'normal', fontSize: '15px' });
  await form.getByLabel('Sprzęt', { exact: false }).first().selectOption({ index: 1 });
  await expect(form.locator('[data-part="gross"]')).toContainText('zł');
  await form.getByLabel('Osoba kontaktowa').fill('Jan Gość');
  await send.click();
  await expect(form.getByText(/Numer wyceny: WYC\//)).toBeVisible();
  await expect(page.locator('ppp-needs-assessment').getByRole('button', { name: 'Następny' })).toBeVisible();
  await shot(page, 'widget-hostile-page');
});
