import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, expectPageHeading } from 'e2e/fixtures';
import { gridRows, isBalanced } from 'e2e/support/grid-rows';

/** The three learning paths of spec section 3, with their courses' totals of section 9. */
const LEARNING_PATHS = [
  { title: 'Complete Frontend Development', totals: ['111 hours', '5 courses', '26 projects'] },
  { title: 'Complete Backend Development', totals: ['56 hours', '5 courses', '18 projects'] },
  { title: 'Complete Data Structures & Algorithms', totals: ['57 hours', '2 courses', '94 questions'] },
] as const;

const COURSE_PLATFORM = 'https://learn.codeyatra.com';

/** A learning path's group: a disclosure whose summary (its header) holds the path's heading. */
function group(page: Page, title: string) {
  const disclosure = page
    .getByRole('main')
    .locator('details')
    .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(title) }) });
  return { disclosure, header: disclosure.locator('summary'), region: page.getByRole('region', { name: title }) };
}

/** Every group starts expanded; a click on a header collapses that group alone, a second expands it. */
async function expectGroupsCollapseAndExpand(page: Page) {
  await expect(page.getByRole('main').locator('details')).toHaveCount(LEARNING_PATHS.length);
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(LEARNING_PATHS.length);
  const [frontend, ...others] = LEARNING_PATHS.map(({ title }) => group(page, title));
  await expect(frontend!.region).toBeVisible();
  await expect(frontend!.region.getByRole('heading', { level: 3 })).toHaveCount(5);

  await frontend!.header.click();
  await expect(frontend!.disclosure).not.toHaveAttribute('open');
  await expect(frontend!.disclosure.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(frontend!.header).toBeVisible();
  for (const other of others) await expect(other.region).toBeVisible();

  await frontend!.header.click();
  await expect(frontend!.disclosure).toHaveAttribute('open', '');
  await expect(frontend!.region).toBeVisible();
  await expect(frontend!.region.getByRole('heading', { level: 3 })).toHaveCount(5);
}

test.describe('the course dashboard (/dashboard)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/dashboard');
    await expectPageHeading(page, 'Your Course Dashboard');
  });

  test('shows every learning path as an expanded group with its totals', async ({ page }) => {
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(LEARNING_PATHS.length);
    for (const { title, totals } of LEARNING_PATHS) {
      const { header, region } = group(page, title);
      for (const total of totals) await expect(header).toContainText(total);
      // Zero counts are left out.
      await expect(header).not.toContainText(/\b0 (projects|questions)/);
      await expect(header).toHaveAccessibleName(new RegExp(`${title}.*${totals.join('.*')}`));
      await expect(region).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Individual Courses' })).toHaveCount(0);
  });

  test("each group's h2 is its title alone, its figures beside it; no card sits inside a card", async ({ page }) => {
    for (const { title, totals } of LEARNING_PATHS) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toHaveText(title);
      await expect(group(page, title).header).toContainText(totals[0]);
    }
    // A course card is an article; the group around it is a rule and a header, not a framed card.
    const nested = await page.getByRole('main').evaluate((main) => {
      const framed = (element: Element | null) =>
        element !== null &&
        parseFloat(getComputedStyle(element).borderTopWidth) > 0 &&
        getComputedStyle(element).boxShadow !== 'none';
      return [...main.querySelectorAll('article')].filter((card) => {
        for (let up = card.parentElement; up && up !== main; up = up.parentElement) if (framed(up)) return true;
        return false;
      }).length;
    });
    expect(nested).toBe(0);
  });

  test('tells whoever opens it what it is and how to get in, and counts a course in two paths once', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await expect(main).toContainText('nothing here shows as in progress');
    const signIn = main.getByRole('link', { name: /^Sign In to Resume/ });
    await expect(signIn).toHaveAttribute('href', `${COURSE_PLATFORM}/learn/account/signin`);
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('heading', { level: 2, name: 'New to CodeYatra?' })).toBeVisible();
    await expect(main).toContainText('One membership opens all 10 courses below');

    // 12 cards, 10 courses: the tile counts each course once, and a line says which are shown twice.
    await expect(main.getByRole('list', { name: 'Your courses at a glance' }).getByRole('listitem').first()).toHaveText(
      '10 Courses',
    );
    await expect(main).toContainText(
      'Git & GitHub Masterclass and Job Search & Resume Building are part of more than one learning path: shown in each, counted once.',
    );
    const backend = group(page, LEARNING_PATHS[1].title).region;
    await expect(backend.getByRole('article').filter({ hasText: 'Git & GitHub Masterclass' })).toContainText(
      `Also in ${LEARNING_PATHS[0].title}`,
    );
  });

  test('collapses and expands a group, its chevron turning with it', async ({ page }) => {
    const { disclosure } = group(page, LEARNING_PATHS[0].title);
    const chevron = disclosure.locator('summary svg').last();
    const turn = () => chevron.evaluate((icon) => getComputedStyle(icon).transform);
    const open = await turn();
    await expectGroupsCollapseAndExpand(page);
    await disclosure.locator('summary').click();
    await expect.poll(turn).not.toBe(open);
  });

  test('links to My Profile in a new tab and to the membership page', async ({ page }) => {
    const profile = page.getByRole('main').getByRole('link', { name: /My Profile/ });
    await expect(profile).toHaveAttribute('href', `${COURSE_PLATFORM}/learn/account/profile`);
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('main').getByRole('link', { name: 'See Membership Plans', exact: true }).click();
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
    // One button per card, outlined (a member's way on); Download a quiet link beside it. The page's
    // one filled action is a visitor's way in, the membership.
    const look = (link: typeof python) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { fill: style.backgroundColor, border: parseFloat(style.borderTopWidth) };
      });
    const download = page.getByRole('link', { name: /^Download: Python Programming Masterclass/ });
    const card = await look(python);
    expect(card.fill).toBe('rgba(0, 0, 0, 0)');
    expect(card.border).toBeGreaterThan(0);
    expect((await look(download)).fill).toBe('rgba(0, 0, 0, 0)');
    const filled = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => getComputedStyle(link).backgroundColor !== 'rgba(0, 0, 0, 0)')
          .map((link) => link.textContent?.trim()),
      );
    expect(filled).toEqual(['See Membership Plans']);
  });

  test('at 1280 px no row of a group leaves a card alone, and every card is one size', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const expected = [[3, 2], [3, 2], [2]];
    for (const [index, { title }] of LEARNING_PATHS.entries()) {
      const grid = await gridRows(group(page, title).region.getByRole('list').first());
      expect(grid.rows, title).toEqual(expected[index]);
      expect(isBalanced(grid), title).toBe(true);
    }
  });

  test('has no WCAG 2.2 AA violations at 390 px with a group collapsed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await group(page, LEARNING_PATHS[0].title).header.click();
    await expectNoA11yViolations(page);
  });
});

test.describe('the course dashboard with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('its groups collapse and expand from the HTML alone', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Course Dashboard' })).toBeVisible();
    await expectGroupsCollapseAndExpand(page);
  });
});
