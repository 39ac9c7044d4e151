/**
 * Every route at every size from the narrowest phone to a wide desktop: nothing scrolls sideways, and
 * the floating chat link is in the first screen, at least 44 px, over no link, button or line of text.
 */
import { test, expect } from './fixtures';
import { CHAT_LINK_NAME, chatLinkPlace, SIZES } from './support/chat-link';
import { routeTags } from './support/owners';
import { EVERY_ROUTE } from './support/routes';

/** How far the page sticks out sideways, naming the widest element that does; null when it fits. */
function sidewaysOverflow(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= viewport) return null;
    const culprit = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
    return `${document.documentElement.scrollWidth - viewport} px (${culprit?.tagName.toLowerCase()}.${culprit?.className})`;
  });
}

for (const route of EVERY_ROUTE) {
  test(
    `${route} fits every screen from 320×568 to 1920×1080, the chat link in view over nothing`,
    { tag: routeTags(route) },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: CHAT_LINK_NAME })).toHaveCount(1);
      const wrong: string[] = [];
      for (const { width, height } of SIZES) {
        await page.setViewportSize({ width, height });
        const at = `${width}×${height}`;
        const overflow = await sidewaysOverflow(page);
        if (overflow) wrong.push(`${at}: scrolls sideways by ${overflow}`);
        const place = await chatLinkPlace(page);
        if (!place) wrong.push(`${at}: no chat link`);
        else {
          if (!place.inView) wrong.push(`${at}: chat link out of view`);
          if (place.size.width < 44 || place.size.height < 44) wrong.push(`${at}: chat link smaller than 44 px`);
          for (const what of place.covered) wrong.push(`${at}: chat link covers ${what}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
}
