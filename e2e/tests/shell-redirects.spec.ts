import { test, expect, expectPageHeading } from './fixtures';
import { EXTERNAL_URLS, RESOURCE_DOCUMENTS } from 'shared-data/content/site';

test.describe('external redirects', () => {
  for (const path of ['/login', '/register', '/signin', '/signup']) {
    test(`${path} goes to the course platform's authenticate page`, async ({ page, external }) => {
      await page.goto(path);
      await page.waitForURL(EXTERNAL_URLS.authenticate);
      expect(external.urls).toContain(EXTERNAL_URLS.authenticate);
    });
  }

  test('a query string cannot choose where /login sends the visitor', async ({ page, external }) => {
    await page.goto('/login?next=https://evil.example.org/&redirect=https://evil.example.org/');
    await page.waitForURL(EXTERNAL_URLS.authenticate);
    expect(external.urls.some((url) => url.includes('evil.example.org'))).toBe(false);
  });

  for (const [type, target] of Object.entries(RESOURCE_DOCUMENTS)) {
    test(`/resource/${type} goes to its document`, async ({ page }) => {
      await page.goto(`/resource/${type}`);
      await page.waitForURL(target);
    });
  }

  for (const type of ['django-deploy-guide', 'no-such-type', 'constructor']) {
    test(`/resource/${type} logs an error and ends at /404`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`/resource/${type}`);
      await expect(page).toHaveURL(/\/404$/);
      await expectPageHeading(page, 'Page Not Found');
      expect(errors.some((text) => text.includes(`Unknown resource type "${type}"`))).toBe(true);
    });
  }
});
