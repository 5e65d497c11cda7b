import type { Page } from '@playwright/test';

export interface NavigationSeen {
  /** Menu label -> its groups (separated in the popup) -> entry labels. */
  menus: Record<string, string[][]>;
  roleButtons: string[];
}

/** Opens every menu of one navigation bar and writes down what a user sees in it. */
export async function readNavigation(page: Page, navigationName: string): Promise<NavigationSeen> {
  const nav = page.getByRole('navigation', { name: navigationName });
  await nav.waitFor();
  const seen: NavigationSeen = { menus: {}, roleButtons: [] };
  const triggers = nav.getByRole('button');
  for (let index = 0; index < (await triggers.count()); index += 1) {
    const trigger = triggers.nth(index);
    const label = ((await trigger.textContent()) ?? '').trim();
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const groups = menu.getByRole('group');
    const entries: string[][] = [];
    for (let group = 0; group < (await groups.count()); group += 1) {
      entries.push(
        (await groups.nth(group).getByRole('menuitem').allInnerTexts()).map((text) => text.trim()),
      );
    }
    seen.menus[label] = entries;
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }
  seen.roleButtons = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
  return seen;
}

/** The heading of the managers' department buttons in the compact bar's menu. */
const COMPACT_ROLE_BUTTONS_HEADING = 'TWÓJ DZIAŁ';

/**
 * Opens the compact bar's one menu and writes down what a user sees in it: each section's heading
 * with its entries (split where a separator runs across), the department buttons as role buttons.
 */
export async function readCompactNavigation(page: Page): Promise<NavigationSeen> {
  const nav = page.getByRole('navigation', { name: 'Nawigacja skrócona' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu', { name: 'Menu' });
  await menu.waitFor();
  const sections = await menu.getByRole('group').evaluateAll((groups) =>
    groups.map((group) => {
      const heading = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
      const entries: string[][] = [[]];
      for (const element of group.querySelectorAll('[role="menuitem"], [role="separator"]')) {
        if (element.getAttribute('role') === 'separator') entries.push([]);
        else entries[entries.length - 1].push((element.textContent ?? '').trim());
      }
      return { heading: (heading?.textContent ?? '').trim(), entries };
    }),
  );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  const seen: NavigationSeen = { menus: {}, roleButtons: [] };
  for (const { heading, entries } of sections) {
    if (heading === COMPACT_ROLE_BUTTONS_HEADING) seen.roleButtons = entries.flat();
    else seen.menus[heading] = entries;
  }
  return seen;
}
