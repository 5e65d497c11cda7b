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
