/**
 * Every band below the first screen is drawn only when it nears the screen (`content-visibility:
 * auto`, shared-data/ui's PageContainer) and keeps an estimated height until then. An estimate
 * shorter than its band puts the band's far end over the band below, where tools that measure what
 * is painted at an element's place (axe's and Lighthouse's contrast checks) read the wrong band, and
 * the page grows under the visitor's scroll bar; one much taller makes the scroll bar promise a
 * longer page. So on every route, at a phone's width, a tablet's, a laptop's and a desktop's (the
 * estimate's three widths, BandEstimate), no band is taller than the height it kept, and the page as
 * first laid out is within a quarter of its length once every band has been drawn. The bands are
 * drawn by scrolling the page through, as a visitor would.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { scrollThrough } from './support/design-system';
import { routeTags } from './support/owners';
import { EVERY_ROUTE } from './support/routes';

const WIDTHS = [375, 768, 1024, 1280];

/** How far the page's length as first laid out may be from its length with every band drawn. */
const LENGTH_TOLERANCE = 0.25;

/** The page's length: its body's height (the window's height does not count in). */
const pageLength = (page: Page) => page.evaluate(() => document.body.getBoundingClientRect().height);

/** Each band: its heading (or class), the height it keeps until drawn and its content's height, in rem. */
function bands(page: Page) {
  return page.evaluate(() => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    return [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .map((element) => {
        const style = getComputedStyle(element);
        const content =
          element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const heading = element.querySelector('h2, h3')?.textContent ?? element.className;
        return {
          band: heading.replace(/\s+/g, ' ').trim().slice(0, 60),
          kept: parseFloat(style.containIntrinsicBlockSize.replace('auto', '')) / rem,
          drawn: content / rem,
        };
      });
  });
}

for (const route of EVERY_ROUTE) {
  test(
    `${route}: no band is taller than the height it keeps until drawn, at ${WIDTHS.join(', ')} px; the page's first length is within a quarter of its drawn one`,
    { tag: routeTags(route) },
    async ({ page }) => {
      const wrong: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const first = await pageLength(page);
        await scrollThrough(page);
        const drawn = await pageLength(page);
        if (Math.abs(first - drawn) > drawn * LENGTH_TOLERANCE)
          wrong.push(`${width} px: the page is first ${Math.round(first)} px long, ${Math.round(drawn)} px drawn`);
        for (const { band, kept, drawn: height } of await bands(page)) {
          // Half a rem: rounding of the lines' heights.
          if (height > kept + 0.5)
            wrong.push(`${width} px: "${band}" is ${height.toFixed(1)} rem tall, kept ${kept.toFixed(1)} rem`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
}
