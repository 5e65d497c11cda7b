import { expect, test } from '../support/fixtures.ts';

test.describe('the shell', () => {
  test('the theme chosen in the settings survives a reload', async ({ adminPage: page }) => {
    await page.goto('/settings');
    const darkMode = page.getByRole('switch', { name: 'Tryb ciemny' });
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await darkMode.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Tryb ciemny' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 17, 23)');

    // An area follows the same theme.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Panel Administratora' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Tryb ciemny' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('an unknown path shows the not-found screen, a planned one says it is in preparation', async ({
    adminPage: page,
  }) => {
    await page.goto('/to-nie-istnieje');
    await expect(page.getByText('404 — Nie znaleziono strony')).toBeVisible();
    await page.getByRole('link', { name: 'Wróć do strony głównej' }).click();
    await expect(page.getByRole('heading', { name: 'Witaj, Anna!' })).toBeVisible();

    await page.goto('/admin/nie-ma-takiej-strony');
    await expect(page.getByText('404 — Nie znaleziono strony')).toBeVisible();

    // A path of the specification whose area is not deployed yet (none, once every area is).
    const manifest = (await (await page.request.get('/microfrontends.json')).json()) as {
      applications: { activeWhen: string[] }[];
    };
    const owned = manifest.applications.flatMap((area) => area.activeWhen);
    const planned = [
      '/needs-assessment',
      '/needs-assessment-list',
      '/transport-quotes',
      '/general-quotes',
    ].find((path) => !owned.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
    if (planned) {
      await page.goto(planned);
      await expect(page.getByText('Moduł w przygotowaniu')).toBeVisible();
    }
  });

  test('/dashboard leads home and the user menu leads to the profile, the settings and sign-out', async ({
    adminPage: page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Witaj, Anna!' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu użytkownika: Anna Nowak' }).click();
    await expect(page.getByRole('menuitem', { name: 'Wyloguj' })).toHaveAttribute('href', '/api/logout');
    await page.getByRole('menuitem', { name: 'Ustawienia' }).click();
    await expect(page.getByRole('heading', { name: 'Ustawienia' })).toBeVisible();
    await expect(page.getByText('v1.0.0')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kierownik transportu' })).toContainText(
      'Administracja transportem (pojazdy)',
    );
  });

  test('the profile saves the names and keeps the e-mail read-only', async ({ adminPage: page }) => {
    await page.goto('/profile');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expect(page.getByText('OpenID Connect')).toBeVisible();
    await page.getByLabel('Nazwisko').fill('Nowak-Kowalska');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByText('Profil został zaktualizowany')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu użytkownika: Anna Nowak-Kowalska' })).toBeVisible();

    await page.getByLabel('Nazwisko').fill('Nowak');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByRole('button', { name: 'Menu użytkownika: Anna Nowak' })).toBeVisible();
  });
});
