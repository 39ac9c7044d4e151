import { test, expect } from './fixtures';
import { CHAT_LINK_NAME, chatLinkPlace } from './support/chat-link';

/**
 * The floating chat link over the phone's open menu. On every route at every size, at the top, halfway
 * down and at the end of the page, it is checked in the route's visit in screen-fit.spec.
 */
test.describe('the floating chat link', () => {
  test('the open menu on a phone leaves it in view and usable', { tag: '@shell' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toBeVisible();
    const chat = page.getByRole('link', { name: CHAT_LINK_NAME });
    await expect(chat).toBeInViewport({ ratio: 1 });
    expect(await chatLinkPlace(page)).toMatchObject({ inView: true, covered: [] });
  });
});
