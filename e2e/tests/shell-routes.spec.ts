import { originOf } from '@shared-data/parts';
import { BRAND } from '@shared-data/content-site';
import { test, expect, expectPageHeading } from './fixtures';
import { DECLARED_ROUTES, NOT_FOUND_PATH, UNKNOWN_SLUG_URLS, unknownSlugOf, urlOf } from './support/routes';

/** Which remote serves each route (as the remotes declare them): the exposed module's chunk must come from that remote's origin. */
const ROUTES = DECLARED_ROUTES.map((route) => ({
  path: urlOf(route),
  remote: route.remote,
  exposed: route.page.slice(2),
}));

test.describe('route table', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders the page its remote exposes, titled by its page, then the brand`, async ({ page }) => {
      const exposedChunk = page.waitForResponse(
        (response) =>
          response.url().startsWith(`${originOf(route.remote)}/`) &&
          response.url().includes(`__federation_expose_${route.exposed}.`) &&
          response.ok(),
      );
      await page.goto(route.path);
      await exposedChunk;
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^\\S.* / ${BRAND}$`));
    });
  }

  test('each course page shows that course from shared-data', async ({ page }) => {
    for (const [slug, title] of [
      ['python-programming-masterclass', 'Python Programming Masterclass'],
      ['data-structures-and-algorithms-interviews', 'DSA Interview Preparation'],
    ]) {
      await page.goto(`/courses/${slug}`);
      await expectPageHeading(page, title!);
    }
  });

  test('a bundle page shows that bundle', async ({ page }) => {
    await page.goto('/bundles/complete-data-structures-and-algorithms');
    await expectPageHeading(page, 'Complete Data Structures & Algorithms');
  });
});

test.describe('not found', () => {
  // An unknown path, a slug no page has on every route with parameters, and the 404 page's own address.
  for (const path of [NOT_FOUND_PATH, ...UNKNOWN_SLUG_URLS, '/404']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expectPageHeading(page, 'Page Not Found');
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found / CodeYatra');
    });
  }

  test('an unknown slug on the learn page redirects to /404', async ({ page }) => {
    await page.goto(unknownSlugOf(DECLARED_ROUTES.find((route) => route.remote === 'learn')!));
    await expect(page).toHaveURL(/\/404$/);
    await expectPageHeading(page, 'Page Not Found');
  });

  test('Back to Home leaves the 404 page for the home page', async ({ page }) => {
    await page.goto('/missing');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(`${originOf('shell')}/`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a missing course offers the page the remotes declare for the 404 page', async ({ page }) => {
    const offered = DECLARED_ROUTES.find((route) => route.nav?.notFound)!;
    await page.goto(UNKNOWN_SLUG_URLS[0]!);
    await page.getByRole('link', { name: offered.nav!.notFound!.label }).click();
    await expect(page).toHaveURL(`${originOf('shell')}${offered.path}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
});
