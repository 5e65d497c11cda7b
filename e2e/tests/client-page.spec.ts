// Issue 15: the client's side of a quote (D17). Staff share a pending equipment quote; the client,
// in a browser without any session and on a phone, opens the link and accepts with a name; staff see
// the quote approved, locked, with 'Klient: …' in its history. A transport quote declined the same way.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let api: APIRequestContext;
const stamp = Date.now().toString(36);

async function shot(page: Page, name: string) {
  const dir = process.env.PPP_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api?.dispose();
});

/** Shares the quote from its staff page and answers the link the dialog shows. */
async function shareFromDetail(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Przekaż do zatwierdzenia' }).click();
  await expect(page.getByText('Oczekująca').first()).toBeVisible();
  await page.getByRole('button', { name: 'Udostępnij klientowi' }).click();
  const dialog = page.getByRole('dialog', { name: /Udostępnij klientowi/ });
  await dialog.getByRole('button', { name: 'Utwórz link' }).click();
  const field = dialog.getByLabel('Link do oferty');
  await expect(field).toHaveValue(/\/oferta\/[\w-]{43}$/);
  // The new link takes the focus from the button it replaced (it fell to the page).
  await expect(field).toBeFocused();
  await expectAccessible(page);
  const url = await field.inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return url;
}

/** The client: a fresh browser without any session, on a phone. */
async function clientPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
  return context.newPage();
}

test('staff share a pending equipment quote; the client accepts it on a phone', async ({
  browser,
  adminPage,
}) => {
  const category = await (
    await api.post('/api/equipment-categories', { data: { name: `Oferty ${stamp}` } })
  ).json();
  const equipment = await (
    await api.post('/api/equipment', {
      data: { name: `Agregat oferta ${stamp}`, categoryId: category.id, quantity: 3 },
    })
  ).json();
  const quote = await (
    await api.post('/api/quotes', {
      data: {
        client: { companyName: `Zażółć gęślą jaźń ${stamp}` },
        items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 5 }],
      },
    })
  ).json();
  const url = await shareFromDetail(adminPage, `/quotes/${quote.id}`);

  const client = await clientPhone(browser);
  await client.goto(url);
  await expect(client.getByRole('heading', { name: new RegExp(quote.quoteNumber) })).toBeVisible();
  await expect(client.getByText(`Zażółć gęślą jaźń ${stamp}`).first()).toBeVisible();
  expect(await client.context().cookies()).toEqual([]);
  const overflow = await client.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(client);
  await shot(client, 'client-page-phone');
  const download = client.waitForEvent('download');
  await client.getByRole('link', { name: 'Pobierz PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${quote.quoteNumber.replaceAll('/', '-')}.pdf`);
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  const accept = client.getByRole('form', { name: 'Akceptuję ofertę' });
  await accept.getByRole('button', { name: 'Akceptuję ofertę' }).click();
  // Without a name the server answers D17's message under the field (not the browser's bubble).
  await expect(accept.getByText('Podaj imię i nazwisko')).toBeVisible();
  // That answer's address, opened again (a restored tab, a link shared), leads back to the offer.
  await client.goto(client.url());
  await expect(client).toHaveURL(/\/oferta\/[^/]+$/);
  await expect(accept.getByText('Podaj imię i nazwisko')).toHaveCount(0);
  await accept.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
  await accept.getByLabel('Komentarz (opcjonalnie)').fill('Proszę o dostawę w poniedziałek');
  await accept.getByRole('button', { name: 'Akceptuję ofertę' }).click();
  // D23: the thanks on top, focused and in view; the offer's state below it.
  const thanks = client.getByRole('status').filter({ hasText: 'Dziękujemy!' });
  await expect(thanks).toHaveText(
    'Dziękujemy! Oferta została przyjęta. Skontaktujemy się z Tobą, aby potwierdzić szczegóły.',
  );
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
  const state = client.getByRole('status').filter({ hasText: 'Status oferty' });
  await expect(state).toContainText('Zatwierdzona');
  await expect(state).toContainText('Jan Kowalski');
  await expect(client.getByRole('form', { name: 'Akceptuję ofertę' })).toHaveCount(0);
  await shot(client, 'client-page-accepted');
  await client.context().close();

  await adminPage.goto(`/quotes/${quote.id}`);
  await expect(adminPage.getByText('Zatwierdzona').first()).toBeVisible();
  await expect(adminPage.getByText('Klient: Jan Kowalski')).toBeVisible();
  // The comment on top in 'Decyzja klienta' (D22), and in the history with the decision.
  await expect(
    adminPage.getByRole('region', { name: 'Decyzja klienta' }).getByText('Proszę o dostawę w poniedziałek'),
  ).toBeVisible();
  await expect(adminPage.getByText('Proszę o dostawę w poniedziałek')).toHaveCount(2);
  await expect(adminPage.getByRole('link', { name: 'Edytuj' })).toHaveCount(0);

  // Duplicate (D17): a new draft at today's prices, opened for editing.
  await adminPage.getByRole('button', { name: 'Powiel' }).click();
  await expect(adminPage).toHaveURL(/\/quotes\/\d+\/edit$/);
  await expect(adminPage.getByText(/Utworzono kopię WYC\/\d{4}\/\d{4}/).first()).toBeVisible();
  expect(adminPage.url()).not.toContain(`/quotes/${quote.id}/edit`);
});

test('the client declines a shared transport quote', async ({ browser, adminPage }) => {
  const vehicle = await (
    await api.post('/api/transport-vehicles', { data: { name: `Bus ${stamp}`, costPerKm: '2.50' } })
  ).json();
  const quote = await (
    await api.post('/api/transport-quotes', {
      data: {
        client: { companyName: `Transbud ${stamp}` },
        vehicleId: vehicle.id,
        fromAddress: 'Warszawa',
        toAddress: 'Łódź',
        distance: 135,
      },
    })
  ).json();
  const url = await shareFromDetail(adminPage, `/transport-quotes/${quote.id}`);
  // The staff page stays open meanwhile (marked, to tell it was not reloaded).
  await adminPage.evaluate(() => {
    (window as { stillOpen?: boolean }).stillOpen = true;
  });
  const client = await clientPhone(browser);
  await client.goto(url);
  const decline = client.getByRole('form', { name: 'Odrzucam ofertę' });
  await decline.getByLabel('Imię i nazwisko').fill('Anna Nowak');
  await decline.getByLabel('Komentarz (opcjonalnie)').fill('Za drogo');
  await decline.getByRole('button', { name: 'Odrzucam ofertę' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Dziękujemy' })).toHaveText(
    'Dziękujemy za informację. Oferta została odrzucona.',
  );
  await expect(client.getByRole('status').filter({ hasText: 'Status oferty' })).toContainText('Odrzucona');
  await client.context().close();

  // Looked at again, the open staff page shows the decision without a reload (D22).
  await expect(adminPage.getByText('Odrzucona')).toHaveCount(0);
  await adminPage.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(adminPage.getByText('Odrzucona').first()).toBeVisible();
  expect(await adminPage.evaluate(() => (window as { stillOpen?: boolean }).stillOpen)).toBe(true);
  await expect(adminPage.getByText('Klient: Anna Nowak')).toBeVisible();

  // A link that does not exist is the Polish 404 page.
  const stranger = await clientPhone(browser);
  const response = await stranger.goto(url.replace(/[\w-]{43}$/, 'x'.repeat(43)));
  expect(response?.status()).toBe(404);
  await expect(stranger.getByText('Oferta nie istnieje lub link wygasł')).toBeVisible();
  await stranger.context().close();
});
