import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's standard rules on the page as it is now (or on `include`, a selector): no serious or
 * critical violation. Each one found is listed by rule and element, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, include?: string) {
  // Finite animations first (a toast sliding in): mid-fade, axe read its text as too faint.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A page without frames is checked by axe.run in the page itself: the default (runPartial in each
  // frame, then finishRun in a blank page opened for it) costs about half a second more per check,
  // and only a page with frames needs it (axe.run alone skips a `srcdoc` frame's content, as of a
  // mail's preview). Only the violations are wanted, not every node of every rule that passed.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
  expect(grave).toEqual([]);
}

/** Switches the kit's theme (D9's toggle, kept in localStorage) and reloads the page in it. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((mode) => window.localStorage.setItem('ppp-theme', mode), theme);
  await page.reload();
}
