import { test, expect, expectNoA11yViolations, expectPageHeading } from './fixtures';

/** The three learning paths of spec section 3, with their courses' totals of section 9. */
const LEARNING_PATHS = [
  { title: 'Complete Frontend Development', totals: ['111 hours', '5 courses', '26 projects'] },
  { title: 'Complete Backend Development', totals: ['56 hours', '5 courses', '18 projects'] },
  { title: 'Complete Data Structures & Algorithms', totals: ['57 hours', '2 courses', '94 questions'] },
] as const;

const COURSE_PLATFORM = 'https://learn.codeyatra.com';

test.describe('the course dashboard (/dashboard)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/dashboard');
    await expectPageHeading(page, 'My Courses');
  });

  test('shows every learning path as an expanded group with its totals', async ({ page }) => {
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(LEARNING_PATHS.length);
    for (const { title, totals } of LEARNING_PATHS) {
      const toggle = page.getByRole('button', { name: new RegExp(title) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const total of totals) await expect(toggle).toContainText(total);
      // Zero counts are left out.
      await expect(toggle).not.toContainText(/\b0 (projects|questions)/);
      await expect(page.getByRole('region', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Individual Courses' })).toHaveCount(0);
  });

  test('collapses and expands a group', async ({ page }) => {
    const [frontend, ...others] = LEARNING_PATHS;
    const toggle = page.getByRole('button', { name: new RegExp(frontend.title) });
    const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(region).toBeVisible();
    await expect(region.getByRole('heading', { level: 3 })).toHaveCount(5);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
    for (const other of others) await expect(page.getByRole('region', { name: other.title })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toBeVisible();
  });

  test('links to My Profile in a new tab and to the membership page', async ({ page }) => {
    const profile = page.getByRole('main').getByRole('link', { name: /My Profile/ });
    await expect(profile).toHaveAttribute('href', `${COURSE_PLATFORM}/learn/account/profile`);
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('main').getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page).toHaveURL(/\/membership$/);
  });

  test('each course card continues its course on the course platform, in a new tab', async ({ page }) => {
    const python = page.getByRole('link', { name: /^Continue Learning: Python Programming Masterclass/ });
    await expect(python).toHaveAttribute('href', `${COURSE_PLATFORM}/learn/course/python-programming-masterclass`);

    const links = page.getByRole('link', { name: /^Continue Learning: / });
    // 5 + 5 + 2 courses: Git & GitHub and Job Search sit in both the frontend and the backend path.
    await expect(links).toHaveCount(12);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', new RegExp(`^${COURSE_PLATFORM}/learn/course/[a-z-]+$`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const downloads = page.getByRole('link', { name: /^Download: / });
    await expect(downloads).toHaveCount(12);
  });

  test('has no WCAG 2.1 AA violations at 390 px with a group collapsed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: new RegExp(LEARNING_PATHS[0].title) }).click();
    await expectNoA11yViolations(page);
  });
});
