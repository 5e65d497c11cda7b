import { expectedCompact, expectedDesktop, roles } from '../support/expectedNavigation.ts';
import {
  adminApi,
  approveUser,
  expect,
  FIRST_ADMIN,
  signIn,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { readCompactNavigation, readNavigation } from '../support/navigation.ts';

test.describe('menus follow the permission table (D1)', () => {
  for (const role of roles) {
    test(`${role} sees exactly the entries D1 allows, on the desktop and the compact bar`, async ({
      page,
    }) => {
      if (role === 'admin') {
        await signIn(page, FIRST_ADMIN);
      } else {
        const email = uniqueEmail(role);
        await signIn(page, { email, firstName: 'Test', lastName: role });
        const api = await adminApi();
        await approveUser(api, email, role);
        await api.dispose();
        await page.reload();
      }

      expect(await readNavigation(page, 'Nawigacja główna')).toEqual(expectedDesktop[role]);

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await readCompactNavigation(page)).toEqual(expectedCompact[role]);
    });
  }

  test('the active section is highlighted', async ({ adminPage }) => {
    await adminPage.goto('/admin');
    const nav = adminPage.getByRole('navigation', { name: 'Nawigacja główna' });
    await expect(nav.getByRole('button', { name: 'ADMIN', exact: true })).toHaveCSS(
      'color',
      'rgb(29, 78, 216)',
    );
    await expect(nav.getByRole('button', { name: 'OFERTY' })).not.toHaveCSS('color', 'rgb(29, 78, 216)');
  });
});
