import {
  adminApi,
  approveUser,
  expect,
  FIRST_ADMIN,
  signIn,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

// D25: the admin changes a user's role, opens 'Dziennik zdarzeń', filters by the event and sees the
// change with who made it.
test('the audit log shows a role change with who made it', async ({ page, adminPage }) => {
  const worker = { email: uniqueEmail('rola'), firstName: 'Piotr', lastName: 'Zieliński' };
  await signIn(page, worker);
  const api = await adminApi();
  try {
    await approveUser(api, worker.email, 'employee');
  } finally {
    await api.dispose();
  }

  // The role change, in /admin as the admin makes it.
  await adminPage.goto('/admin');
  const users = adminPage.getByRole('region', { name: 'Użytkownicy', exact: true });
  await users
    .getByRole('combobox', { name: 'Rola: Piotr Zieliński' })
    .selectOption({ label: 'Kierownik transportu' });
  // A role chosen in the select is asked about first.
  const confirm = adminPage.getByRole('alertdialog', { name: 'Zmienić rolę użytkownika?' });
  await expect(confirm).toContainText('Piotr Zieliński: Pracownik → Kierownik transportu.');
  await confirm.getByRole('button', { name: 'Zmień rolę' }).click();
  await expect(adminPage.getByText('Rola użytkownika została zmieniona')).toBeVisible();

  // 'Dziennik zdarzeń' from the ADMIN menu.
  await adminPage.getByRole('button', { name: 'ADMIN', exact: true }).click();
  await adminPage.getByRole('menuitem', { name: 'Dziennik zdarzeń' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/audit$/);
  await expect(adminPage.getByRole('heading', { name: 'Dziennik zdarzeń' })).toBeVisible();

  // Filtered by the event, kept in the address.
  await adminPage.getByLabel('Zdarzenie').selectOption({ label: 'Zmiana roli' });
  await expect(adminPage).toHaveURL(/[?&]event=user\.roleChanged/);
  const list = adminPage.getByRole('region', { name: 'Zdarzenia' });
  const entry = list.getByRole('row').filter({ hasText: worker.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Zmiana roli');
  await expect(entry).toContainText(FIRST_ADMIN.email);
  await expect(entry).toContainText('Pracownik → Kierownik transportu');
  // Only role changes are listed.
  await expect(list.getByText('Logowanie', { exact: true })).toHaveCount(0);

  // A reload keeps the filter.
  await adminPage.reload();
  await expect(adminPage.getByLabel('Zdarzenie')).toHaveValue('user.roleChanged');
  await expect(
    adminPage.getByRole('region', { name: 'Zdarzenia' }).getByRole('row').filter({ hasText: worker.email }),
  ).toHaveCount(1);
});
