// Issue 10, part 5 (D19): the product on a phone. At 390 × 844 the quotes list and the admin panel
// never scroll sideways (lists are cards), the quote form keeps its total and main button on screen,
// and the compact bar holds every menu of the role. axe-core finds nothing serious on these screens.
// Runs on its own product with the demo catalogue (the shared instance starts empty).

import { type APIRequestContext, type BrowserContext, type Page, request } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectedDesktop } from '../support/expectedNavigation.ts';
import { expect, fillStartDate, signIn, test } from '../support/fixtures.ts';
import { readCompactNavigation } from '../support/navigation.ts';
import { type Product, startProduct } from '../support/product.ts';

const PHONE = { width: 390, height: 844 };

interface CreatedQuote {
  id: number;
  quoteNumber: string;
  totalNet: string;
  company: string;
  statusLabel: string;
}

/** Polish money as a reader sees it; independent of the application's own formatting code. */
const pln = (amount: string) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(Number(amount));

let product: Product;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let generatorId: number;
const quotes: CreatedQuote[] = [];

/** What scrolls sideways: the page itself, and every element that scrolls its own content sideways. */
async function sidewaysScroll(target: Page) {
  return target.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    const inner = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { page: root.scrollWidth > root.clientWidth, inner };
  });
}

async function expectNoSidewaysScroll(target: Page) {
  expect(await sidewaysScroll(target)).toEqual({ page: false, inner: [] });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  product = await startProduct({ SEED_DEMO: '1' });
  context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: PHONE,
    hasTouch: true,
  });
  page = await context.newPage();
  await signIn(page, { email: 'ola.admin@example.com', firstName: 'Ola', lastName: 'Wiśniewska' });
  api = await request.newContext({
    baseURL: product.baseURL,
    storageState: await context.storageState(),
    extraHTTPHeaders: { Origin: product.baseURL },
  });
  const equipment = (
    (await (await api.get('/api/equipment')).json()) as {
      id: number;
      name: string;
      availableQuantity: number;
    }[]
  ).filter((entry) => entry.availableQuantity > 0);
  generatorId = equipment.find((entry) => entry.name === 'Agregat prądotwórczy 20 kVA')!.id;

  // Three quotes through the API: a long company name, a plain one, and an approved (locked) one.
  const companies = [
    'Przedsiębiorstwo Budowlano-Remontowe Północ Sp. z o.o.',
    'Budimex S.A.',
    'Gmina Wieliczka',
  ];
  for (const [index, company] of companies.entries()) {
    const client = await api.post('/api/clients', { data: { companyName: company } });
    expect(client.status()).toBe(201);
    const created = await api.post('/api/quotes', {
      data: {
        clientId: ((await client.json()) as { id: number }).id,
        items: [{ equipmentId: equipment[index].id, quantity: 1, rentalPeriodDays: 14 + index }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const quote = (await created.json()) as { id: number; quoteNumber: string; totalNet: string };
    quotes.push({ ...quote, company, statusLabel: 'Wersja robocza' });
  }
  const locked = quotes[2];
  for (const status of ['pending', 'approved']) {
    expect((await api.patch(`/api/quotes/${locked.id}/status`, { data: { status } })).ok()).toBe(true);
  }
  locked.statusLabel = 'Zatwierdzona';
});

test.afterAll(async () => {
  await api?.dispose();
  await context?.close();
  await product?.stop();
});

test('the quotes list is a stack of cards with every fact and action, and nothing scrolls sideways', async () => {
  await page.goto('/quotes');
  const list = page.getByRole('list', { name: 'Wyceny sprzętu' });
  await expect(list.getByRole('listitem')).toHaveCount(quotes.length);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  for (const quote of quotes) {
    const card = list.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: quote.quoteNumber }),
    });
    await expect(card).toContainText(`Klient${quote.company}`);
    await expect(card).toContainText(`Wartość netto${pln(quote.totalNet)}`);
    await expect(card).toContainText(`Status${quote.statusLabel}`);
    // A quote in about 160 px (issue 24; the cards took about 340).
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(170);
    const actions = card.getByRole('group', { name: 'Akcje' }).getByRole('button');
    await expect(actions).toHaveCount(4);
    for (const name of ['Podgląd', 'Edytuj', 'Drukuj', 'Usuń']) {
      const action = card.getByRole('button', {
        name: new RegExp(`^${name} wycen[ęy] ${quote.quoteNumber}$`),
      });
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ ratio: 1 });
      const box = (await action.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  }
  // A locked quote keeps its actions on the card, with editing and deleting disabled.
  const locked = list.getByRole('listitem').filter({ hasText: quotes[2].quoteNumber });
  await expect(locked.getByRole('button', { name: `Edytuj wycenę ${quotes[2].quoteNumber}` })).toBeDisabled();

  await list.getByRole('button', { name: `Podgląd wyceny ${quotes[1].quoteNumber}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quotes[1].id}$`));
});

test('the quotes list on a phone has no serious accessibility violation', async () => {
  await page.goto('/quotes');
  await expect(page.getByRole('list', { name: 'Wyceny sprzętu' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
});

test('the new-quote form shows its total and "Utwórz wycenę" without scrolling, and hides nothing under them', async () => {
  await page.goto(`/create-quote?equipment=${generatorId}`);
  await expect(page).toHaveURL(/\/create-quote$/);
  const bar = page.getByRole('region', { name: 'Podsumowanie wyceny' });
  const gross = page.getByTestId('live-total-gross');
  await expect(gross).not.toHaveText(pln('0'));
  const total = (await gross.textContent()) ?? '';
  await expect(bar).toContainText(`Wartość brutto ${total}`);
  await expect(bar.getByText(total)).toBeInViewport({ ratio: 1 });
  const create = page.getByRole('button', { name: 'Utwórz wycenę' });
  await expect(create).toHaveCount(1);
  await expect(create).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The bar follows the live total.
  await page
    .getByLabel(/^Ilość/)
    .first()
    .fill('3');
  await expect(gross).not.toHaveText(total);
  await expect(bar).toContainText(`Wartość brutto ${(await gross.textContent()) ?? ''}`);

  // At the page's end the last button of the full summary sits above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  const cancel = page.getByRole('link', { name: 'Anuluj' });
  const barTop = (await bar.boundingBox())!.y;
  const cancelBox = (await cancel.boundingBox())!;
  expect(cancelBox.y + cancelBox.height).toBeLessThanOrEqual(barTop);

  // The figure leads to the full summary.
  await page.evaluate(() => window.scrollTo(0, 0));
  await bar.getByRole('button', { name: /Pokaż pełne podsumowanie/ }).tap();
  await expect(page.getByRole('heading', { name: 'Podsumowanie' })).toBeInViewport();

  // A refused save (no client yet) says why in a toast that rises above the bar, never over the button.
  await create.tap();
  const toasts = page.getByRole('region', { name: 'Powiadomienia' });
  await expect(toasts).not.toHaveText('');
  const toastBox = (await toasts.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

  // The bar's button submits the form.
  await page.getByLabel('Nazwa firmy').fill('Eventy Pomorze Sp. z o.o.');
  await fillStartDate(page);
  await create.tap();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
});

test('the new-quote form by keyboard: the field with the focus is never under the bar', async () => {
  await page.setViewportSize({ width: 390, height: 700 });
  try {
    await page.goto(`/create-quote?equipment=${generatorId}`);
    const bar = page.getByRole('region', { name: 'Podsumowanie wyceny' });
    await expect(bar).toBeVisible();
    await page.getByLabel('Nazwa firmy').focus();
    const hidden: string[] = [];
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const barElement = document.querySelector('[aria-label="Podsumowanie wyceny"]');
        // Past the page's last control the focus rests on the page itself for one Tab.
        if (!element || element === document.body || !barElement || barElement.contains(element)) return null;
        const box = element.getBoundingClientRect();
        return {
          name: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? ''}`,
          bottom: box.bottom,
          barTop: barElement.getBoundingClientRect().top,
        };
      });
      if (focused && focused.bottom > focused.barTop + 1) hidden.push(focused.name);
    }
    expect(hidden).toEqual([]);
  } finally {
    await page.setViewportSize(PHONE);
  }
});

test('the compact bar opens every menu of the admin, and fits 320 to 390 px', async () => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Nawigacja skrócona' });
    await expect(nav).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await readCompactNavigation(page)).toEqual(expectedDesktop.admin);
    // The open menu lies within the screen and scrolls inside itself, not the page sideways.
    await nav.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu', { name: 'Menu' });
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    await menu.getByRole('menuitem', { name: 'Panel administracyjny' }).scrollIntoViewIfNeeded();
    await menu.getByRole('menuitem', { name: 'Panel administracyjny' }).tap();
    await expect(page).toHaveURL(/\/admin$/);
  }
  await page.setViewportSize(PHONE);
  await page
    .getByRole('navigation', { name: 'Nawigacja skrócona' })
    .getByRole('button', { name: 'Menu' })
    .click();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
});

test('the admin panel on a phone does not scroll sideways and its lists are cards', async ({ browser }) => {
  // A user waiting for approval and a deactivated machine, so every list of the panel has rows.
  const waiting = await browser.newContext({ baseURL: product.baseURL });
  await signIn(await waiting.newPage(), {
    email: 'jan.nowy@example.com',
    firstName: 'Jan',
    lastName: 'Nowy',
  });
  await waiting.close();
  const equipment = (await (await api.get('/api/equipment')).json()) as { id: number }[];
  expect((await api.delete(`/api/equipment/${equipment.at(-1)!.id}`)).ok()).toBe(true);

  await page.goto('/admin');
  for (const name of [
    'Lista oczekujących użytkowników',
    'Użytkownicy',
    'Sprzęt',
    'Lista nieaktywnego sprzętu',
    'Lista kategorii',
    'Lista schematów cenowych',
  ]) {
    await expect(page.getByRole('list', { name, exact: true }).getByRole('listitem').first()).toBeVisible();
  }
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  const approve = page
    .getByRole('list', { name: 'Lista oczekujących użytkowników' })
    .getByRole('button', { name: 'Zatwierdź' });
  expect((await approve.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
});

test('the staff print of a quote on a phone: its boxes stack, the page stays still and only the items table scrolls sideways', async () => {
  const long = quotes[0];
  await page.goto(`/api/quotes/${long.id}/print`);
  await expect(page.getByRole('heading', { name: 'Klient' })).toBeVisible();
  const layout = await page.evaluate(() => {
    const [quote, client] = [...document.querySelectorAll('.grid > .box')].map((box) =>
      box.getBoundingClientRect(),
    );
    const items = document.querySelector<HTMLElement>('table.items')!;
    return {
      stacked: client.top >= quote.bottom,
      itemsScroll: getComputedStyle(items).overflowX,
      itemsFit: items.getBoundingClientRect().right <= window.innerWidth,
    };
  });
  expect(layout).toEqual({ stacked: true, itemsScroll: 'auto', itemsFit: true });
  const scroll = await sidewaysScroll(page);
  expect(scroll.page).toBe(false);
  expect(scroll.inner.every((element) => element.startsWith('table.items'))).toBe(true);
});

test('the outbox on a phone: a held mail’s long state wraps inside its card', async () => {
  const [equipment] = (await (await api.get('/api/equipment')).json()) as { id: number }[];
  const quote = (await (
    await api.post('/api/quotes', {
      data: {
        client: { companyName: 'Telefon S.A.' },
        items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 2 }],
      },
    })
  ).json()) as { id: number };
  expect((await api.patch(`/api/quotes/${quote.id}/status`, { data: { status: 'pending' } })).ok()).toBe(
    true,
  );
  expect((await api.post(`/api/quotes/${quote.id}/share`)).ok()).toBe(true);
  expect((await api.post(`/api/quotes/${quote.id}/send`, { data: { email: 'biuro@telefon.pl' } })).ok()).toBe(
    true,
  );
  await page.goto('/admin/outbox');
  // No mail server here: the mail is held, and says why.
  await expect(page.getByText('Wstrzymana (poczta nie jest skonfigurowana)').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the catalogue’s period filter: the calendar of its right-hand date field stays on the screen', async () => {
  await page.goto('/equipment');
  const field = page.getByLabel('Do', { exact: true });
  await expect(field).toBeVisible();
  const button = field.locator('xpath=..').getByRole('button', { name: 'Wybierz datę z kalendarza' });
  await button.click();
  const calendar = page.getByRole('dialog', { name: 'Wybierz datę' });
  await expect(calendar.getByRole('button').first()).toBeVisible();
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
});
