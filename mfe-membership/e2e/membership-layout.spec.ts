/**
 * /membership's layout (issue 43). On a phone the plans start within the first third of the page's
 * height, so a visitor reaches the prices without scrolling through the whole library first (read
 * from the page as served, after it has been scrolled through once: what renders near the viewport
 * is there). On a desktop the library's grids leave no card alone in a row.
 */
import { test, expect } from 'e2e/fixtures';
import { gridRows, isBalanced } from 'e2e/support/grid-rows';

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the library's grids leave no card alone in a row, every card one size", async ({ page }) => {
    await page.goto('/membership');
    const library = page.locator('#library');
    const [paths, courses] = [library.getByRole('list').nth(0), library.getByRole('list').nth(1)];
    await courses.scrollIntoViewIfNeeded();
    expect((await gridRows(paths)).rows).toEqual([3]);
    // 10 courses in 3 columns: 3, 3, 2, 2, the shorter rows centred (not 3, 3, 3, 1).
    const grid = await gridRows(courses);
    expect(grid.rows).toEqual([3, 3, 2, 2]);
    expect(isBalanced(grid)).toBe(true);
  });
});

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
