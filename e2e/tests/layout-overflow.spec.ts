import { test, expect } from './fixtures';
import { EVERY_ROUTE } from './support/routes';

const WIDTHS = [320, 375, 768, 1280];

for (const width of WIDTHS) {
  test(`no route scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const route of EVERY_ROUTE) {
      await page.goto(route);
      const wider = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= viewport) return null;
        // Name the widest element that sticks out, to make the failure useful.
        const culprit = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
          .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
        return `${document.documentElement.scrollWidth - viewport} px (${culprit?.tagName.toLowerCase()}.${culprit?.className})`;
      });
      if (wider) overflowing.push(`${route}: ${wider}`);
    }
    expect(overflowing).toEqual([]);
  });
}
