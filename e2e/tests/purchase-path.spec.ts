/**
 * A way to buy in view on every course and learning-path page (issue 43, item 5): on a phone, a link
 * to checkout (the page's Enroll Now or a membership plan's) is on screen, uncovered, at 30, 60 and
 * 90 % of the page's height, with and without scripts; the purchase bar is not on screen beside the
 * hero's Enroll Now, with scripts or without (the hero is drawn over it from the first frame, so a
 * slow phone never shows it over the hero); and at the very bottom the bar covers no text, no control and
 * not the chat link. The pages are every URL the catalogue's pages link to that its routes with a
 * slug answer (every course and every learning path), found from its routes without a slug.
 */
import type { Page } from '@playwright/test';
import { routeAnswers } from '@shared-data/contracts';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import { test, expect } from './fixtures';
import { CHAT_LINK_NAME } from './support/chat-link';
import { routeTags } from './support/owners';
import { DECLARED_ROUTES, urlOf } from './support/routes';

/** The catalogue's pages of one course or one learning path: its routes with a parameter. */
const DETAIL_ROUTES = DECLARED_ROUTES.filter((route) => route.remote === 'catalog' && route.path.includes('/:'));
/** The catalogue's routes without a parameter (home, catalogues...): where every detail page is linked. */
const LISTING_ROUTES = DECLARED_ROUTES.filter((route) => route.remote === 'catalog' && !route.path.includes('/:'));

/** The membership plans' checkout pages (a plan's button in the pricing block is a way to buy). */
const PLAN_CHECKOUTS = Object.entries(EXTERNAL_URLS)
  .filter(([name]) => name.startsWith('checkout'))
  .map(([, url]): string => url);

const PHONE = { width: 375, height: 812 };
const HEIGHTS = [0.3, 0.6, 0.9];

/** Every page a detail route answers that the catalogue's listing pages link to. */
async function detailPages(page: Page, route: string): Promise<string[]> {
  const found = new Set<string>();
  for (const listing of LISTING_ROUTES) {
    await page.goto(listing.path);
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const pathname = new URL(href, 'http://site').pathname;
      if (routeAnswers(route, pathname)) found.add(pathname);
    }
  }
  return [...found].sort();
}

/**
 * The links to checkout that a visitor can see and press at this scroll position: inside the window
 * and the topmost element at their centre (not under the bar, not hidden, not moved away).
 */
function visiblePurchaseLinks(page: Page) {
  return page.evaluate((planCheckouts) => {
    const isCheckout = (href: string) => /\/checkout\//.test(href) || planCheckouts.includes(href);
    return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => isCheckout(link.href))
      .filter((link) => {
        const box = link.getBoundingClientRect();
        if (box.width < 1 || box.top < 0 || box.bottom > window.innerHeight) return false;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && link.contains(top);
      })
      .map((link) => `${link.closest('[data-purchase-bar]') ? 'bar' : 'page'}: ${(link.textContent ?? '').trim()}`);
  }, PLAN_CHECKOUTS);
}

/** Scrolls so that the window's top is at this share of the page's height (as far as it goes). */
async function scrollToShare(page: Page, share: number) {
  await page.evaluate((at) => window.scrollTo(0, at * document.documentElement.scrollHeight), share);
}

/**
 * Scrolls to the very end (the caller polls: a page that grows as its lower parts are laid out is
 * scrolled again). No animation frames: with scripts off the page runs none.
 */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * The purchase bar when it is on screen, and what of the page is drawn under it: the chat link if
 * their boxes meet, and every element a point of the bar's box hits below the bar (what a visitor
 * would see there without it; clipped or hidden content is not hit), other than the page itself
 * (html, body) and the bar's own ancestors.
 */
function underTheBar(page: Page) {
  return page.evaluate((chatName) => {
    const bar = document.querySelector<HTMLElement>('[data-purchase-bar]');
    if (!bar) return null;
    const box = bar.getBoundingClientRect();
    const onScreen = getComputedStyle(bar).visibility === 'visible' && box.bottom > 0 && box.top < window.innerHeight;
    const found = new Set<string>();
    if (!onScreen) return { onScreen, found: [] };
    const chat = document.querySelector(`a[aria-label="${chatName}"]`)?.getBoundingClientRect();
    if (chat && chat.right > box.left && chat.left < box.right && chat.bottom > box.top && chat.top < box.bottom)
      found.add('the chat link');
    // A point every 8 px, a pixel inside the bar's edges (its edge pixels are shared with its neighbours).
    for (let y = box.top + 1; y < box.bottom - 1; y += 8) {
      for (let x = box.left + 1; x < box.right - 1; x += 8) {
        for (const element of document.elementsFromPoint(x, y)) {
          if (bar.contains(element) || element.contains(bar) || element === document.body) continue;
          found.add(`${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`);
        }
      }
    }
    return { onScreen, found: [...found] };
  }, CHAT_LINK_NAME);
}

test('the catalogue has course and learning-path routes, each with pages to check', { tag: '@catalog' }, () => {
  expect(DETAIL_ROUTES.length).toBeGreaterThanOrEqual(2);
  expect(LISTING_ROUTES.length).toBeGreaterThan(0);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a way to buy on a phone, scripts ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    for (const route of DETAIL_ROUTES) {
      test(
        `every page of ${route.path}: a purchase link in view at ${HEIGHTS.map((share) => share * 100).join(', ')} % of its height, the bar over nothing at the bottom`,
        { tag: routeTags(urlOf(route)) },
        async ({ page }) => {
          test.setTimeout(180_000);
          const pages = await detailPages(page, route.path);
          expect(pages.length, `pages of ${route.path} linked from the catalogue`).toBeGreaterThan(1);
          for (const url of pages) {
            await page.goto(url);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            // The hero's Enroll Now is in view: the bar has stepped aside.
            await expect
              .poll(() => visiblePurchaseLinks(page), { message: `${url} at the top` })
              .toEqual(['page: Enroll Now']);
            for (const share of HEIGHTS) {
              await scrollToShare(page, share);
              await expect
                .poll(() => visiblePurchaseLinks(page), { message: `${url} at ${share * 100} % of its height` })
                .not.toEqual([]);
              expect((await underTheBar(page))?.found ?? [], `${url} at ${share * 100} %`).not.toContain(
                'the chat link',
              );
            }
            // The page keeps room for the bar: it is on screen (scripts off) or steps aside, over nothing.
            await expect
              .poll(
                async () => {
                  await scrollToEnd(page);
                  return (await underTheBar(page))?.found;
                },
                { message: `${url} at the bottom` },
              )
              .toEqual([]);
          }
        },
      );
    }
  });
}
