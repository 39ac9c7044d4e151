/**
 * Video posters read as posters (issue 43): a course's cover, shown as the poster of its preview
 * video (the course page's hero) or of the locked player (the learn page), draws its technology
 * marks small in a corner, and the control (play, or a lock) sits in the clean middle, clear of
 * them; the learn poster names the course at every width, clear of the control too.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { routeTags } from './support/owners';
import { overlaps, posterMarkBox } from './support/poster';

const box = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
};

const COURSE = '/courses/python-programming-masterclass';
const POSTERS = [
  { path: COURSE, what: 'the preview video in the hero', learn: false },
  { path: `${COURSE}/learn`, what: 'the player, its preview playable', learn: true },
  { path: '/courses/data-structures-and-algorithms-interviews/learn', what: 'the player, locked', learn: true },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    for (const { path, what, learn } of POSTERS) {
      test(`${path}: ${what}: the control clear of the cover's marks`, { tag: routeTags(path) }, async ({ page }) => {
        await page.goto(path);
        const poster = learn
          ? page.getByRole('region', { name: 'Video player' })
          : page
              .getByRole('main')
              .getByRole('button', { name: /^Play / })
              .first();
        const picture = poster.locator('img').first();
        const control = poster.locator('[data-poster-control]');
        await expect(control).toHaveCount(1);
        const [mark, controlBox, frame] = [await posterMarkBox(page, picture), await box(control), await box(picture)];
        expect(overlaps(mark, controlBox), 'the control covers the marks').toBe(false);
        // The marks are in the picture, a corner's worth of it.
        expect(overlaps(mark, frame)).toBe(true);
        expect(mark.width).toBeLessThan(frame.width / 3);
        if (!learn) return;
        // The course's name, in the poster at every width, clear of the control.
        const title = await page.getByRole('heading', { level: 1 }).textContent();
        const name = poster.getByText(title!.trim(), { exact: true });
        const nameBox = await box(name);
        expect(overlaps(nameBox, controlBox), 'the title runs under the control').toBe(false);
        expect(overlaps(nameBox, mark)).toBe(false);
        expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(frame.y + frame.height);
      });
    }
  });
}
