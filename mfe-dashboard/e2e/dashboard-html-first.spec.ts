/**
 * HTML first, the dashboard: a learning-path group tapped before the scripts arrive stays as the
 * tap left it after hydration (the harness: e2e/tests/support/tap-before-scripts.ts), and with
 * JavaScript off the page shows its heading and learning paths from the HTML, and its title once
 * open (e2e/tests/support/served-page.ts).
 */
import { expect, waitForInteractive } from 'e2e/fixtures';
import { pagesTitled, pagesWithoutScripts } from 'e2e/support/served-page';
import { tapsBeforeScripts } from 'e2e/support/tap-before-scripts';

tapsBeforeScripts([
  {
    route: '/dashboard',
    control: 'a learning-path group',
    run: async (page, landed) => {
      const group = page.getByRole('main').locator('details').first();
      await group.locator('summary').tap();
      await landed();
      await expect(group).toHaveJSProperty('open', false);
      await waitForInteractive(page);
      await expect(group).toHaveJSProperty('open', false);
    },
  },
]);

pagesWithoutScripts([
  {
    path: '/dashboard',
    heading: 'Your Course Dashboard',
    content: ['Complete Frontend Development', 'Complete Backend Development', 'DSA Interview Preparation'],
  },
]);

pagesTitled([['/dashboard', 'Course Dashboard / CodeYatra']]);
