// D22: a client's decision told to the quote's author. A sales person (an employee, who may not
// approve) writes an equipment quote, passes it on and shares it; the client opens the link in a
// browser of their own and accepts with a comment. The sales person's bell shows 1; /notifications
// lists the decision with the comment first; its link opens the quote with the 'Decyzja klienta'
// card on top, and the bell shows none. The admin, who may approve the kind, is told too. Then the
// sales person's choices in /settings: the app notifications of one event off and on again, each
// kept across a reload.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { adminApi, approveUser, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now().toString(36);
const COMPANY = `Hydrobud ${stamp} Sp. z o.o.`;
const CLIENT_NAME = 'Jan Kowalski';
const COMMENT = `Proszę o dostawę w poniedziałek do 8:00 (${stamp})`;

let api: APIRequestContext;
let sales: Page;
let quote: { id: number; quoteNumber: string };

/** The sales person, signed in and approved as an employee, in a browser of their own. */
async function salesPerson(browser: Browser) {
  const page = await (await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })).newPage();
  const email = uniqueEmail('handlowiec.powiadomienia');
  await signIn(page, { email, firstName: 'Marek', lastName: 'Handlowy' });
  await approveUser(api, email, 'employee');
  return page;
}

/** The client: a fresh browser without any session, on a phone. */
async function clientPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
  return context.newPage();
}

/** The bell of the navigation: named with the unread count when there is one. */
const bell = (page: Page, unread = 0) =>
  page.getByRole('link', {
    name: unread ? `Powiadomienia, nieprzeczytane: ${unread}` : 'Powiadomienia',
    exact: true,
  });

test.beforeAll(async ({ browser }) => {
  api = await adminApi();
  const category = await api.post('/api/equipment-categories', { data: { name: `Pompy ${stamp}` } });
  expect(category.status()).toBe(201);
  const equipment = await api.post('/api/equipment', {
    data: { name: `Pompa powiadomienia ${stamp}`, categoryId: (await category.json()).id, quantity: 3 },
  });
  expect(equipment.status()).toBe(201);
  sales = await salesPerson(browser);
  // The sales person writes the quote: they are its author.
  const created = await sales.request.post('/api/quotes', {
    headers: { Origin: new URL(sales.url()).origin },
    data: {
      client: { companyName: COMPANY },
      items: [{ equipmentId: (await equipment.json()).id, quantity: 1, rentalPeriodDays: 5 }],
    },
  });
  expect(created.status()).toBe(201);
  quote = await created.json();
});

test.afterAll(async () => {
  await sales?.context().close();
  await api?.dispose();
});

test("the client accepts with a comment; the author's bell shows 1 and the notification opens the quote with the client's decision on top", async ({
  browser,
}) => {
  // The author passes the quote on and shares it: nothing is told to them of their own actions.
  await sales.goto(`/quotes/${quote.id}`);
  await sales.getByRole('button', { name: 'Przekaż do zatwierdzenia' }).click();
  await expect(sales.getByText('Oczekująca').first()).toBeVisible();
  await sales.getByRole('button', { name: 'Udostępnij klientowi' }).click();
  const dialog = sales.getByRole('dialog', { name: /Udostępnij klientowi/ });
  await dialog.getByRole('button', { name: 'Utwórz link' }).click();
  const field = dialog.getByLabel('Link do oferty');
  await expect(field).toHaveValue(/\/oferta\/[\w-]{43}$/);
  const url = await field.inputValue();
  await sales.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bell(sales)).toBeVisible();

  // The client accepts on the link, with a comment.
  const client = await clientPhone(browser);
  await client.goto(url);
  await expect(client.getByRole('heading', { name: new RegExp(quote.quoteNumber) })).toBeVisible();
  const accept = client.getByRole('form', { name: 'Akceptuję ofertę' });
  await accept.getByLabel('Imię i nazwisko').fill(CLIENT_NAME);
  await accept.getByLabel('Komentarz (opcjonalnie)').fill(COMMENT);
  await accept.getByRole('button', { name: 'Akceptuję ofertę' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Status oferty' })).toContainText('Zatwierdzona');
  await client.context().close();

  // The author's bell: one unread (the page opened afresh, as after coming back to the app).
  await sales.goto('/');
  await expect(bell(sales, 1)).toBeVisible();
  await bell(sales, 1).click();
  await expect(sales).toHaveURL(/\/notifications$/);
  await expect(sales.getByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeVisible();
  await expect(sales.getByText('Nieprzeczytane: 1', { exact: true })).toBeVisible();
  const list = sales.getByRole('list', { name: 'Powiadomienia: wszystkie' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const item = list.getByRole('listitem').first();
  // The client's comment first, then who decided what; the event's name beside the time.
  await expect(item).toContainText(`„${COMMENT}”`);
  await expect(item).toContainText(`${COMPANY} (${CLIENT_NAME}) zaakceptował ofertę`);
  await expect(item).toContainText('Decyzja klienta');
  await expectAccessible(sales);

  // Its link opens the quote (and marks it read on the way).
  await item
    .getByRole('link', {
      name: `Nieprzeczytane: Klient zaakceptował ofertę ${quote.quoteNumber}`,
      exact: true,
    })
    .click();
  await expect(sales).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await expect(sales.getByRole('heading', { level: 1, name: `Wycena ${quote.quoteNumber}` })).toBeVisible();
  const decision = sales.getByRole('region', { name: 'Decyzja klienta' });
  await expect(decision).toContainText(COMMENT);
  await expect(decision).toContainText(CLIENT_NAME);
  await expect(decision).toContainText('Zaakceptowana');
  // On top: above the quote's facts and items.
  const decisionBox = await decision.boundingBox();
  const factsBox = await sales
    .getByRole('heading', { level: 2, name: 'Szczegóły wyceny', exact: true })
    .boundingBox();
  expect(decisionBox).not.toBeNull();
  expect(factsBox).not.toBeNull();
  expect((decisionBox as { y: number }).y).toBeLessThan((factsBox as { y: number }).y);
  await expect(bell(sales)).toBeVisible();
  await expectAccessible(sales);

  // Back on the list it reads as read.
  await sales.goto('/notifications');
  await expect(sales.getByText('Wszystkie powiadomienia są przeczytane')).toBeVisible();
  await expect(
    sales.getByRole('link', { name: `Klient zaakceptował ofertę ${quote.quoteNumber}`, exact: true }),
  ).toBeVisible();

  // Those who may approve the kind are told too: the admin.
  const told = (await (await api.get('/api/notifications?pageSize=200')).json()) as {
    items: { event: string; title: string; link: string | null }[];
  };
  expect(told.items).toContainEqual(
    expect.objectContaining({
      event: 'clientDecision',
      title: `Klient zaakceptował ofertę ${quote.quoteNumber}`,
      link: `/quotes/${quote.id}`,
    }),
  );
});

test("the notification choices in /settings: one event's app notifications off and on again, kept across reloads", async () => {
  await sales.goto('/settings');
  await expect(sales.getByRole('heading', { level: 2, name: 'Powiadomienia', exact: true })).toBeVisible();
  const inApp = sales.getByRole('switch', { name: 'W aplikacji: Decyzja klienta', exact: true });
  const byEmail = sales.getByRole('switch', { name: 'E-mailem: Decyzja klienta', exact: true });
  // D22's defaults: in the app for every event; by e-mail for a client's decision, not for an enquiry.
  await expect(inApp).toHaveAttribute('aria-checked', 'true');
  await expect(byEmail).toHaveAttribute('aria-checked', 'true');
  await expect(
    sales.getByRole('switch', { name: 'E-mailem: Zapytanie z formularza', exact: true }),
  ).toHaveAttribute('aria-checked', 'false');
  await expectAccessible(sales);

  for (const on of [false, true]) {
    const saved = sales.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/settings/notifications' &&
        response.request().method() === 'PUT',
    );
    await inApp.click();
    expect((await saved).ok()).toBe(true);
    await expect(inApp).toHaveAttribute('aria-checked', String(on));
    await sales.reload();
    await expect(inApp).toHaveAttribute('aria-checked', String(on));
    // The other channel of the event stays as it was.
    await expect(byEmail).toHaveAttribute('aria-checked', 'true');
  }
  const stored = await (await sales.request.get('/api/settings/notifications')).json();
  expect(stored.clientDecision).toEqual({ app: true, email: true });
});
