/**
 * HTML first, the shell's part: the phone menu works the moment it shows. Its toggle tapped before
 * the scripts arrive (the harness: support/tap-before-scripts.ts) opens the menu, which hydration
 * keeps open; with JavaScript off it opens and closes from the toggle. On the page of the top bar's
 * first link, as the remotes declare it. Each team's spec
 * (mfe-<part>/e2e/<part>-html-first.spec.ts) checks its own pages' controls the same way.
 */
import { test, expect, waitForInteractive } from './fixtures';
import { TOP_BAR_ROUTES, urlOf } from './support/routes';
import { tapsBeforeScripts } from './support/tap-before-scripts';

/** The top bar's first link: the page the menu is opened on, and the link the open menu shows. */
const FIRST_LINK = TOP_BAR_ROUTES[0]!;
const ROUTE = urlOf(FIRST_LINK);
const LINK_NAME = FIRST_LINK.nav!.topBar!.label;

tapsBeforeScripts([
  {
    route: ROUTE,
    control: 'the menu toggle',
    run: async (page, landed) => {
      await page.getByRole('button', { name: 'Menu' }).tap();
      await landed();
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: LINK_NAME });
      await expect(link).toBeVisible();
      await waitForInteractive(page);
      await expect(link).toBeVisible();
    },
  },
]);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('the menu opens from its toggle and closes again', { tag: '@shell' }, async ({ page }) => {
    await page.goto(ROUTE);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: LINK_NAME });
    await expect(link).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(link).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(link).toBeHidden();
  });
});
