/**
 * WCAG 2.2 AA (axe, touch targets of at least 24 px included) on every route of the site, as a phone and as a desktop show it: the layouts
 * differ (menus, swipeable rows, stacked sections), so each width is checked.
 */
import { test, expect, expectNoA11yViolations, waitForInteractive } from './fixtures';
import { routeTags } from './support/owners';
import { EVERY_ROUTE } from './support/routes';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of EVERY_ROUTE) {
      test(`${route} has no WCAG 2.2 AA violations`, { tag: routeTags(route) }, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitForInteractive(page);
        await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
        await expectNoA11yViolations(page);
      });
    }
  });
}
