// Issue 5 item 5: the home dashboard's data cards on a product with the demo catalogue (D10). As in
// quotes.spec.ts, this file starts its own seeded instance; its first user becomes its admin. The
// expected figures come from the API's own answers, summed here, not from the application's code.
import { type APIRequestContext, type BrowserContext, type Page, request } from '@playwright/test';
import { approveUser, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts';
import { type Product, startProduct } from '../support/product.ts';

interface EquipmentRecord {
  id: number;
  name: string;
  quantity: number;
  category: { id: number; name: string };
}

const COMPANY = 'Mostostal Warszawa S.A.';

/** Polish money and dates as a reader sees them; independent of the application's formatting code. */
const pln = (amount: string) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(Number(amount));
const day = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

let product: Product;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let equipment: EquipmentRecord[];

/** Pieces of active equipment per category, from GET /api/equipment. */
function piecesPerCategory(): Map<number, { name: string; pieces: number }> {
  const totals = new Map<number, { name: string; pieces: number }>();
  for (const item of equipment) {
    const total = totals.get(item.category.id) ?? { name: item.category.name, pieces: 0 };
    total.pieces += item.quantity;
    totals.set(item.category.id, total);
  }
  return totals;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  product = await startProduct({ SEED_DEMO: '1' });
  context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  page = await context.newPage();
  await signIn(page, { email: 'ola.admin@example.com', firstName: 'Ola', lastName: 'Wiśniewska' });
  api = await request.newContext({
    baseURL: product.baseURL,
    storageState: await context.storageState(),
    extraHTTPHeaders: { Origin: product.baseURL },
  });
  equipment = (await (await api.get('/api/equipment')).json()) as EquipmentRecord[];
  expect(equipment.length).toBeGreaterThan(0);
});

test.afterAll(async () => {
  await api?.dispose();
  await context?.close();
  await product?.stop();
});

test('the admin sees both cards: no quotes yet, and the pieces of every category', async () => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Witaj, Ola!' })).toBeVisible();

  const recent = page.getByRole('region', { name: 'Ostatnie oferty' });
  await expect(recent.getByRole('link', { name: 'Utwórz pierwszą ofertę' })).toHaveAttribute(
    'href',
    '/create-quote',
  );

  const categories = page.getByRole('region', { name: 'Kategorie sprzętu' });
  const totals = piecesPerCategory();
  await expect(categories.getByRole('link')).toHaveCount(totals.size);
  for (const [id, { name, pieces }] of totals) {
    const link = categories.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveText(`${name}${pieces} szt.`);
    await expect(link).toHaveAttribute('href', `/equipment#category-${id}`);
  }
});

test('a category leads to its section of the catalogue, scrolled into view', async () => {
  await page.goto('/');
  // The last category in the card is the lowest section of the catalogue: the page must scroll to it.
  const categories = page.getByRole('region', { name: 'Kategorie sprzętu' }).getByRole('link');
  const last = categories.last();
  const href = (await last.getAttribute('href'))!;
  const name = ((await last.textContent()) ?? '').replace(/\d+ szt\.$/, '');
  await last.click();

  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/#]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { name: 'Katalog Sprzętu' })).toBeVisible();
  const section = page.locator(`#${href.split('#')[1]}`);
  await expect(section).toContainText(name);
  await expect(section).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a quote created through the API is the first of "Ostatnie oferty", leading to its detail', async () => {
  const client = await api.post('/api/clients', { data: { companyName: COMPANY } });
  expect(client.status()).toBe(201);
  const created = await api.post('/api/quotes', {
    data: {
      clientId: ((await client.json()) as { id: number }).id,
      items: [{ equipmentId: equipment[0].id, quantity: 1, rentalPeriodDays: 3 }],
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as {
    id: number;
    quoteNumber: string;
    totalNet: string;
    createdAt: string;
  };

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Ostatnie oferty' });
  const first = recent.getByRole('listitem').first().getByRole('link');
  await expect(first).toContainText(quote.quoteNumber);
  await expect(first).toContainText(COMPANY);
  await expect(first).toContainText(pln(quote.totalNet));
  await expect(first).toContainText(day(quote.createdAt));
  await expect(recent.getByRole('link', { name: 'Zobacz wszystkie' })).toHaveAttribute('href', '/quotes');

  await first.click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await expect(page.getByRole('heading', { name: `Wycena ${quote.quoteNumber}` })).toBeVisible();
});

test('an employee sees the categories but not "Ostatnie oferty" (D1)', async ({ browser }) => {
  const employeeContext = await browser.newContext({ baseURL: product.baseURL });
  const employeePage = await employeeContext.newPage();
  const employee = { email: uniqueEmail('pracownik'), firstName: 'Marek' };
  await signIn(employeePage, employee);
  await approveUser(api, employee.email, 'employee');

  await employeePage.goto('/');
  await expect(employeePage.getByRole('heading', { name: 'Witaj, Marek!' })).toBeVisible();
  const categories = employeePage.getByRole('region', { name: 'Kategorie sprzętu' });
  await expect(categories.getByRole('link')).toHaveCount(piecesPerCategory().size);
  await expect(employeePage.getByRole('region', { name: 'Ostatnie oferty' })).toHaveCount(0);
  await employeeContext.close();
});
