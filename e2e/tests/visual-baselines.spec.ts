/**
 * QA's visual baselines: a full-page picture of every route at a phone's and a desktop's width, in
 * both regions where prices show, compared with the committed pictures in visual-baselines/. A section
 * pushed out of place or a style leaking into another team's section changes pixels no assertion
 * reads. Review and update: README, "Visual baselines" (`npm run test:visual -- --update`).
 * Deterministic: Debian's Chromium with the fonts it ships, animations and the caret off, the footer's
 * year masked (the server writes it), external images answered locally, the video frame masked.
 */
import type { Page } from '@playwright/test';
import { originOf } from '../scripts/parts.cjs';
import { drawEverySection, test, expect } from './fixtures';
import { routeTags } from './support/owners';
import { EVERY_ROUTE } from './support/routes';

/** Routes whose prices (and so their layout) differ between India and the rest of the world. */
const PRICED = new Set<string>([
  '/',
  '/courses',
  '/courses/python-programming-masterclass',
  '/learning-path',
  '/bundles/complete-backend-development',
  '/membership',
  '/join',
  '/faqs',
]);

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** A file name for a route: '/' → 'home', '/courses/x/learn' → 'courses-x-learn'. */
const fileName = (route: string) => route.slice(1).replace(/\//g, '-') || 'home';

/**
 * Makes the page still: every section drawn (a full-page picture draws only what is near the
 * viewport), every image loaded (lazy ones too), the fonts ready, and sticky boxes pinned where they
 * are at the top (a full-page picture resizes the window, and a sticky box's place then moves by a
 * sub-pixel from one run to the next).
 */
async function settle(page: Page) {
  await drawEverySection(page);
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).position === 'sticky') element.style.position = 'relative';
    }
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const loaded = (image: HTMLImageElement) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
    await Promise.race([Promise.all(images.map(loaded)), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await document.fonts.ready;
  });
}

for (const route of EVERY_ROUTE) {
  for (const region of PRICED.has(route) ? (['GLOBAL', 'IN'] as const) : (['GLOBAL'] as const)) {
    for (const viewport of WIDTHS) {
      test(
        `${route} looks as approved, ${viewport.name}${PRICED.has(route) ? `, ${region}` : ''}`,
        { tag: routeTags(route) },
        async ({ page, context }) => {
          if (region === 'IN') {
            await context.addCookies([{ name: 'user_location', value: 'IN', url: originOf('shell') }]);
          }
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await settle(page);
          await expect(page).toHaveScreenshot(`${fileName(route)}-${viewport.name}-${region.toLowerCase()}.png`, {
            fullPage: true,
            mask: [page.locator('iframe'), page.getByRole('contentinfo').getByText(/^©/)],
            maskColor: '#ff00ff',
          });
        },
      );
    }
  }
}
