/**
 * QA's visual baselines: a full-page picture of every route at a phone's and a desktop's width,
 * compared with the committed pictures, kept in the folder of the part that renders the route
 * (`mfe-<part>/e2e/visual-baselines/`; the shell's 404 page in `e2e/tests/visual-baselines/`). A section pushed out of place or a
 * style leaking into another team's section changes pixels no assertion reads. In India, on the
 * routes that show prices, the picture holds what the region changes (the prices and what holds
 * them); the rest, the same as everywhere, is masked. Review and update: README, "Visual baselines"
 * (`npm run test:visual -- --update`, which also stores each new picture in 256 colours).
 * The page is pictured as a visitor gets it, restyled in nothing: Debian's Chromium (headless shell) with the fonts
 * it ships, animations and the caret off, the whole page shown once (what loads as it nears the
 * viewport has loaded) and pictured whole but for the room kept under a purchase bar
 * (`fitWindowToDrawnBands`), nothing fetched from outside; masked: the footer's year (the server
 * writes it), the video frame and the testimonials' small flags.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { originOf, ROOT } from '@shared-data/parts';
import { test, expect, waitForInteractive } from './fixtures';
import { BASELINE_FOLDERS, baselinesOf, filesIn, routeTags, tagOfRoute } from './support/owners';
import { EVERY_ROUTE, PRICED_ROUTES } from './support/routes';

/** Routes whose prices differ between India and the rest of the world (`priced` in their declaration). */
const PRICED = PRICED_ROUTES;

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** What the committed pictures may weigh in all (issue 29): each is stored in 256 colours. */
const BASELINES_BUDGET_BYTES = 8 * 1024 * 1024;

/** A file name for a route: '/' → 'home', '/courses/x/learn' → 'courses-x-learn'. */
const fileName = (route: string) => route.slice(1).replace(/\//g, '-') || 'home';

/** A picture's path from the repository's root (the snapshot path template's testDir), as path segments. */
const pictureOf = (route: string, name: string) => [...baselinesOf(tagOfRoute(route)).split('/'), name];

/**
 * Shows the whole page at once, in a window as tall as the page, so that what loads as it nears the
 * viewport (lazy images, sections drawn when near) has loaded; waits for the images and fonts; then
 * gives the window its size back. Scrolling through instead would leave the sticky buy box drawn a
 * pixel higher (Chromium keeps a fraction of its last sticky offset), depending on where the scroll
 * went, and the picture with it.
 */
async function showWhole(page: Page, viewport: { width: number; height: number }) {
  // A few rounds: sections drawn when near can grow the page once more (a page whose height follows
  // the window's would grow every round).
  for (let round = 0, grown = true; grown && round < 4; round++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    grown = height > (page.viewportSize()?.height ?? 0);
    if (grown) await page.setViewportSize({ width: viewport.width, height });
    await nextFrame(page);
  }
  await imagesDrawn(page);
  await page.setViewportSize(viewport);
  await nextFrame(page);
}

/**
 * Waits until every image in the window has loaded and is decoded (`decode()`: an image decoded off
 * the main thread, `decoding="async"`, can be loaded and still blank in the next frame), and the
 * fonts are ready. In the window: what an IntersectionObserver finds there, clipped by scrolling
 * rows (their images beyond the row's edge are lazy and never load) and closed dialogs. None is
 * waited for longer than 15 s.
 */
async function imagesDrawn(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    const inWindow = await new Promise<HTMLImageElement[]>((resolve) => {
      if (!images.length) return resolve([]);
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
      });
      for (const image of images) observer.observe(image);
    });
    await Promise.race([
      Promise.all(inWindow.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 15_000)),
    ]);
    await document.fonts.ready;
  });
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * A page whose bands are drawn only near the screen (`content-visibility: auto`) is pictured in a
 * window as tall as the page: in the visitor's window Chromium skips the bands below it in a
 * full-page capture as it does on screen, and they would be blank. Back in that window after
 * `showWhole`, each band keeps the height it was drawn at, so the body's content is the page's own
 * height; the window takes it, rounded down, so that what is at least as tall as the window (the
 * page's root, `min-height: 100vh`) keeps its height. In the tall window the page's own purchase
 * controls are in view, so the fixed purchase bar is hidden (once the scripts have run), as for a
 * visitor who sees them. The picture is then the window: the room kept for the bar under the footer
 * (the body's border) is left out, since a capture beyond the window makes Chromium resize it for a
 * moment (to 1 × 1 px, then back), no control is in view in that moment, and the bar came back into
 * some pictures. Any other page keeps the visitor's window, and its `vh` heights with it, and is
 * pictured whole. Returns whether the window was fitted.
 */
async function fitWindowToDrawnBands(page: Page, viewport: { width: number; height: number }): Promise<boolean> {
  const height = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('body *')];
    if (!elements.some((element) => getComputedStyle(element).contentVisibility === 'auto')) return 0;
    const body = getComputedStyle(document.body);
    const edges = [body.borderTopWidth, body.borderBottomWidth, body.paddingTop, body.paddingBottom];
    return Math.floor(
      document.body.getBoundingClientRect().height - edges.reduce((sum, edge) => sum + parseFloat(edge), 0),
    );
  });
  if (height <= viewport.height) return false;
  await page.setViewportSize({ width: viewport.width, height });
  // Chromium decides which bands are near the screen after a frame, and draws them in a later one.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .every(
        (band) => !band.firstElementChild || band.firstElementChild.checkVisibility({ contentVisibilityAuto: true }),
      ),
  );
  // The bar steps aside once the page's scripts have run and seen the page's own controls in view.
  await waitForInteractive(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-purchase-bar]')].every((bar) => getComputedStyle(bar).visibility === 'hidden'),
  );
  await nextFrame(page);
  return true;
}

/**
 * What an Indian visitor sees the same as everyone else: every element of the page that holds no
 * price in rupees, taken as large as possible (an element holding one is opened up, down to the
 * elements holding none). Returned as one locator of the elements' paths.
 */
async function sameEverywhere(page: Page): Promise<Locator[]> {
  const paths = await page.evaluate(() => {
    const pathOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        parts.unshift(
          `${node.tagName.toLowerCase()}:nth-child(${[...node.parentElement!.children].indexOf(node) + 1})`,
        );
      }
      return `body > ${parts.join(' > ')}`;
    };
    const found: string[] = [];
    const visit = (element: Element) => {
      for (const child of element.children) {
        if (!(child.textContent ?? '').includes('₹')) found.push(pathOf(child));
        else visit(child);
      }
    };
    visit(document.body);
    return found;
  });
  // One locator for them all: a mask of hundreds of locators took longer to find than the
  // screenshot's timeout on a busy machine.
  return paths.length ? [page.locator(paths.join(', '))] : [];
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
          await showWhole(page, viewport);
          const fitted = await fitWindowToDrawnBands(page, viewport);
          // The testimonials' flags too: a few hundred of their pixels do not survive the pictures'
          // 256 colours on the home page (tiny areas of a colour the rest of the picture lacks).
          const alwaysMasked = [
            page.locator('iframe'),
            page.getByRole('contentinfo').getByText(/^©/),
            page.getByRole('img', { name: /^Flag of / }),
          ];
          await imagesDrawn(page);
          const name = `${fileName(route)}-${viewport.name}-${region.toLowerCase()}.png`;
          await expect(page).toHaveScreenshot(pictureOf(route, name), {
            fullPage: !fitted,
            mask: region === 'IN' ? [...alwaysMasked, ...(await sameEverywhere(page))] : alwaysMasked,
            maskColor: '#ff00ff',
          });
        },
      );
    }
  }
}

test('the baselines weigh at most 8 MB, each picture stored in 256 colours', { tag: '@shell' }, () => {
  const pictures = BASELINE_FOLDERS.flatMap((folder) => filesIn(folder, '.png')).map((file) => path.join(ROOT, file));
  expect(pictures.length).toBe(EVERY_ROUTE.length * WIDTHS.length + PRICED.size * WIDTHS.length);
  // Colour type 3 (indexed) in the PNG header: the update step (scripts/visual.mjs) quantised it.
  const fullColour = pictures.filter((file) => fs.readFileSync(file)[25] !== 3);
  expect(fullColour, 'run npm run test:visual -- --update to store them in 256 colours').toEqual([]);
  const bytes = pictures.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  expect(bytes).toBeLessThanOrEqual(BASELINES_BUDGET_BYTES);
});
