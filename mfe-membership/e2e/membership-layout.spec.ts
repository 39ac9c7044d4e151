/**
 * /membership on a phone (issue 43): the plans start within the first third of the page's height,
 * so a visitor reaches the prices without scrolling through the whole library first. Read from the
 * page as served, after it has been scrolled through once (what renders near the viewport is there).
 */
import { test, expect } from 'e2e/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test('the plans start within the first third of the membership page at 375 px', async ({ page }) => {
  await page.goto('/membership');
  const plans = page.getByRole('region', { name: 'Choose Your Learning Journey' });
  await expect(plans.getByRole('link', { name: /Get Lifetime Access/ })).toBeVisible();
  const { top, height } = await plans.evaluate(async (section) => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    return { top: section.getBoundingClientRect().top, height: document.documentElement.scrollHeight };
  });
  expect(top, `the plans start at ${Math.round(top)} px of ${height} px`).toBeLessThanOrEqual(height / 3);
});
