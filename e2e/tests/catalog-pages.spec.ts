import { originOf } from '../scripts/parts.cjs';
import { test, expect, expectPageHeading } from './fixtures';

test.describe('catalogue pages', () => {
  test('home: every section, roadmap toggles, 8 testimonials', async ({ page }) => {
    await page.goto('/');
    await expectPageHeading(page, /Learn to code/);
    await expect(page.getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('link', { name: 'Explore Membership' }).first()).toHaveAttribute('href', '/membership');

    const roadmaps = page.getByRole('region', { name: 'Follow a clear roadmap' });
    await expect(roadmaps.getByRole('heading', { level: 3 })).toHaveText([
      '01 Frontend Development',
      '02 Backend Development',
      '03 Data Structures & Algorithms',
    ]);
    const frontend = roadmaps.getByRole('article').first();
    const row = frontend.getByRole('button', { name: /^JavaScript Masterclass/ });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(frontend.getByRole('link', { name: /View course.*JavaScript Masterclass/ })).toHaveAttribute(
      'href',
      '/courses/javascript-masterclass',
    );
    const expandAll = frontend.getByRole('button', { name: /^Expand all/ });
    await expandAll.click();
    await expect(frontend.getByRole('button', { expanded: true })).toHaveCount(6);
    await frontend.getByRole('button', { name: /^Collapse all/ }).click();
    await expect(frontend.getByRole('button', { expanded: true })).toHaveCount(0);

    await expect(page.getByRole('list', { name: 'Learning paths' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Popular courses' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Course library' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('list', { name: 'Companies' }).getByRole('img')).toHaveCount(24);
    const stories = page.getByRole('region', { name: 'Students who made the switch' });
    await expect(stories.getByRole('article')).toHaveCount(8);
    await expect(stories.getByRole('link', { name: 'View More Success Stories' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
    await expect(
      page.getByRole('region', { name: 'Build projects you can show' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
  });

  test('courses: every card with its links', async ({ page }) => {
    await page.goto('/courses');
    await expectPageHeading(page, 'All Courses');
    const cards = page.getByRole('list', { name: 'Courses' }).getByRole('article');
    await expect(cards).toHaveCount(10);
    const react = cards.filter({ hasText: 'React Masterclass' });
    await expect(react.getByRole('link', { name: /^View Course/ })).toHaveAttribute(
      'href',
      '/courses/react-masterclass',
    );
    const titleLink = react.getByRole('heading').getByRole('link');
    await expect(titleLink).toHaveAttribute('href', '/courses/react-masterclass/learn');
    await expect(titleLink).toHaveAttribute('target', '_blank');
    await expect(titleLink).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('learning paths: the bundle modal opens and closes, focus returns', async ({ page }) => {
    await page.goto('/learning-path');
    await expectPageHeading(page, 'Learning Path');
    await expect(page.getByText('Roadmap', { exact: true })).toHaveCount(3);
    const info = page.getByRole('button', { name: 'Courses in Complete Frontend Development' });
    await info.click();
    const dialog = page.getByRole('dialog', { name: 'Complete Frontend Development' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(5);
    await expect(dialog.getByRole('link', { name: 'View Roadmap Details' })).toHaveAttribute(
      'href',
      '/bundles/complete-frontend-development',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();

    await info.click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();

    await info.click();
    await page.mouse.click(5, 300);
    await expect(dialog).toBeHidden();

    await info.click();
    await dialog.getByRole('link', { name: 'View Roadmap Details' }).click();
    await expect(page).toHaveURL(/\/bundles\/complete-frontend-development$/);
  });

  test('testimonials: four stats and all 24 cards with flags shipped by the catalogue', async ({ page, external }) => {
    await page.goto('/testimonials');
    await expectPageHeading(page, 'Student Success Stories');
    await expect(page.getByRole('term')).toHaveText(['Students', 'Average Rating', 'Reviews', 'Countries']);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const flag = cards.first().getByRole('img', { name: 'Flag of India' });
    await expect(flag).toHaveAttribute(
      'src',
      new RegExp(`^${originOf('catalog')}/v/[0-9a-f]{16}/assets/in\\.[0-9a-f]{8}\\.svg$`),
    );
    await flag.scrollIntoViewIfNeeded();
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const platform = cards.first().getByRole('link', { name: /View on LinkedIn/ });
    await expect(platform).toHaveAttribute('target', '_blank');
    await expect(platform).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external.urls.filter((url) => /\.(png|svg|jpe?g|webp)(\?|$)/.test(url))).toEqual([]);
  });

  test('about: the five sections', async ({ page }) => {
    await page.goto('/about');
    await expectPageHeading(page, 'About CodeYatra');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Quick Brief',
      'Learning Resources',
      'Community Support',
      'Certification',
      'Why Choose CodeYatra',
    ]);
    await expect(page.getByText(/founded in 2018/)).toBeVisible();
  });

  test('contact: four cards and Browse FAQs', async ({ page }) => {
    await page.goto('/contact');
    await expectPageHeading(page, 'Contact Us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'support@codeyatra.com' })).toHaveAttribute(
      'href',
      'mailto:support@codeyatra.com',
    );
    const chat = main.getByRole('link', { name: /Chat on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/919829012345');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute('target', '_blank');
    await expect(main.getByText('Jaipur, Rajasthan 302015')).toBeVisible();
    await expect(main.getByText(/remote-first team/)).toBeVisible();
    await main.getByRole('link', { name: 'Browse FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
  });
});

test.describe('course prices in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('are in rupees', async ({ page }) => {
    await page.goto('/courses');
    await expectPageHeading(page, 'All Courses');
    const react = page.getByRole('article').filter({ hasText: 'React Masterclass' });
    await expect(react.getByText('₹799')).toBeVisible();
    await expect(react.locator('del')).toHaveText(/₹3,999/);
    await expect(page.getByText('$9.99')).toHaveCount(0);
  });
});

test.describe('course prices in the US', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('are in dollars', async ({ page }) => {
    await page.goto('/courses');
    await expectPageHeading(page, 'All Courses');
    const react = page.getByRole('article').filter({ hasText: 'React Masterclass' });
    await expect(react.getByText('$9.99')).toBeVisible();
    await expect(react.locator('del')).toHaveText(/\$49\.99/);
    await expect(page.getByText('₹799')).toHaveCount(0);
  });
});
