import { fileURLToPath } from 'node:url';
import { type APIRequestContext, test as base, expect, type Page, request } from '@playwright/test';

export { expect };

export interface Person {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** The first user of the empty database (signed in by the first-admin setup project). */
export const FIRST_ADMIN: Person = { email: 'anna.admin@example.com', firstName: 'Anna', lastName: 'Nowak' };
export const adminStorageState = fileURLToPath(
  new URL('../../test-results/e2e-auth/admin.json', import.meta.url),
);

const baseURL = () => {
  const url = process.env.PPP_E2E_BASE_URL;
  if (!url) throw new Error('PPP_E2E_BASE_URL is not set: run through e2e/playwright.config.ts');
  return url;
};

let counter = 0;
/** A fresh e-mail per call, so journeys running side by side never meet. */
/** D21: the start every journey's quote takes ('Data rozpoczęcia' is required on the staff forms). */
export const START_DATE = '01.06.2027';

/** Types the quote's 'Data rozpoczęcia' as a user would ('DD.MM.YYYY'). */
export async function fillStartDate(page: Page, date = START_DATE): Promise<void> {
  await page.getByLabel('Data rozpoczęcia').fill(date);
}

export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Signs in through the development identity provider's Polish login form, as a person would. */
export async function signIn(page: Page, person: Person): Promise<void> {
  await page.goto('/api/login');
  await page.locator('input[name="email"]').fill(person.email);
  if (person.firstName) await page.locator('input[name="firstName"]').fill(person.firstName);
  if (person.lastName) await page.locator('input[name="lastName"]').fill(person.lastName);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The admin's session for API calls; mutating calls carry the same-origin Origin a browser sends. */
export function adminApi(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: baseURL(),
    storageState: adminStorageState,
    extraHTTPHeaders: { Origin: baseURL() },
  });
}

interface UserRecord {
  id: number;
  email: string | null;
}

/** Approves a pending user by e-mail and optionally gives them a role, through the admin's API. */
export async function approveUser(api: APIRequestContext, email: string, role?: string): Promise<number> {
  const pending = (await (await api.get('/api/users/pending')).json()) as UserRecord[];
  const user = pending.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not among the pending users`);
  expect((await api.post(`/api/users/${user.id}/approve`)).ok()).toBe(true);
  if (role) expect((await api.put(`/api/users/${user.id}/role`, { data: { role } })).ok()).toBe(true);
  return user.id;
}

/** A page signed in as the first admin. */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: adminStorageState });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

/**
 * Forgets the forms' drafts of this browser (D20), so the next form starts afresh: an earlier test's
 * unsaved form would come back (with the catalogue's 'Dodaj do wyceny', the equipment added to it).
 */
export async function forgetDrafts(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('ppp-draft:')) localStorage.removeItem(key);
  });
}
