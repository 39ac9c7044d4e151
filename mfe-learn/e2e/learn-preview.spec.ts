import { test, expect, expectNoA11yViolations } from 'e2e/fixtures';

/**
 * The learn page as a locked course preview (issue 43 item 4): the video area a poster that says what
 * can be watched, one locked message with one way in, lectures titled from the curriculum.
 */
test.describe('the learn page as a course preview', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('one locked message and one call to action: Enroll Now to the course checkout', async ({ page }) => {
    await page.goto('/courses/react-masterclass/learn');
    const banner = page.getByRole('region', { name: 'Course access' });
    await expect(banner).toContainText('Lectures are locked until you enroll.');
    await expect(banner).not.toContainText(/watching/i);
    await expect(banner.getByRole('link')).toHaveCount(1);
    const enroll = banner.getByRole('link', { name: /^Enroll Now\b.*React Masterclass$/ });
    await expect(enroll).toHaveAttribute('href', /^https:\/\//);
    await expect(enroll).toHaveAttribute('target', '_blank');
    await expectNoA11yViolations(page);
  });

  test('python: the preview video plays in the player, the extra tab lists the projects', async ({ page }) => {
    await page.goto('/courses/python-programming-masterclass/learn');
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player.locator('iframe')).toHaveCount(0);
    await expect(player.getByText('Free preview', { exact: true })).toBeVisible();
    await player.getByRole('button', { name: 'Play Python Programming Masterclass: course preview' }).click();
    await expect(player.locator('iframe')).toHaveAttribute('title', 'Python Programming Masterclass: course preview');
    await expect(player.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // The poster's badges and chip give the playing video the whole frame.
    await expect(player.getByText('Free preview', { exact: true })).toBeHidden();

    const projectsTab = page.getByRole('tablist', { name: 'Course details' }).getByRole('tab', { name: 'Projects' });
    await projectsTab.click();
    const panel = page.getByRole('tabpanel', { name: 'Projects' });
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(/^\d+ Projects You'll Build$/);
    await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('git-github: no preview video, the cover as a locked poster with its length', async ({ page }) => {
    await page.goto('/courses/git-github-masterclass/learn');
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player.getByRole('img', { name: 'Git & GitHub Masterclass cover' })).toBeVisible();
    await expect(player.getByText('Locked', { exact: true })).toBeVisible();
    await expect(player.getByText(/^\d+ hours · 15 sections$/)).toBeVisible();
    await expect(player.getByRole('button', { name: /^Play / })).toHaveCount(0);
    await expect(player.locator('iframe')).toHaveCount(0);
  });
});
