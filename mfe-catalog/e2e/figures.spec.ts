/**
 * One truthful figure per fact (issue 43): every figure on the catalogue's pages says what it
 * counts, so the spec's figures stand side by side without contradicting each other. The DSA
 * interview course: "100+" practice questions in the membership, 83 in this course; its learning
 * path: 94 questions in the path; the site's 170+ countries beside a course's 150+.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectPageHeading } from 'e2e/fixtures';

const glance = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');

test('a course page: its figures are the course’s, its 100+ the membership’s', async ({ page }) => {
  await page.goto('/courses/data-structures-and-algorithms-interviews');
  await expectPageHeading(page, 'DSA Interview Preparation');
  await expect(page.getByText('Students of this course in 150+ countries')).toBeVisible();
  await expect(glance(page, 'Course at a glance')).toHaveText([
    '213 Students in this course',
    '37 Hours of video',
    '83 Questions in this course',
  ]);
  const practice = page.getByRole('region', { name: '100+ Practice Questions', exact: true });
  await expect(practice.getByText('In the membership', { exact: true })).toBeVisible();
  await expect(practice.getByText(/^This course holds 83 of them:/)).toBeVisible();
});

test('a course with projects counts its own students, hours and projects', async ({ page }) => {
  await page.goto('/courses/python-programming-masterclass');
  await expectPageHeading(page, 'Python Programming Masterclass');
  await expect(glance(page, 'Course at a glance')).toHaveText([
    '12,721 Students in this course',
    '25 Hours of video',
    '15 Projects in this course',
  ]);
});

test('a learning path’s figures are the path’s', async ({ page }) => {
  await page.goto('/bundles/complete-data-structures-and-algorithms');
  await expectPageHeading(page, 'Complete Data Structures & Algorithms');
  await expect(page.getByText('Students of this learning path in 150+ countries')).toBeVisible();
  await expect(glance(page, 'Learning path at a glance')).toHaveText([
    '3,432 Students on this path',
    '2 Courses in this path',
    '57 Hours of video',
    '94 Questions in this path',
  ]);
  await page.goto('/bundles/complete-frontend-development');
  await expect(glance(page, 'Learning path at a glance')).toHaveText([
    '5,678 Students on this path',
    '5 Courses in this path',
    '111 Hours of video',
    '26 Projects in this path',
  ]);
});

test('the site’s figures on the success stories page', async ({ page }) => {
  await page.goto('/testimonials');
  await expectPageHeading(page, 'Student Success Stories');
  await expect(glance(page, 'Our students in figures')).toHaveText([
    '100,000+ Students',
    '4.5/5 Average Rating',
    '10K+ Reviews',
    '170+ Countries',
  ]);
});

for (const width of [375, 1280]) {
  test(`the home hero says each of the site’s figures once, in one form, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expectPageHeading(page, /Learn to Code/);
    const hero = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText(/students in/)).toHaveText('100,000+ students in 170+ countries, 25M+ minutes watched');
    await expect(hero.getByText(/from 10K\+ reviews/)).toHaveText('4.5/5 from 10K+ reviews');
    const shown = await hero.innerText();
    for (const figure of ['100,000+', '170+', '25M+', '4.5/5', '10K+']) {
      expect({ figure, times: shown.split(figure).length - 1 }).toEqual({ figure, times: 1 });
    }
    expect(shown).not.toMatch(/\b100K\+/);
  });
}
