import { expect, FIRST_ADMIN, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test.describe('access states', () => {
  test('a signed-out visitor sees the landing view at every path', async ({ page }) => {
    for (const path of ['/', '/admin', '/profile', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'PPP :: Program / system wycen' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zaloguj się do systemu' })).toHaveAttribute(
        'href',
        '/api/login',
      );
      await expect(page.getByRole('link', { name: 'Nowy użytkownik' })).toHaveAttribute('href', '/api/login');
      await expect(page.getByRole('link', { name: 'Zaloguj się', exact: true })).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(page.getByText('konto musi zostać zatwierdzone przez administratora')).toBeVisible();
    }
    // Nothing of the admin area may load for a signed-out visitor.
    await expect(page.locator('[data-area]')).toHaveCount(0);
  });

  test('signed in from a link (an e-mail’s, an expired session’s page), the app opens the page the link named', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/admin/company?from=mail#logo');
    // The links stay spec-1's; the address waits in the tab for the sign-in to come back.
    await page.getByRole('link', { name: 'Zaloguj się', exact: true }).click();
    await page.locator('input[name="email"]').fill(FIRST_ADMIN.email);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByRole('heading', { name: 'Dane firmy' })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/company?from=mail');
    // Once: signing in again from the start page stays there.
    await page.goto('/api/logout');
    await signIn(page, FIRST_ADMIN);
    await expect(page.getByRole('heading', { name: 'Dane firmy' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('a new user waits for approval, the admin approves, and "Sprawdź ponownie" opens the app', async ({
    page,
    adminPage,
  }) => {
    const newcomer = { email: uniqueEmail('nowy'), firstName: 'Jan', lastName: 'Kowalski' };
    // This journey checks by hand: the screen's own 30 s check must not let the user in first.
    await page.addInitScript(() => window.localStorage.setItem('ppp-approval-check-ms', '3600000'));
    await signIn(page, newcomer);
    await expect(page.getByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sprawdź ponownie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wyloguj' })).toHaveAttribute('href', '/api/logout');
    // A pending user gets no area even by address.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeVisible();
    await expect(page.locator('[data-area]')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeVisible();

    await adminPage.goto('/');
    await adminPage.getByRole('button', { name: 'ADMIN', exact: true }).click();
    await adminPage.getByRole('menuitem', { name: 'Panel administracyjny' }).click();
    await expect(adminPage.getByRole('heading', { name: 'Panel Administratora' })).toBeVisible();
    const pending = adminPage.getByRole('region', { name: 'Oczekujący użytkownicy', exact: true });
    const row = pending.getByRole('row').filter({ hasText: newcomer.email });
    await row.getByRole('button', { name: 'Zatwierdź' }).click();
    await expect(adminPage.getByText('Użytkownik został zatwierdzony')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(
      adminPage
        .getByRole('region', { name: 'Użytkownicy', exact: true })
        .getByRole('row')
        .filter({ hasText: newcomer.email }),
    ).toBeVisible();

    // The waiting user's screen is still up; checking again lets them in.
    await page.getByRole('button', { name: 'Sprawdź ponownie' }).click();
    await expect(page.getByRole('heading', { name: 'Witaj, Jan!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Nawigacja główna' })).toBeVisible();
  });

  test('rejecting a pending user asks first, says it cannot be undone, and removes the account', async ({
    page,
    adminPage,
  }) => {
    const newcomer = { email: uniqueEmail('odrzucony') };
    await signIn(page, newcomer);
    await expect(page.getByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeVisible();

    await adminPage.goto('/admin');
    const row = adminPage
      .getByRole('region', { name: 'Oczekujący użytkownicy', exact: true })
      .getByRole('row')
      .filter({
        hasText: newcomer.email,
      });
    await row.getByRole('button', { name: 'Odrzuć' }).click();
    const dialog = adminPage.getByRole('alertdialog');
    await expect(dialog).toContainText('Tej operacji nie można cofnąć');
    await dialog.getByRole('button', { name: 'Odrzuć' }).click();
    await expect(adminPage.getByText('Użytkownik został odrzucony')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
