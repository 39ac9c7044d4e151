import { originOf } from '@shared-data/parts';
import { test, expect, expectNoA11yViolations, expectPageHeading, scriptsFrom, wakeSection } from 'e2e/fixtures';
import type { Page } from '@playwright/test';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The headings of a section's cards on screen (those behind a closed show-more toggle are not). */
const cardTitles = (page: Page, name: string) => section(page, name).getByRole('heading', { level: 3 });
/** A section's show-more toggle: the summary of the disclosure that holds the rest of its list. */
const showMoreToggle = (page: Page, name: string) => section(page, name).locator('details:not([name]) > summary');

/** The curriculum's sections: disclosures of one accordion (one `name`), in the page whether shown or not. */
const lessons = (page: Page) => section(page, 'Course Curriculum').locator('details[name]');
const openLessons = (page: Page) => section(page, 'Course Curriculum').locator('details[name][open]');

const PYTHON_PROJECTS = [3, 15];
const PROJECT_TOGGLE = ['Show 12 more projects', 'Show fewer projects'];
const DSA_QUESTIONS = [9, 83];
const QUESTION_TOGGLE = ['View All Questions', 'Show Fewer Questions'];

/** Waits until the course details (loaded on demand) have rendered. */
async function openCourse(page: Page, slug: string, title: string) {
  await page.goto(`/courses/${slug}`);
  await expectPageHeading(page, title);
  await expect(page.getByRole('heading', { level: 2, name: 'Course Curriculum' })).toBeVisible();
}

/** A section's list: `shown` cards, then all `total` from its toggle, then `shown` again; the toggle's words follow. */
async function expectShowMore(page: Page, name: string, [shown, total]: number[], [more, fewer]: string[]) {
  const toggle = showMoreToggle(page, name);
  await expect(cardTitles(page, name)).toHaveCount(shown!);
  await expect(toggle).toHaveAccessibleName(more!);
  await toggle.click();
  await expect(cardTitles(page, name)).toHaveCount(total!);
  await expect(toggle).toHaveAccessibleName(fewer!);
  await expect(toggle).toBeInViewport(); // where it was pressed, above what it revealed
  await toggle.click();
  await expect(cardTitles(page, name)).toHaveCount(shown!);
  await expect(toggle).toHaveAccessibleName(more!);
}

/**
 * git-github's curriculum (15 sections): one open at a time, the first initially, clicking the open
 * one closes it, the first 7 shown then 'Show 8 more' / 'Show fewer', sections behind the toggle
 * in the same accordion.
 */
async function expectCurriculumAccordion(page: Page) {
  const summary = (index: number) => lessons(page).nth(index).locator('summary');
  await expect(lessons(page)).toHaveCount(15);
  await expect(openLessons(page)).toHaveCount(1);
  await expect(lessons(page).first().getByText('Topics')).toBeVisible();
  await expect(summary(0)).not.toHaveAttribute('aria-expanded');
  await summary(1).click();
  await expect(lessons(page).nth(1).getByText('Topics')).toBeVisible();
  await expect(openLessons(page)).toHaveCount(1);
  await summary(1).click();
  await expect(openLessons(page)).toHaveCount(0);

  await expectShowMore(page, 'Course Curriculum', [7, 15], ['Show 8 more', 'Show fewer']);
  await showMoreToggle(page, 'Course Curriculum').click();
  await summary(9).click();
  await expect(lessons(page).nth(9)).toHaveAttribute('open', '');
  await summary(2).click();
  await expect(lessons(page).nth(9)).not.toHaveAttribute('open');
  await expect(openLessons(page)).toHaveCount(1);
}

test.describe('course detail page', () => {
  test('python: hero, membership panel, curriculum, projects and prerequisites', async ({ page }) => {
    await openCourse(page, 'python-programming-masterclass', 'Python Programming Masterclass');
    await expect(page.getByText('2025 Edition')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(page.getByText('(3,852 reviews)')).toBeVisible();
    await page.getByRole('button', { name: 'Play Python Programming Masterclass: course preview video' }).click();
    await expect(page.getByTitle('Python Programming Masterclass: course preview video')).toBeVisible();

    const panel = page.getByRole('complementary', { name: 'Included in Membership' });
    await expect(panel.getByRole('link', { name: 'Join Membership' })).toHaveAttribute('href', '/membership');
    const syllabus = panel.getByRole('link', { name: 'Download Syllabus' });
    await expect(syllabus).toHaveAttribute('href', /syllabus\/python\.pdf$/);
    await expect(syllabus).toHaveAttribute('target', '_blank');
    await expect(syllabus).toHaveAttribute('rel', 'noopener noreferrer');

    await expectShowMore(page, 'Featured Projects', PYTHON_PROJECTS, PROJECT_TOGGLE);

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

  test('python: the membership pricing block arrives from the membership remote; its code loads when the visitor reaches for it', async ({
    page,
  }) => {
    const membershipScripts = scriptsFrom(page, originOf('membership'));
    await openCourse(page, 'python-programming-masterclass', 'Python Programming Masterclass');
    const pricing = page.getByRole('region', { name: 'Unlock Every Course with One Membership' });
    const lifetime = pricing.getByRole('link', { name: 'Get Lifetime Access' });
    await expect(lifetime).toBeVisible();
    await expect(lifetime).toHaveAttribute('target', '_blank');
    await page.waitForLoadState('networkidle');
    expect(membershipScripts, 'membership scripts on load').toEqual([]);

    await wakeSection(page, pricing, 'PricingBlock', lifetime);
    await expect(lifetime).toBeVisible();
  });

  test('dsa-advanced: questions instead of projects, 9 then View All', async ({ page }) => {
    await openCourse(page, 'data-structures-and-algorithms-interviews', 'DSA Interview Preparation');
    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toHaveCount(0);

    const first = section(page, '100+ Practice Questions').getByRole('listitem').first();
    await expect(first).toContainText(/LeetCode #\d+/);
    await expect(first).toContainText(/Easy|Medium|Hard/);
    await expectShowMore(page, '100+ Practice Questions', DSA_QUESTIONS, QUESTION_TOGGLE);
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

    await expectCurriculumAccordion(page);

    const faq = section(page, 'Frequently Asked Questions').locator('details');
    await expect(faq.and(page.locator('[open]'))).toHaveText([/^How long will I have access/]);
    await faq.nth(3).locator('summary').click();
    await expect(faq.and(page.locator('[open]'))).toHaveText([/^Can I watch the course on my phone/]);
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

test.describe('course pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('git-github: the curriculum accordion and its show-more work from the HTML', async ({ page }) => {
    await page.goto('/courses/git-github-masterclass');
    await expectCurriculumAccordion(page);
  });

  test('python and dsa-advanced: projects and questions show the rest from the HTML', async ({ page }) => {
    await page.goto('/courses/python-programming-masterclass');
    await expectShowMore(page, 'Featured Projects', PYTHON_PROJECTS, PROJECT_TOGGLE);
    await page.goto('/courses/data-structures-and-algorithms-interviews');
    await expectShowMore(page, '100+ Practice Questions', DSA_QUESTIONS, QUESTION_TOGGLE);
  });
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
    await expect(page.getByText('$24.99').first()).toBeVisible(); // the hero's (the purchase bar repeats it)
    const enroll = page.getByRole('link', { name: 'Enroll Now', exact: true });
    await expect(enroll).toHaveAttribute('href', /complete-frontend-development\?currency=USD$/);
    await expect(enroll).toHaveAttribute('target', '_blank');

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
    await expect(dialog.getByRole('listitem')).toHaveCount(5);
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await trigger.click();
    await dialog.getByRole('link', { name: 'View Roadmap Details' }).click(); // this very page
    await expect(dialog).toHaveCount(0);
    await expectPageHeading(page, 'Complete Frontend Development');

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
    await expect(page.getByRole('link', { name: 'Get Lifetime Access' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('an unknown bundle slug shows Page Not Found', async ({ page }) => {
    await page.goto('/bundles/no-such-bundle');
    await expectPageHeading(page, 'Page Not Found');
  });
});
