/**
 * Every page arrives as HTML: rendered on the server from the remotes that own it, readable
 * without JavaScript, with its head, status code and the visitor's region, then hydrated in the
 * browser without a single hydration error.
 */
import { originOf } from '@shared-data/parts';
import type { Page } from '@playwright/test';
import { test, expect, expectPageHeading, waitForInteractive } from './fixtures';
import { routeTags } from './support/owners';
import {
  DECLARED_ROUTES,
  EVERY_ROUTE,
  NOT_FOUND_PATH,
  SITEMAP_ROUTES,
  UNKNOWN_SLUG_URLS,
  unknownSlugOf,
  urlOf,
} from './support/routes';
import { expectServedWhole, pagesWithoutScripts, servedHeading } from './support/served-page';

const ORIGIN = originOf('shell');
/** The spec's location cookie. */
const REGION_COOKIE = 'user_location';

test.describe('without JavaScript, every route', () => {
  test.use({ javaScriptEnabled: false });

  // Each team's spec checks its pages' headings and content the same way
  // (mfe-<part>/e2e/<part>-html-first.spec.ts).
  for (const route of EVERY_ROUTE) {
    test(`${route} arrives whole in the HTML, with its heading`, { tag: routeTags(route) }, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectServedWhole(page);
    });
  }
});

/** The shell's own page. */
pagesWithoutScripts([{ path: NOT_FOUND_PATH, heading: 'Page Not Found', content: ['Back to Home'] }]);

test.describe('without JavaScript, the FAQ', () => {
  test.use({ javaScriptEnabled: false });

  test('/faqs shows every question its structured data lists', async ({ page }) => {
    await page.goto('/faqs');
    const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as {
      mainEntity: { name: string }[];
    };
    for (const { name } of data.mainEntity) {
      await expect(page.getByRole('main').getByText(name, { exact: true })).toBeAttached();
    }
  });
});

/**
 * Console errors and uncaught errors of a page, from its first byte on. The browser's own note that
 * a document answered 404 is not an error of the page: the 404 page is meant to answer 404.
 */
function collectErrors(page: Page) {
  const errors: string[] = [];
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() === 404) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const documentStatus = /^Failed to load resource: the server responded with a status of 404/.test(message.text());
    if (documentStatus && notFoundDocuments.has(message.location().url)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('hydration', () => {
  for (const region of ['GLOBAL', 'IN'] as const) {
    test(`every route hydrates without an error in region ${region}`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await context.addCookies([{ name: REGION_COOKIE, value: region, url: ORIGIN }]);
      const errors = collectErrors(page);
      for (const path of EVERY_ROUTE) {
        const heading = await servedHeading(path);
        expect(heading, path).not.toBe('');
        await page.goto(path);
        await expectPageHeading(page, heading);
        expect(errors, `${path} in ${region}`).toEqual([]);
      }
    });
  }

  test("the server's page stays on screen while a remote's script loads, then becomes interactive", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${originOf('catalog')}/**/*.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/courses/react-masterclass', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'React Masterclass' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Course Curriculum' })).toBeVisible();
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(0);
    release();
    await waitForInteractive(page);
    await expectPageHeading(page, 'React Masterclass');
    // Interactive now: a client-side navigation needs no new document.
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learning Path' }).click();
    await expect(page).toHaveURL(/\/learning-path$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every public page and no redirect or 404', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);
    const paths = urls.map((url) => new URL(url).pathname);
    for (const route of SITEMAP_ROUTES) expect(paths).toContain(urlOf(route));
    expect(paths.filter((path) => /^\/courses\/[^/]+$/.test(path))).toHaveLength(10);
    expect(paths.filter((path) => /^\/courses\/[^/]+\/learn$/.test(path))).toHaveLength(10);
    expect(paths.filter((path) => path.startsWith('/bundles/'))).toHaveLength(3);
    expect(paths.some((path) => /login|resource|404/.test(path))).toBe(false);
    for (const url of urls.slice(0, 40)) expect((await request.get(url)).status(), url).toBe(200);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

test.describe('status codes', () => {
  // An unknown path, a slug no page has on every route with parameters (the learn page's by its
  // redirect to /404), and the 404 page's own address.
  for (const path of [NOT_FOUND_PATH, ...UNKNOWN_SLUG_URLS, '/404']) {
    test(`${path} answers 404 with the 404 page, not indexed`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page Not Found');
      expect(html).toContain('<meta data-head="name:robots" name="robots" content="noindex">');
    });
  }

  test('an unknown course on the learn page is redirected to /404', async ({ request }) => {
    const learn = unknownSlugOf(DECLARED_ROUTES.find((route) => route.remote === 'learn')!);
    const response = await request.get(learn, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location ?? '', ORIGIN).pathname).toBe('/404');
  });

  test('a malformed URL answers 400 with a page, never error text', async ({ request }) => {
    const response = await request.get('/%');
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1>This Address Is Not Valid</h1>');
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/FST_|Error:|stack|\bat \//);
  });
});

test.describe('region on the server', () => {
  test('a returning visitor from India gets rupees in the HTML itself', async ({ request }) => {
    const html = await (
      await request.get('/courses/python-programming-masterclass', { headers: { Cookie: `${REGION_COOKIE}=IN` } })
    ).text();
    expect(html).toContain('₹799');
    expect(html).not.toContain('$9.99');
    const membership = await (await request.get('/membership', { headers: { Cookie: `${REGION_COOKIE}=IN` } })).text();
    expect(membership).toContain('₹2,999');
  });

  test('without the cookie the HTML is priced in dollars', async ({ request }) => {
    const html = await (await request.get('/courses/python-programming-masterclass')).text();
    expect(html).toContain('$9.99');
    expect(html).not.toContain('₹799');
  });

  test.describe('a first visit from India', () => {
    test.use({ timezoneId: 'Asia/Kolkata' });

    test('is served dollars, then shows rupees right after hydration, without an error', async ({ page, context }) => {
      const errors = collectErrors(page);
      const response = await page.goto('/courses/python-programming-masterclass');
      expect(await response?.text()).toContain('$9.99');
      await waitForInteractive(page);
      await expect(page.getByText('₹799').first()).toBeVisible();
      expect((await context.cookies(ORIGIN)).find((cookie) => cookie.name === REGION_COOKIE)?.value).toBe('IN');
      expect(errors).toEqual([]);
    });
  });
});
