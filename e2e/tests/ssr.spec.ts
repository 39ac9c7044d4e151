/**
 * Every page arrives as HTML: rendered on the server from the remotes that own it, readable
 * without JavaScript, with its head, status code and the visitor's region, then hydrated in the
 * browser without a single hydration error.
 */
import { originOf } from '@shared-data/parts';
import type { Page } from '@playwright/test';
import { test, expect, expectPageHeading, waitForInteractive } from './fixtures';
import { BRAND } from '@shared-data/content-site';
import pythonDetail from '@shared-data/content-catalog/course-details/python';

const ORIGIN = originOf('shell');
/** The spec's location cookie. */
const REGION_COOKIE = 'user_location';

/** Every route of spec section 2, its heading and a piece of its main content. */
const PAGES: { path: string; heading: string | RegExp; content: (string | RegExp)[] }[] = [
  {
    path: '/',
    heading: /Learn to Code by Building/,
    content: ['01', 'Frontend Development', 'View More Success Stories'],
  },
  {
    path: '/courses',
    heading: /courses/i,
    content: ['Python Programming Masterclass', 'Job Search & Resume Building'],
  },
  {
    path: '/courses/python-programming-masterclass',
    heading: 'Python Programming Masterclass',
    content: ['Course Curriculum', pythonDetail.curriculum[0]!.title, pythonDetail.curriculum[6]!.title],
  },
  {
    path: '/courses/python-programming-masterclass/learn',
    heading: 'Python Programming Masterclass',
    content: [pythonDetail.curriculum[0]!.title, 'Enroll to watch'],
  },
  {
    path: '/bundles/complete-frontend-development',
    heading: 'Complete Frontend Development',
    content: ['HTML & CSS Masterclass', 'JavaScript Masterclass', 'React Masterclass', 'Git & GitHub Masterclass'],
  },
  { path: '/learning-path', heading: /learning path/i, content: ['Complete Backend Development', 'Roadmap'] },
  {
    path: '/membership',
    heading: 'One Membership. Every Course.',
    content: ['Get 1-Year Access', 'Get Lifetime Access'],
  },
  { path: '/join', heading: `Join ${BRAND}`, content: ['Get Lifetime Access'] },
  { path: '/testimonials', heading: 'Student Success Stories', content: ['Average Rating'] },
  { path: '/about', heading: `About ${BRAND}`, content: ['Quick Brief', 'Why Choose'] },
  { path: '/contact', heading: /contact/i, content: ['Jaipur', 'Browse FAQs'] },
  { path: '/terms-of-service', heading: 'Terms of Service', content: ['Governing Law'] },
  { path: '/privacy-policy', heading: 'Privacy Policy', content: ['Cookies'] },
  {
    path: '/faqs',
    heading: 'Frequently Asked Questions',
    content: ['General', 'Courses & Content', 'Payment & Pricing', 'Technical'],
  },
  {
    path: '/dashboard',
    heading: 'My Courses',
    content: ['Complete Frontend Development', 'Complete Backend Development', 'DSA Interview Preparation'],
  },
  { path: '/no-such-page', heading: 'Page Not Found', content: ['Back to Home'] },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, content } of PAGES) {
    test(`${path} shows its whole page, styled by the CSS in its head`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const main = page.getByRole('main');
      for (const text of content) await expect(main.getByText(text).first()).toBeAttached();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
      await expect(page.getByText(/is unavailable right now|Loading /)).toHaveCount(0);
      // Styled without any script: every stylesheet the page uses is in its head, whole, written
      // by the server.
      const styles = await page.evaluate(() => ({
        inlineInHead: document.head.querySelectorAll('style').length,
        inlineElsewhere: document.body.querySelectorAll('style').length,
        linkedSheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      }));
      expect(styles.inlineInHead).toBeGreaterThan(1);
      expect(styles.inlineElsewhere).toBe(0);
      expect(styles.linkedSheets).toBe(0);
      const banner = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).position);
      expect(['sticky', 'fixed']).toContain(banner);
    });
  }
});

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
      for (const { path, heading } of PAGES) {
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
    for (const { path } of PAGES.filter((page) => page.path !== '/no-such-page')) expect(paths).toContain(path);
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
  for (const path of ['/no-such-page', '/courses/no-such-course', '/bundles/no-such-bundle', '/404']) {
    test(`${path} answers 404 with the 404 page, not indexed`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page Not Found');
      expect(html).toContain('<meta data-head="name:robots" name="robots" content="noindex">');
    });
  }

  test('an unknown course on the learn page is redirected to /404', async ({ request }) => {
    const response = await request.get('/courses/no-such-course/learn', { maxRedirects: 0 });
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
