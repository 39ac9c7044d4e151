import { originOf } from '../scripts/parts.cjs';
import { test, expect, expectNoA11yViolations, expectPageHeading } from './fixtures';
import type { Page } from '@playwright/test';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardTitles = (page: Page, name: string) => section(page, name).getByRole('heading', { level: 3 });

/** Waits until the course details (loaded on demand) have rendered. */
async function openCourse(page: Page, slug: string, title: string) {
  await page.goto(`/courses/${slug}`);
  await expectPageHeading(page, title);
  await expect(page.getByRole('heading', { level: 2, name: 'Course Curriculum' })).toBeVisible();
}

test.describe('course detail page', () => {
  test('python: hero, stats, membership panel, curriculum, projects and prerequisites', async ({ page }) => {
    await openCourse(page, 'python-programming-masterclass', 'Python Programming Masterclass');
    await expect(page.getByText('2025 Edition')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(page.getByText('(3,852 reviews)')).toBeVisible();
    await expect(page.getByText('Students in 150+ countries')).toBeVisible();
    await page.getByRole('button', { name: 'Play Python Programming Masterclass: course preview video' }).click();
    await expect(page.getByTitle('Python Programming Masterclass: course preview video')).toBeVisible();

    const stats = page.getByRole('list', { name: 'Course at a glance' }).getByRole('listitem');
    await expect(stats).toHaveText(['12,721Students', '25Hours', '15Projects']);

    const panel = page.getByRole('complementary', { name: 'Included in Membership' });
    await expect(panel.getByRole('link', { name: 'Join Membership' })).toHaveAttribute('href', '/membership');
    const syllabus = panel.getByRole('link', { name: 'Download Syllabus' });
    await expect(syllabus).toHaveAttribute('href', /syllabus\/python\.pdf$/);
    await expect(syllabus).toHaveAttribute('target', '_blank');
    await expect(syllabus).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(cardTitles(page, 'Featured Projects')).toHaveCount(3);
    await page.getByRole('button', { name: 'Show 12 more projects' }).click();
    await expect(cardTitles(page, 'Featured Projects')).toHaveCount(15);
    await page.getByRole('button', { name: 'Show fewer projects' }).click();
    await expect(cardTitles(page, 'Featured Projects')).toHaveCount(3);

    await expect(page.getByRole('heading', { name: '100+ Practice Questions' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Prerequisites' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Course Certificate' })).toBeVisible();
    await expect(
      section(page, 'Course Certificate').getByRole('link', { name: 'Verify a certificate' }),
    ).toHaveAttribute('href', /certificate\/verify$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Meet Your Instructor' })).toBeVisible();
    await expect(section(page, 'What Our Students Say').getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'View All Testimonials' })).toHaveAttribute('href', '/testimonials');
  });

  test('python: the membership pricing block arrives from the membership remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${originOf('membership')}/`)) remoteRequests.push(request.url());
    });
    await openCourse(page, 'python-programming-masterclass', 'Python Programming Masterclass');
    const lifetime = page.getByRole('link', { name: 'Get Lifetime Access' });
    await expect(lifetime).toBeVisible();
    await expect(lifetime).toHaveAttribute('target', '_blank');
    expect(remoteRequests.length).toBeGreaterThan(0);
  });

  test('dsa-advanced: questions instead of projects, 9 then View All', async ({ page }) => {
    await openCourse(page, 'data-structures-and-algorithms-interviews', 'DSA Interview Preparation');
    const stats = page.getByRole('list', { name: 'Course at a glance' }).getByRole('listitem');
    await expect(stats.nth(2)).toHaveText('83Questions');
    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toHaveCount(0);

    await expect(cardTitles(page, '100+ Practice Questions')).toHaveCount(9);
    const first = section(page, '100+ Practice Questions').getByRole('listitem').first();
    await expect(first).toContainText(/LeetCode #\d+/);
    await expect(first).toContainText(/Easy|Medium|Hard/);
    const viewAll = page.getByRole('button', { name: 'View All Questions' });
    await expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await viewAll.click();
    await expect(cardTitles(page, '100+ Practice Questions')).toHaveCount(83);
    await page.getByRole('button', { name: 'Show Fewer Questions' }).click();
    await expect(cardTitles(page, '100+ Practice Questions')).toHaveCount(9);
  });

  test('git-github: no projects, questions or prerequisites; its syllabus; curriculum accordion and show more', async ({
    page,
  }) => {
    await openCourse(page, 'git-github-masterclass', 'Git & GitHub Masterclass');
    await expect(page.getByRole('img', { name: 'Git & GitHub Masterclass cover' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '100+ Practice Questions' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Prerequisites' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download Syllabus' })).toHaveAttribute(
      'href',
      'https://docs.codeyatra.com/syllabus/git-github.pdf',
    );

    const lessons = section(page, 'Course Curriculum').getByRole('heading', { level: 3 }).getByRole('button');
    await expect(lessons).toHaveCount(7);
    await expect(lessons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await lessons.nth(1).click();
    await expect(lessons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(lessons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await lessons.nth(1).click();
    await expect(lessons.nth(1)).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Show 8 more' }).click();
    await expect(lessons).toHaveCount(15);
    await page.getByRole('button', { name: 'Show fewer' }).click();
    await expect(lessons).toHaveCount(7);

    const faq = section(page, 'Frequently Asked Questions').getByRole('button');
    await expect(faq).toHaveCount(5);
    await expect(faq.first()).toHaveAttribute('aria-expanded', 'true');
  });

  test('an unknown course slug shows Page Not Found', async ({ page }) => {
    await page.goto('/courses/no-such-course');
    await expectPageHeading(page, 'Page Not Found');
  });

  // The every-route sweep (accessibility.spec.ts) checks the Python course; this one has a long curriculum.
  for (const [slug, title] of [['data-structures-and-algorithms-interviews', 'DSA Interview Preparation']] as const) {
    test(`a course page has no accessibility violations: ${slug}`, async ({ page }) => {
      await openCourse(page, slug, title);
      await expect(page.getByRole('link', { name: 'Get Lifetime Access' })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('course detail page in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('shows rupee prices and the INR enroll link', async ({ page }) => {
    await openCourse(page, 'react-masterclass', 'React Masterclass');
    await expect(page.getByText('Price: ₹799').first()).toBeVisible();
    await expect(page.getByText('₹3,999').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enroll Now', exact: true })).toHaveAttribute('href', /currency=INR$/);
  });

  test('the card that stays in view keeps the rupee price and Enroll Now once the hero has scrolled away', async ({
    page,
  }) => {
    await openCourse(page, 'react-masterclass', 'React Masterclass');
    await page.getByRole('heading', { name: 'Course Curriculum' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Enroll Now', exact: true })).not.toBeInViewport();
    const panel = page.getByRole('complementary', { name: 'Included in Membership' });
    await expect(panel.getByText('Price: ₹799')).toBeInViewport();
    await expect(panel.getByRole('link', { name: /^Enroll Now\b.*React Masterclass$/ })).toBeInViewport();
    await expect(panel.getByRole('link', { name: /^Enroll Now\b.*React Masterclass$/ })).toHaveAttribute(
      'href',
      /currency=INR$/,
    );
  });
});

test.describe('bundle detail page', () => {
  test('complete-frontend-development: totals, objectives, the path of 5 courses and the preview dialog', async ({
    page,
  }) => {
    await page.goto('/bundles/complete-frontend-development');
    await expectPageHeading(page, 'Complete Frontend Development');
    await expect(page.getByText('$24.99')).toBeVisible();
    const enroll = page.getByRole('link', { name: 'Enroll Now' });
    await expect(enroll).toHaveAttribute('href', /complete-frontend-development\?currency=USD$/);
    await expect(enroll).toHaveAttribute('target', '_blank');

    const stats = page.getByRole('list', { name: 'Learning path at a glance' }).getByRole('listitem');
    await expect(stats).toHaveText(['5,678Students', '5Courses', '111Hours', '26Projects']);
    await expect(section(page, "What You'll Learn").getByRole('listitem')).toHaveCount(5);

    const steps = page.getByRole('list', { name: /in order$/ }).getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'HTML & CSS Masterclass',
      'JavaScript Masterclass',
      'React Masterclass',
      'Git & GitHub Masterclass',
      'Job Search & Resume Building',
    ]);
    const react = steps.nth(2);
    await expect(react.getByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      '/courses/react-masterclass/learn',
    );
    await expect(react.getByRole('link', { name: /^Course Details/ })).toHaveAttribute(
      'href',
      '/courses/react-masterclass',
    );
    await expect(react.getByRole('link', { name: /^Syllabus/ })).toHaveAttribute('target', '_blank');

    const trigger = page.getByRole('button', { name: 'Preview Courses' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Complete Frontend Development' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await expect(page.getByRole('link', { name: 'Get Lifetime Access' })).toBeVisible();

    await react.getByRole('link', { name: /^Course Details/ }).click();
    await expectPageHeading(page, 'React Masterclass');
  });

  for (const [slug, count] of [
    ['complete-frontend-development', 5],
    ['complete-backend-development', 5],
    ['complete-data-structures-and-algorithms', 2],
  ] as const) {
    test(`${slug}: every course in the path links its syllabus, preview and details`, async ({ page }) => {
      await page.goto(`/bundles/${slug}`);
      const steps = page.getByRole('list', { name: /in order$/ }).getByRole('listitem');
      await expect(steps).toHaveCount(count);
      for (let index = 0; index < count; index += 1) {
        const step = steps.nth(index);
        await expect(step.getByRole('link', { name: /^Syllabus/ })).toHaveAttribute(
          'href',
          /^https:\/\/docs\.codeyatra\.com\/syllabus\/[a-z-]+\.pdf$/,
        );
        await expect(step.getByRole('link', { name: /^Preview/ })).toHaveAttribute(
          'href',
          /^\/courses\/[a-z-]+\/learn$/,
        );
        await expect(step.getByRole('link', { name: /^Course Details/ })).toHaveAttribute(
          'href',
          /^\/courses\/[a-z-]+$/,
        );
      }
    });
  }

  test('a bundle page has no accessibility violations', async ({ page }) => {
    await page.goto('/bundles/complete-data-structures-and-algorithms');
    await expectPageHeading(page, 'Complete Data Structures & Algorithms');
    await expect(page.getByRole('list', { name: 'Learning path at a glance' }).getByRole('listitem')).toHaveText([
      '3,432Students',
      '2Courses',
      '57Hours',
      '94Questions',
    ]);
    await expect(page.getByRole('link', { name: 'Get Lifetime Access' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('an unknown bundle slug shows Page Not Found', async ({ page }) => {
    await page.goto('/bundles/no-such-bundle');
    await expectPageHeading(page, 'Page Not Found');
  });
});
