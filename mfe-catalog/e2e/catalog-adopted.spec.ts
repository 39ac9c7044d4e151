import { test, expect, expectPageHeading, waitForInteractive } from 'e2e/fixtures';
import type { Page } from '@playwright/test';

// Hydration adopts a course page's lists as the server drew them (StaticMarkup in @shared-data/ui):
// a course page drawn in the browser, after a client-side navigation, must draw its own.

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The text of a section, what a closed toggle or disclosure hides included. */
const text = (page: Page, name: string) => section(page, name).textContent();
/** A section's cards (their headings), those behind a closed toggle included or not. */
const cards = (page: Page, name: string, includeHidden = false) =>
  section(page, name).getByRole('heading', { level: 3, includeHidden });

test('a course page reached by a client-side navigation shows its own curriculum, questions and stories', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/courses/python-programming-masterclass');
  await expectPageHeading(page, 'Python Programming Masterclass');
  const python = await text(page, 'Course Curriculum');
  await waitForInteractive(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }).click();
  await expectPageHeading(page, 'All Courses');
  await page
    .getByRole('list', { name: 'Courses' })
    .getByRole('article')
    .filter({ hasText: 'DSA Interview Preparation' })
    .getByRole('link', { name: /^View Course/ })
    .click();
  await expectPageHeading(page, 'DSA Interview Preparation');
  await expect(section(page, 'Course Curriculum')).toBeVisible();
  expect(documents).toHaveLength(1);
  const names = ['Course Curriculum', '100+ Practice Questions', 'What Our Students Say', 'Frequently Asked Questions'];
  const drawnInPage = await Promise.all(names.map((name) => text(page, name)));
  await expect(cards(page, '100+ Practice Questions')).toHaveCount(9);
  await expect(cards(page, '100+ Practice Questions', true)).toHaveCount(83);

  await page.reload();
  await expectPageHeading(page, 'DSA Interview Preparation');
  const served = await Promise.all(names.map((name) => text(page, name)));
  expect(drawnInPage).toEqual(served);
  expect(served[0]).not.toEqual(python);
});
