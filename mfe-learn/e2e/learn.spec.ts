import { originOf } from '@shared-data/parts';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, expectPageHeading, waitForInteractive } from 'e2e/fixtures';

/** The three kinds of course the learn page knows: with projects, with questions, with neither. */
const COURSES = [
  { slug: 'python-programming-masterclass', title: 'Python Programming Masterclass', extraTab: 'Projects' },
  {
    slug: 'data-structures-and-algorithms-interviews',
    title: 'DSA Interview Preparation',
    extraTab: 'Questions',
  },
  { slug: 'git-github-masterclass', title: 'Git & GitHub Masterclass', extraTab: null },
] as const;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A chapter: its disclosure (native details), found by its header's heading ('Section 2 …'); its lectures. */
const chapter = (scope: Locator, n: number) =>
  scope.locator('details').filter({ has: scope.page().getByRole('heading', { name: new RegExp(`^Section ${n} `) }) });
const lectures = (scope: Locator | Page) => scope.getByRole('button', { name: /Enroll to watch/ });
/** Whether the page behind can scroll (CSS locks it while the drawer is open). */
const pageScrollLocked = (page: Page) => expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
const pageScrolls = (page: Page) => expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

/** The course-content column (desktop) or drawer (phone). */
async function expectCourseContent(scope: ReturnType<Page['locator']>, extraTab: string | null) {
  const tabs = scope.getByRole('tablist', { name: 'Course Content' }).getByRole('tab');
  await expect(tabs).toHaveText(extraTab ? ['Chapters', extraTab] : ['Chapters']);
  await expect(scope.getByRole('tab', { name: 'Chapters' })).toHaveAttribute('aria-selected', 'true');

  await expect(chapter(scope, 1)).toHaveAttribute('open', '');
  await expect(chapter(scope, 2)).not.toHaveAttribute('open');
  await expect(lectures(scope)).toHaveCount(4);
  await expect(lectures(scope).first()).toContainText('03m');
  // Titled from the section's topics ('1.1 Installing Python'), not 'Lecture 1.1'.
  await expect(lectures(scope).first()).toContainText(/^1\.1 \S/);
  await expect(lectures(scope).first()).not.toContainText('Lecture 1.1');

  // Worded for a visitor who has not enrolled: 0 %, not started, how to track it.
  await expect(scope.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '0');
  await expect(scope.getByText(/^Not started · \d+ sections Enroll to track your progress$/)).toBeVisible();
  await expect(scope.getByText(/sections completed/)).toHaveCount(0);
  await expect(scope.getByRole('link', { name: 'Back to Course' }).first()).toHaveAttribute(
    'href',
    /\/courses\/[a-z-]+$/,
  );
  const certificate = scope.getByRole('button', { name: 'Download Certificate' });
  await expect(certificate).toHaveAttribute('aria-disabled', 'true');
  await expect(certificate).toHaveAccessibleDescription('Complete course to unlock');
}

test.describe('learn page on a desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const course of COURSES) {
    test(`${course.slug}: sidebar column, ${course.extraTab ?? 'no extra'} tab, locked player`, async ({ page }) => {
      await page.goto(`/courses/${course.slug}/learn`);
      await expectPageHeading(page, course.title);
      await expect(page).toHaveTitle(new RegExp(course.title));

      // One locked message and one way in: the course's checkout (learn-preview.spec.ts).
      const banner = page.getByRole('region', { name: 'Course access' });
      await expect(banner.getByRole('link', { name: /^Enroll Now\b/ })).toHaveAttribute('href', /^https:\/\//);

      const sidebar = page.getByRole('complementary', { name: 'Course Content' });
      await expect(sidebar).toBeVisible();
      await expect(page.getByRole('button', { name: 'Course Content' })).toHaveCount(0);
      await expectCourseContent(sidebar, course.extraTab);
      await expect(sidebar.getByRole('link', { name: 'Back to Course' })).toHaveAttribute(
        'href',
        `/courses/${course.slug}`,
      );

      const details = page.getByRole('tablist', { name: 'Course details' }).getByRole('tab');
      await expect(details).toHaveText(
        course.extraTab ? ['About', 'Discussion', 'Notes', course.extraTab] : ['About', 'Discussion', 'Notes'],
      );

      await expectNoA11yViolations(page);

      // Opening a chapter and choosing a lecture selects its section: the player locks.
      const player = page.getByRole('region', { name: 'Video player' });
      await chapter(sidebar, 2).locator('summary').click();
      await expect(chapter(sidebar, 2)).toHaveAttribute('open', '');
      await lectures(chapter(sidebar, 2)).first().click();
      await expect(player.getByText('This lesson is locked', { exact: true })).toBeVisible();
      await expect(player.getByRole('link', { name: 'Upgrade to Membership' })).toHaveAttribute('href', '/membership');
      await expectNoA11yViolations(page);
      await player.getByRole('button', { name: /^(Watch|Back to) the preview$/ }).click();
      await expect(player.getByText('This lesson is locked', { exact: true })).toHaveCount(0);
    });
  }

  test("a click on a chapter's header closes or opens it, whether or not it is selected", async ({ page }) => {
    await page.goto('/courses/react-masterclass/learn');
    const sidebar = page.getByRole('complementary', { name: 'Course Content' });
    const [first, header] = [chapter(sidebar, 1), chapter(sidebar, 1).locator('summary')];
    await header.click();
    await expect(first).not.toHaveAttribute('open');
    await expect(lectures(sidebar)).toHaveCount(0);
    await header.click();
    await expect(first).toHaveAttribute('open', '');
    await expect(lectures(sidebar)).toHaveCount(4);
    // A selected chapter closes the same way.
    await lectures(first).first().click();
    await header.click();
    await expect(first).not.toHaveAttribute('open');
  });

  test('dsa-advanced: questions with LeetCode numbers and coloured difficulty', async ({ page }) => {
    await page.goto('/courses/data-structures-and-algorithms-interviews/learn');
    await page.getByRole('tablist', { name: 'Course details' }).getByRole('tab', { name: 'Questions' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Questions' });
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(9);
    await expect(panel.getByText(/^LeetCode #\d+$/).first()).toBeVisible();
    const toggle = panel.locator('summary');
    await expect(toggle).toHaveAccessibleName('Show all questions (74 more)');
    await toggle.click();
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(83);
    await expect(toggle).toHaveAccessibleName('Show fewer questions');
    await expectNoA11yViolations(page);
  });

  test('the tabs follow the keyboard and the certificate tooltip shows on focus', async ({ page }) => {
    await page.goto('/courses/python-programming-masterclass/learn');
    const about = page.getByRole('tab', { name: 'About' });
    await about.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Discussion' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Discussion' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Discussion' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Projects' }).last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(about).toBeFocused();

    const certificate = page.getByRole('button', { name: 'Download Certificate' });
    await certificate.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText('Complete course to unlock');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });
});

test.describe('learn page on a phone', () => {
  test.use({ viewport: PHONE });

  for (const course of COURSES) {
    test(`${course.slug}: the course content drawer locks the page scroll`, async ({ page }) => {
      await page.goto(`/courses/${course.slug}/learn`);
      await expectPageHeading(page, course.title);
      const drawer = page.getByRole('complementary', { name: 'Course Content' });
      await expect(drawer).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Video player' })).toBeVisible();
      const noHorizontalScroll = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(noHorizontalScroll).toBe(true);
      await expectNoA11yViolations(page);

      const opener = page.getByRole('button', { name: 'Course Content' });
      await opener.click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close course content' })).toBeFocused();
      await pageScrollLocked(page);
      await expectCourseContent(drawer, course.extraTab);
      await expectNoA11yViolations(page);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
      await pageScrolls(page);

      await opener.click();
      await drawer.getByRole('button', { name: 'Close course content' }).click();
      await expect(drawer).toBeHidden();
      await pageScrolls(page);
      // A press on the dimmed page beside the drawer closes it too.
      await opener.click();
      await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
      await expect(drawer).toBeHidden();
    });
  }

  test('picking a lecture closes the drawer and shows the locked lesson', async ({ page }) => {
    await page.goto('/courses/python-programming-masterclass/learn');
    await page.getByRole('button', { name: 'Course Content' }).click();
    const drawer = page.getByRole('complementary', { name: 'Course Content' });
    await lectures(drawer).first().click();
    await expect(drawer).toBeHidden();
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player.getByText('This lesson is locked', { exact: true })).toBeVisible();
    await expect(player.getByRole('link', { name: 'Upgrade to Membership' })).toHaveAttribute('href', '/membership');
    await pageScrolls(page);
  });

  test('leaving through Back to Course in the drawer gives the scroll back', async ({ page }) => {
    await page.goto('/courses/python-programming-masterclass/learn');
    await page.getByRole('button', { name: 'Course Content' }).click();
    await pageScrollLocked(page);
    await page.getByRole('complementary').getByRole('link', { name: 'Back to Course' }).click();
    await expect(page).toHaveURL(/\/courses\/python-programming-masterclass$/);
    // The course page, not the learn page (its heading is the course's title too), which stays
    // on screen while the course page loads.
    await expect(page.getByRole('heading', { name: 'Course Curriculum' })).toBeVisible();
    await expectPageHeading(page, 'Python Programming Masterclass');
    await pageScrolls(page);
  });
});

test.describe('learn page before its code has run', () => {
  test.use({ viewport: DESKTOP });

  /** Opens the python player with the learn remote's scripts held back; returns what lets them go. */
  async function openWithScriptsHeld(page: Page) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${originOf('learn')}/**/*.js`, (route) => held.then(() => route.continue()));
    await page.goto('/courses/python-programming-masterclass/learn', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(0);
    return release;
  }

  test('chapters open and close at once, and hydration keeps what was opened', async ({ page }) => {
    const release = await openWithScriptsHeld(page);
    const sidebar = page.getByRole('complementary', { name: 'Course Content' });
    await chapter(sidebar, 2).locator('summary').click();
    await chapter(sidebar, 1).locator('summary').click();
    await expect(chapter(sidebar, 2)).toHaveAttribute('open', '');
    await expect(chapter(sidebar, 1)).not.toHaveAttribute('open');
    release();
    await waitForInteractive(page);
    await expect(lectures(chapter(sidebar, 2))).toHaveCount(4);
    await expect(chapter(sidebar, 1)).not.toHaveAttribute('open');
  });

  test('a tab and a lecture tapped early answer once the page hydrates', async ({ page }) => {
    const release = await openWithScriptsHeld(page);
    await page.getByRole('tablist', { name: 'Course details' }).getByRole('tab', { name: 'Discussion' }).click();
    await lectures(page).first().click();
    release();
    await waitForInteractive(page);
    await expect(page.getByRole('tabpanel', { name: 'Discussion' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Video player' }).getByText('This lesson is locked', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('learn page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('chapters open and close in the column, and on a phone in the drawer', async ({ page }) => {
    await page.goto('/courses/react-masterclass/learn');
    const content = page.getByRole('complementary', { name: 'Course Content' });
    await expect(chapter(content, 1)).toHaveAttribute('open', '');
    await expect(lectures(content)).toHaveCount(4);
    await chapter(content, 2).locator('summary').click();
    await expect(lectures(content)).toHaveCount(8);
    await chapter(content, 1).locator('summary').click();
    await expect(lectures(content)).toHaveCount(4);

    await page.setViewportSize(PHONE);
    await expect(content).toHaveCount(0);
    await page.getByRole('button', { name: 'Course Content' }).click();
    await expect(content).toBeVisible();
    await pageScrollLocked(page);
    await chapter(content, 3).locator('summary').click();
    await expect(lectures(chapter(content, 3))).toHaveCount(4);
    await content.getByRole('button', { name: 'Close course content' }).click();
    await expect(content).toBeHidden();
    await pageScrolls(page);
  });
});

test('an unknown course slug on the learn page ends on /404', async ({ page }) => {
  await page.goto('/courses/no-such-course/learn');
  await expectPageHeading(page, 'Page Not Found');
  await expect(page).toHaveURL(/\/404$/);
});
