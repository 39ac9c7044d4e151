import { test, expect } from './fixtures';
import { CHAT_LINK_NAME, chatLinkPlace } from './support/chat-link';
import { DECLARED_ROUTES, urlOf } from './support/routes';

test.describe('the floating chat link', () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    test(
      `stays in view and covers nothing down to the end of every page at ${viewport.width} px`,
      { tag: '@shell' },
      async ({ page }) => {
        // Every declared page (support/routes.ts), so a page a team adds is checked with no edit here.
        test.setTimeout(180_000);
        await page.setViewportSize(viewport);
        for (const route of DECLARED_ROUTES.map(urlOf)) {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          for (const at of [0.5, 1]) {
            await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), at);
            const place = await chatLinkPlace(page);
            expect(place, `${route} scrolled to ${at * 100} %`).toMatchObject({ inView: true, covered: [] });
          }
        }
      },
    );
  }

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
