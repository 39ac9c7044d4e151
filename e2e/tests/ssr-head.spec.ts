/**
 * Each page's head as the server writes it (read without JavaScript, as crawlers and link previews
 * read it): title, description, canonical URL, Open Graph and Twitter tags, JSON-LD in the visitor's
 * currency; and the head kept in step after client-side navigation.
 */
import type { Page } from '@playwright/test';
import { originOf } from '@shared-data/parts';
import { test, expect, waitForInteractive } from './fixtures';
import { BRAND } from '@shared-data/content-site';

const ORIGIN = originOf('shell');
/** The region cookie of spec section 11. */
const REGION_COOKIE = 'user_location';

test.describe('head of each page', () => {
  const head = (page: Page, selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');

  test('a course page: title, description, canonical URL, Open Graph and Twitter tags, lang', async ({ request }) => {
    const html = await (await request.get('/courses/python-programming-masterclass')).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Python Programming Masterclass / CodeYatra</title>');
    expect(html).toMatch(/<meta[^>]+name="description" content="Learn Python[^"]+"/);
    expect(html).toContain(
      `<link data-head="canonical" rel="canonical" href="${ORIGIN}/courses/python-programming-masterclass">`,
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:site_name']) {
      expect(html, property).toMatch(new RegExp(`<meta[^>]+property="${property}" content="[^"]+"`));
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      expect(html, name).toMatch(new RegExp(`<meta[^>]+name="${name}" content="[^"]+"`));
    }
  });

  test('the share image exists', async ({ page, request }) => {
    await page.goto('/');
    const image = await head(page, 'meta[property="og:image"]');
    const response = await request.get(image!);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  /** The page's JSON-LD, as the server sent it. */
  async function structuredData(page: Page, path: string) {
    await page.goto(path);
    const text = await page.locator('head script[type="application/ld+json"]').textContent();
    return JSON.parse(text ?? 'null') as Record<string, unknown>;
  }

  test('a course page describes the Course with its offer in the visitor currency', async ({ page, context }) => {
    const course = await structuredData(page, '/courses/react-masterclass');
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'React Masterclass',
      offers: { '@type': 'Offer', price: '9.99', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.6, reviewCount: 1563 },
    });
    await context.addCookies([{ name: REGION_COOKIE, value: 'IN', url: ORIGIN }]);
    expect(await structuredData(page, '/courses/react-masterclass')).toMatchObject({
      offers: { price: '799.00', priceCurrency: 'INR' },
    });
  });

  test('/courses lists the ten courses, /faqs every question, / the organisation', async ({ page }) => {
    const list = await structuredData(page, '/courses');
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toHaveLength(10);
    const faqs = await structuredData(page, '/faqs');
    expect(faqs['@type']).toBe('FAQPage');
    // Every question the page shows, and only those.
    const questions = (faqs.mainEntity as { name: string }[]).map((question) => question.name);
    const shown = await page.getByRole('main').locator('details > summary').allTextContents();
    expect(questions.length).toBeGreaterThan(0);
    expect(shown.map((text) => text.trim())).toEqual(questions);
    const home = await structuredData(page, '/');
    expect(home).toMatchObject({ name: BRAND, foundingDate: '2018' });
  });

  test('after a client-side navigation the head follows the page', async ({ page }) => {
    await page.goto('/courses');
    await waitForInteractive(page);
    await page.getByRole('link', { name: 'View Course: React Masterclass' }).click();
    await expect(page).toHaveTitle('React Masterclass / CodeYatra');
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      `${ORIGIN}/courses/react-masterclass`,
    );
    const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Course', name: 'React Masterclass' });
  });
});
