/**
 * One look across the four teams' pages (issue 33): read from every route as served, at a phone's
 * and a desktop's width, the site has at most five filled-button looks (shared-data/ui's Button),
 * every filled button at least 44 px tall, one content edge for every page container
 * (PageContainer), icon circles only in IconCircle's sizes, no heading whose last line is one short
 * word or that holds figures besides its title, every star rating drawn by the spec's rule (4 full +
 * 1 partial), and at 375 px no figure or word broken across two lines ("12,72 / 1", "Question / s":
 * the stats' rule). A part that styles its own button or container fails here. At 320 px, each
 * route's visit in screen-fit.spec finds no text running out of its card and no broken figure or
 * word. Touch targets (WCAG 2.2 target-size) are axe's, in accessibility.spec.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  brokenWords,
  containerEdges,
  filledButtonLooks,
  headingsEndingInLoneWord,
  headingsHoldingFigures,
  iconCircles,
  scrollThrough,
  starRatings,
} from './support/design-system';
import { tagOfRoute } from './support/owners';
import { EVERY_ROUTE } from './support/routes';

/** primary, secondary (on dark: the inverted fill), the accent of an offer, and their small sizes. */
const MOST_BUTTON_LOOKS = 5;

/** IconCircle's diameters (small, medium, large: 2.5, 3 and 4.5 rem). */
const ICON_CIRCLE_SIZES = [40, 48, 72];

/**
 * The spec's star rule: every rating the site shows (4.5 to 4.7) is drawn as 4 full stars and a
 * partial one, and its label names a figure between 4 and 5.
 */
const FOUR_AND_A_PARTIAL = 'full full full full partial';

/** The sweep over every route holds every team to the system: each team's run includes it. */
const EVERY_TEAM = [...new Set(EVERY_ROUTE.map(tagOfRoute))];

/** Opens the page and scrolls it through once, so what renders as it nears the viewport is there. */
async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the design system at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(
      `every route: at most ${MOST_BUTTON_LOOKS} filled-button looks, each at least 44 px tall, one container edge, icon circles of IconCircle, no heading ending in a lone short word or holding figures, ratings of 4 full stars and a partial${viewport.width < 768 ? ', no figure or word broken across two lines' : ''}`,
      { tag: EVERY_TEAM },
      async ({ page }) => {
        test.setTimeout(180_000);
        const looks = new Map<string, string[]>();
        const edges = new Map<number, string[]>();
        const short: string[] = [];
        const lone: string[] = [];
        const holding: string[] = [];
        const circles: number[] = [];
        const oddCircles: string[] = [];
        const ratings: string[] = [];
        const offRule: string[] = [];
        const broken: string[] = [];
        for (const route of EVERY_ROUTE) {
          await open(page, route);
          for (const { label, stars } of await starRatings(page)) {
            ratings.push(label);
            const figure = Number(/Rated ([\d.]+) out of 5/.exec(label)?.[1]);
            if (stars !== FOUR_AND_A_PARTIAL || !(figure > 4 && figure < 5))
              offRule.push(`${route}: ${label} drawn ${stars}`);
          }
          for (const { look, where } of await filledButtonLooks(page)) {
            looks.set(look, [...(looks.get(look) ?? []), `${route} ${where}`]);
            if (parseInt(look.split(' ').at(-1) ?? '0', 10) < 44) short.push(`${route} ${where}: ${look}`);
          }
          lone.push(...(await headingsEndingInLoneWord(page)).map((heading) => `${route} ${heading}`));
          holding.push(...(await headingsHoldingFigures(page)).map((heading) => `${route} ${heading}`));
          for (const { size, where } of await iconCircles(page)) {
            circles.push(size);
            if (!ICON_CIRCLE_SIZES.includes(size)) oddCircles.push(`${route} ${where}: ${size} px`);
          }
          for (const { edge, where } of await containerEdges(page)) {
            edges.set(edge, [...(edges.get(edge) ?? []), `${route} ${where}`]);
          }
          if (viewport.width < 768) broken.push(...(await brokenWords(page)).map((word) => `${route} ${word}`));
        }
        const report = (found: Map<unknown, string[]>) =>
          [...found].map(([key, seen]) => `${String(key)}: ${seen.length} (${seen.slice(0, 3).join('; ')})`);
        expect.soft(looks.size, 'the sweep saw filled buttons').toBeGreaterThan(0);
        expect.soft(report(looks).length, report(looks).join('\n')).toBeLessThanOrEqual(MOST_BUTTON_LOOKS);
        expect.soft(short).toEqual([]);
        expect.soft(lone).toEqual([]);
        expect.soft(holding, 'headings that hold figures besides their title').toEqual([]);
        expect.soft(circles.length, 'the sweep saw icon circles').toBeGreaterThan(0);
        expect.soft(oddCircles).toEqual([]);
        expect.soft(ratings.length, 'the sweep saw star ratings').toBeGreaterThan(0);
        expect.soft(offRule, "ratings drawn by the spec's rule (4 full + 1 partial)").toEqual([]);
        expect.soft(broken, 'figures or words broken across two lines').toEqual([]);
        expect(report(edges)).toHaveLength(1);
      },
    );
  });
}
