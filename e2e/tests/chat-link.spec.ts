import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { EVERY_ROUTE } from './support/routes';

/** Widths from the narrowest phone to a wide desktop, both sides of each breakpoint (860 px, 112rem). */
const WIDTHS = [320, 360, 375, 414, 600, 768, 859, 860, 1024, 1280, 1440, 1791, 1792, 1920];
const HEIGHTS = [568, 740, 1080];

const NAME = 'Chat with support (opens in a new tab)';

/**
 * Where the chat link is, and what of the page it covers: every link, button, form control or line of
 * text (other than its own) whose box meets the link's box.
 */
function chatLinkPlace(page: Page) {
  return page.evaluate((name) => {
    const chat = document.querySelector<HTMLElement>(`a[aria-label="${name}"]`);
    if (!chat) return null;
    const link = chat.getBoundingClientRect();
    const meets = (box: DOMRect) =>
      box.width >= 1 &&
      box.height >= 1 &&
      box.right > link.left &&
      box.left < link.right &&
      box.bottom > link.top &&
      box.top < link.bottom;
    // Docked in the sticky top bar, the link moves with the bar: what scrolls under the bar is the bar's
    // to hide. In the first screen nothing is under the bar, so there every box counts.
    const bar = window.scrollY > 0 ? chat.closest('header') : null;
    const hiddenByBar = (node: Node) => bar !== null && !bar.contains(node);
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')) {
      if (control === chat || control.contains(chat) || control.closest('.visually-hidden') || hiddenByBar(control))
        continue;
      if ([...control.getClientRects()].some(meets)) {
        covered.push(
          `${control.tagName} ${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}`,
        );
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || chat.contains(node) || node.parentElement?.closest('.visually-hidden') || hiddenByBar(node))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text ${text.slice(0, 40)}`);
    }
    const view = document.documentElement;
    return {
      inView: link.top >= 0 && link.left >= 0 && link.bottom <= view.clientHeight && link.right <= view.clientWidth,
      size: { width: link.width, height: link.height },
      covered,
    };
  }, NAME);
}

test.describe('the floating chat link', () => {
  for (const route of EVERY_ROUTE) {
    test(`is in the first screen of ${route} at every size from 320×568 to 1920×1080, covering nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 740 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: NAME })).toHaveCount(1);
      const wrong: string[] = [];
      for (const width of WIDTHS) {
        for (const height of HEIGHTS) {
          await page.setViewportSize({ width, height });
          const place = await chatLinkPlace(page);
          const at = `${width}×${height}`;
          if (!place) wrong.push(`${at}: no chat link`);
          else {
            if (!place.inView) wrong.push(`${at}: out of view`);
            if (place.size.width < 44 || place.size.height < 44) wrong.push(`${at}: smaller than 44 px`);
            for (const what of place.covered) wrong.push(`${at}: covers ${what}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    test(`stays in view and covers nothing down to the end of a long page at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const route of ['/', '/courses/react-masterclass', '/membership']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const at of [0.5, 1]) {
          await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), at);
          const place = await chatLinkPlace(page);
          expect(place, `${route} scrolled to ${at * 100} %`).toMatchObject({ inView: true, covered: [] });
        }
      }
    });
  }

  test('the open menu on a phone leaves it in view and usable', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toBeVisible();
    const chat = page.getByRole('link', { name: NAME });
    await expect(chat).toBeInViewport({ ratio: 1 });
    expect(await chatLinkPlace(page)).toMatchObject({ inView: true, covered: [] });
  });
});
