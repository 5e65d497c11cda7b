import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { adminStorageState, expect, FIRST_ADMIN, signIn, test } from '../support/fixtures.ts';

test('the first user of an empty database signs in and is an approved admin', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'PPP :: Program / system wycen' })).toBeVisible();

  await signIn(page, FIRST_ADMIN);

  await expect(page.getByRole('heading', { name: 'Witaj, Anna!' })).toBeVisible();
  await expect(page.getByText('Zarządzaj ofertami i sprzętem')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await expect(nav.getByRole('button', { name: 'ADMIN', exact: true })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profil użytkownika' })).toBeVisible();
  await expect(page.getByText('Administrator').first()).toBeVisible();

  mkdirSync(dirname(adminStorageState), { recursive: true });
  await page.context().storageState({ path: adminStorageState });
});
