// D22: 'Wyślij klientowi' on a pending quote. The journeys run without SMTP_URL, so the mail is kept
// as held; the admin finds it in /admin/outbox with its rendered content and may send it again.
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let api: APIRequestContext;
const stamp = Date.now().toString(36);

test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api?.dispose();
});

test("'Wyślij klientowi' keeps the mail as held; /admin/outbox shows it with its content", async ({
  adminPage: page,
}) => {
  const category = await (
    await api.post('/api/equipment-categories', { data: { name: `Poczta ${stamp}` } })
  ).json();
  const equipment = await (
    await api.post('/api/equipment', {
      data: { name: `Agregat poczta ${stamp}`, categoryId: category.id, quantity: 2 },
    })
  ).json();
  const quote = await (
    await api.post('/api/quotes', {
      data: {
        client: { companyName: `Mostostal ${stamp}`, email: `biuro-${stamp}@mostostal.pl` },
        items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 3 }],
      },
    })
  ).json();

  await page.goto(`/quotes/${quote.id}`);
  await page.getByRole('button', { name: 'Przekaż do zatwierdzenia' }).click();
  await expect(page.getByText('Przekazano do zatwierdzenia')).toBeVisible();

  await page.getByRole('button', { name: 'Wyślij klientowi' }).click();
  const dialog = page.getByRole('dialog', { name: /Wyślij klientowi/ });
  const email = dialog.getByLabel('E-mail klienta');
  await expect(email).toHaveValue(`biuro-${stamp}@mostostal.pl`);
  // A wrong address is refused under its field, then corrected with the keyboard.
  await email.fill('nie-adres');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(dialog.getByText('Podaj prawidłowy adres e-mail')).toBeVisible();
  await email.fill(`zakupy-${stamp}@mostostal.pl`);
  await dialog.getByLabel('Wiadomość').fill(`Zapraszamy do zapoznania się z ofertą ${stamp}`);
  await expectAccessible(page);
  // Enter in the address field sends the form (keyboard only).
  await email.press('Enter');
  await expect(
    page.getByText('Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Przygotowano wiadomość do zakupy-${stamp}@mostostal.pl`)).toBeVisible();

  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Poczta wychodząca', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `zakupy-${stamp}@mostostal.pl` });
  await expect(row.getByText('Wstrzymana (poczta nie jest skonfigurowana)')).toBeVisible();
  await expect(row.getByText(`Oferta ${quote.quoteNumber}`)).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: new RegExp(`Otwórz wiadomość do zakupy-${stamp}`) }).click();
  const mail = page.getByRole('dialog', { name: `Oferta ${quote.quoteNumber}` });
  const frame = page.frameLocator(`iframe[title="Treść wiadomości: Oferta ${quote.quoteNumber}"]`);
  await expect(frame.getByText('PPP :: Program / system wycen').first()).toBeVisible();
  await expect(frame.getByText(`Zapraszamy do zapoznania się z ofertą ${stamp}`)).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Zobacz ofertę' })).toHaveAttribute(
    'href',
    /\/oferta\/[\w-]{43}$/,
  );
  await expect(mail.getByText(`${quote.quoteNumber.replaceAll('/', '-')}.pdf`)).toBeVisible();

  await mail.getByRole('button', { name: 'Wyślij ponownie' }).click();
  await expect(
    page.getByText('Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mail).toBeHidden();
});
