import { expect, signIn, test } from '../support/fixtures.ts';
import { type Product, startProduct } from '../support/product.ts';

// A second instance of the product whose manifest points the admin area at a file that does not exist.
let product: Product;

test.describe('an area that cannot be loaded', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    product = await startProduct({ MICROFRONTEND_MF_ADMIN: '/mf/missing/remoteEntry.js' });
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('shows the error panel in its place while navigation and the other pages keep working', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: product.baseURL });
    const page = await context.newPage();
    // The first user of this instance's empty database is its admin.
    await signIn(page, { email: 'awaria@example.com', firstName: 'Ewa' });

    await page.getByRole('button', { name: 'ADMIN', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Panel administracyjny' }).click();
    const panel = page.getByRole('heading', { name: 'Nie udało się załadować modułu' });
    await expect(panel).toBeVisible();

    // Retrying a still-missing area shows the panel again rather than breaking the page.
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(panel).toBeVisible();

    // The navigation and the shell's own pages keep working.
    await page.getByRole('button', { name: /^Menu użytkownika/ }).click();
    await page.getByRole('menuitem', { name: 'Ustawienia' }).click();
    await expect(page.getByRole('heading', { name: 'Ustawienia' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.getByRole('link', { name: /strona główna/ }).click();
    await expect(page.getByRole('heading', { name: 'Witaj, Ewa!' })).toBeVisible();
    await context.close();
  });
});
