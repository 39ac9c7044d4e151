/**
 * Every page arrives as HTML, readable without JavaScript and styled by the CSS in its head. The
 * check of a page as served (the shell's frame around it, no loading or failure message, every
 * stylesheet whole in the head) runs in the shell's sweep over every declared route
 * (e2e/tests/ssr.spec.ts) and in each team's cases of its own pages, which add the page's heading
 * and a piece of its main content (pagesWithoutScripts, in mfe-<part>/e2e/<part>-html-first.spec.ts),
 * and its title once hydrated (pagesTitled): the team's words and the shell's brand suffix.
 */
import { originOf } from '@shared-data/parts';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { routeTags } from './owners';
import { TOP_BAR_ROUTES } from './routes';

/**
 * A route's own heading as the server writes it (the first h1 of its HTML, React's escapes undone,
 * spaces folded): the browser shows the same once the page has hydrated.
 */
export async function servedHeading(route: string): Promise<string> {
  const html = await (await fetch(`${originOf('shell')}${route}`)).text();
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return h1
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page open without JavaScript is whole: framed by the shell, nothing loading, styled from its head. */
export async function expectServedWhole(page: Page) {
  const firstLink = TOP_BAR_ROUTES[0]!.nav!.topBar!.label;
  await expect(page.getByRole('banner').getByRole('link', { name: firstLink, exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await expect(page.getByText(/is unavailable right now|Loading /)).toHaveCount(0);
  // Styled without any script: every stylesheet the page uses is in its head, whole, written by the server.
  const styles = await page.evaluate(() => ({
    inlineInHead: document.head.querySelectorAll('style').length,
    inlineElsewhere: document.body.querySelectorAll('style').length,
    linkedSheets: document.querySelectorAll('link[rel="stylesheet"]').length,
  }));
  expect(styles.inlineInHead).toBeGreaterThan(1);
  expect(styles.inlineElsewhere).toBe(0);
  expect(styles.linkedSheets).toBe(0);
  const banner = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).position);
  expect(['sticky', 'fixed']).toContain(banner);
}

export interface ServedPage {
  path: string;
  /** Its first-level heading. */
  heading: string | RegExp;
  /** Texts its main content holds. */
  content: (string | RegExp)[];
}

/** A test per page, with JavaScript off: its heading and content are in the HTML, and the page is whole. */
export function pagesWithoutScripts(pages: readonly ServedPage[]): void {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, heading, content } of pages) {
      test(
        `${path} shows its whole page, styled by the CSS in its head`,
        { tag: routeTags(path) },
        async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          const main = page.getByRole('main');
          for (const text of content) await expect(main.getByText(text).first()).toBeAttached();
          await expectServedWhole(page);
        },
      );
    }
  });
}

/** A test per page: once open (scripts and all), the page is titled so. */
export function pagesTitled(titles: readonly (readonly [path: string, title: string])[]): void {
  for (const [path, title] of titles) {
    test(`${path} is titled '${title}'`, { tag: routeTags(path) }, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }
}
