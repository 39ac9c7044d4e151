/**
 * Every route at every size from the narrowest phone to a wide desktop, in one visit: nothing scrolls
 * sideways; the floating chat link is in the first screen, at least 44 px, over no link, button or
 * line of text, and stays so halfway down and at the end of the page on a phone, a laptop and a wide
 * desktop; and at 320 px (the design system's rule, support/design-system.ts) no text runs out of its
 * card and no figure or word breaks across two lines ("12,72 / 1", "Question / s").
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHAT_LINK_NAME, chatLinkPlace, SIZES } from './support/chat-link';
import { brokenWords, overflowingText, scrollThrough } from './support/design-system';
import { routeTags } from './support/owners';
import { EVERY_ROUTE } from './support/routes';

/** The sizes at which the chat link is also checked scrolled halfway down and to the end of the page. */
const SCROLLED_AT = new Set(['375×568', '1280×568', '1920×1080']);

/** How far the page sticks out sideways, naming the widest element that does; null when it fits. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= viewport) return null;
    const culprit = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
    return `${document.documentElement.scrollWidth - viewport} px (${culprit?.tagName.toLowerCase()}.${culprit?.className})`;
  });
}

/** What is wrong with the chat link where the page is scrolled to (`where` names the place). */
async function chatLinkFaults(page: Page, where: string): Promise<string[]> {
  const place = await chatLinkPlace(page);
  if (!place) return [`${where}: no chat link`];
  return [
    ...(place.inView ? [] : [`${where}: chat link out of view`]),
    ...(place.size.width < 44 || place.size.height < 44 ? [`${where}: chat link smaller than 44 px`] : []),
    ...place.covered.map((what) => `${where}: chat link covers ${what}`),
  ];
}

for (const route of EVERY_ROUTE) {
  test(
    `${route} fits every screen from 320×568 to 1920×1080, the chat link in view over nothing, no text out of its card or word broken at 320 px`,
    { tag: routeTags(route) },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: CHAT_LINK_NAME })).toHaveCount(1);
      // What renders as it nears the viewport is there for the text checks.
      await scrollThrough(page);
      expect.soft(await overflowingText(page), 'text running out of its card at 320 px').toEqual([]);
      expect.soft(await brokenWords(page), 'figures or words broken across two lines at 320 px').toEqual([]);
      const wrong: string[] = [];
      for (const { width, height } of SIZES) {
        await page.setViewportSize({ width, height });
        const at = `${width}×${height}`;
        const overflow = await sidewaysOverflow(page);
        if (overflow) wrong.push(`${at}: scrolls sideways by ${overflow}`);
        wrong.push(...(await chatLinkFaults(page, at)));
        if (!SCROLLED_AT.has(at)) continue;
        for (const share of [0.5, 1]) {
          await page.evaluate((to) => window.scrollTo(0, document.documentElement.scrollHeight * to), share);
          wrong.push(...(await chatLinkFaults(page, `${at} scrolled to ${share * 100} %`)));
        }
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      expect(wrong).toEqual([]);
    },
  );
}
