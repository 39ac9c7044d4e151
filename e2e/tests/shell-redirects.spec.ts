import { originOf } from '@shared-data/parts';
import type { Page } from '@playwright/test';
import { test, expect, expectPageHeading } from './fixtures';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import { RESOURCE_DOCUMENTS } from '@shared-data/content-site';

/** A client-side navigation inside the loaded app (what an in-app link does), without a page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('external redirects', () => {
  for (const path of ['/login', '/register', '/signin', '/signup']) {
    test(`${path}: the server redirects to the course platform's authenticate page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(EXTERNAL_URLS.authenticate);
    });
  }

  test('a query string cannot choose where /login sends the visitor', async ({ request }) => {
    const response = await request.get('/login?next=https://evil.example.org/&redirect=https://evil.example.org/', {
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe(EXTERNAL_URLS.authenticate);
  });

  test('an in-app navigation to /login goes to the authenticate page too', async ({ page, external }) => {
    await page.goto('/');
    await expectPageHeading(page, /./);
    await navigateInApp(page, '/login');
    await page.waitForURL(EXTERNAL_URLS.authenticate);
    expect(external.urls).toContain(EXTERNAL_URLS.authenticate);
  });

  for (const [type, target] of Object.entries(RESOURCE_DOCUMENTS)) {
    test(`/resource/${type}: the server redirects to its document`, async ({ request }) => {
      const response = await request.get(`/resource/${type}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(target);
    });
  }

  for (const type of ['django-deploy-guide', 'no-such-type', 'constructor']) {
    test(`/resource/${type} is redirected to /404, which answers 404`, async ({ page, request }) => {
      const response = await request.get(`/resource/${type}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(new URL(response.headers().location ?? '', originOf('shell')).pathname).toBe('/404');
      const landed = await page.goto(`/resource/${type}`);
      await expect(page).toHaveURL(/\/404$/);
      expect(landed?.status()).toBe(404);
      await expectPageHeading(page, 'Page Not Found');
    });
  }

  test('an in-app navigation to an unknown resource logs an error and ends at /404', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/about');
    await expectPageHeading(page, /./);
    await navigateInApp(page, '/resource/django-deploy-guide');
    await expect(page).toHaveURL(/\/404$/);
    await expectPageHeading(page, 'Page Not Found');
    expect(errors.some((text) => text.includes('Unknown resource type "django-deploy-guide"'))).toBe(true);
  });
});
