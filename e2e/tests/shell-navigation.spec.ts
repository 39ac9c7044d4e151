import { originOf } from '@shared-data/parts';
import { test, expect, expectHydrated, expectPageHeading, holdSectionCode, waitForInteractive } from './fixtures';

async function metaContent(page: import('@playwright/test').Page, selector: string) {
  return page.locator(`head ${selector}`).getAttribute('content');
}

test.describe('titles and meta', () => {
  test('a course page carries its title, description, keywords, Open Graph and Twitter tags', async ({ page }) => {
    await page.goto('/courses/react-masterclass');
    await expectPageHeading(page, 'React Masterclass');
    await expect(page).toHaveTitle('React Masterclass / CodeYatra');
    const description = await metaContent(page, 'meta[name="description"]');
    expect(description).toMatch(/modern React/);
    expect(await metaContent(page, 'meta[name="keywords"]')).toContain('Hooks');
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe('React Masterclass / CodeYatra');
    expect(await metaContent(page, 'meta[property="og:description"]')).toBe(description);
    expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${originOf('shell')}/courses/react-masterclass`);
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await metaContent(page, 'meta[name="twitter:title"]')).toBe('React Masterclass / CodeYatra');
  });

  test('the title and description follow client-side navigation', async ({ page }) => {
    await page.goto('/courses/react-masterclass');
    await expectPageHeading(page, 'React Masterclass');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Membership/ })
      .click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page).toHaveTitle('Membership: Every Course, One Price / CodeYatra');
    expect(await metaContent(page, 'meta[name="description"]')).toMatch(/One membership unlocks/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy / CodeYatra');
  });

  test('the code that writes the head loads on the first client-side navigation, not with the page', async ({
    page,
  }) => {
    const headScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/page-head\.[0-9a-f]+\.js$/.test(request.url())) {
        headScripts.push(request.url());
      }
    });
    await page.goto('/');
    await expectPageHeading(page, /Learn to Code by Building/);
    expect(headScripts).toEqual([]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveTitle('Frequently Asked Questions / CodeYatra');
    const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type'?: string;
    };
    expect(data['@type']).toBe('FAQPage');
    expect(headScripts).toHaveLength(1);
  });

  // Every route is titled by its page, then the brand, in its visit in shell-routes.spec; each team
  // checks its pages' own titles (pagesTitled, in mfe-<part>/e2e/<part>-html-first.spec.ts).
});

test.describe('on every navigation', () => {
  test('the page scrolls to the top and a pageview with path and query is pushed', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto('/courses?utm_source=newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(events).toEqual([
      { event: 'pageview', page: '/courses?utm_source=newsletter' },
      { event: 'pageview', page: '/about' },
    ]);
  });

  test('without a data layer nothing is pushed and nothing breaks', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('layout', () => {
  test('the current route is highlighted in the top bar', async ({ page }) => {
    await page.goto('/learning-path');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Learning Path' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /Membership/ })).toContainText('50% OFF');
  });

  test('on a phone the menu collapses behind its toggle, a popover; following a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeHidden();
    await toggle.click();
    expect(await nav.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeHidden();
  });

  test('on a phone Esc closes the open menu and puts focus back on the toggle; the page behind is dimmed and still', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    // The backdrop covers the page below the bar, and the page does not scroll under it.
    const covering = await page.evaluate(() => {
      const element = document.elementFromPoint(187, 700);
      return element ? getComputedStyle(element).backgroundColor : null;
    });
    expect(covering).toMatch(/rgba\(15, 23, 42, 0\.45\)/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await nav.getByRole('link', { name: 'Courses' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeHidden();
  });

  test('on a phone a press outside the open menu closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await page.mouse.click(187, 700);
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a skip link leads to the main content; footer and chat link are on every page', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} CodeYatra`);
    await expect(footer.getByRole('navigation', { name: 'Popular courses' }).getByRole('link')).toHaveCount(4);
    const chat = page.getByRole('link', { name: /Chat with support/ });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the skip link leaves the sections that wait for the visitor as served while their code loads', async ({
    page,
  }) => {
    const code = await holdSectionCode(page, ['PricingBlock', 'PopularCourses']);
    await page.goto('/courses/python-programming-masterclass');
    await expectPageHeading(page, 'Python Programming Masterclass');
    await waitForInteractive(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('main#main-content')).toBeFocused();
    // The page stays, so its sections hydrate: their code is asked for, and held back here.
    await code.requested;
    const lifetime = page.getByRole('link', { name: 'Get Lifetime Access' });
    const popular = page.getByRole('navigation', { name: 'Popular courses' }).getByRole('link');
    await expect(lifetime).toBeVisible();
    await expect(popular).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: /^Loading / })).toHaveCount(0);
    code.release();
    await expectHydrated(lifetime);
    await expectHydrated(popular.first());
  });
});
