import { originOf } from '@shared-data/parts';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectPageHeading } from 'e2e/fixtures';

/** A roadmap's course row: a disclosure whose summary names the course. */
const courseRow = (roadmap: Locator, title: string) =>
  roadmap.locator('details').filter({ has: roadmap.page().locator('summary', { hasText: title }) });
const openRows = (roadmap: Locator) => roadmap.locator('details[open]');

/**
 * Expand all, with one row (the second) already open: it opens the rest, then reads Collapse all
 * and closes every row; its words follow rows opened one by one too.
 */
async function expectExpandAll(roadmap: Locator, rowCount: number) {
  await expect(openRows(roadmap)).toHaveCount(1);
  const expandAll = roadmap.getByRole('button', { name: /^(Expand|Collapse) all/ });
  await expect(expandAll).toHaveAccessibleName(/^Expand all courses of /);
  await expect(expandAll).toHaveAttribute('aria-expanded', 'false');
  await expandAll.click();
  await expect(openRows(roadmap)).toHaveCount(rowCount);
  await expect(expandAll).toHaveAccessibleName(/^Collapse all courses of /);
  await expect(expandAll).toHaveAttribute('aria-expanded', 'true');
  await expandAll.click();
  await expect(openRows(roadmap)).toHaveCount(0);
  await expect(expandAll).toHaveAccessibleName(/^Expand all/);
  // Rows opened one by one: the last one turns the words to Collapse all, closing one turns them back.
  const summaries = roadmap.locator('details > summary');
  for (let index = 0; index < rowCount; index += 1) await summaries.nth(index).click();
  await expect(expandAll).toHaveAccessibleName(/^Collapse all/);
  await summaries.first().click();
  await expect(expandAll).toHaveAccessibleName(/^Expand all/);
  await expandAll.click();
  await expect(openRows(roadmap)).toHaveCount(rowCount);
  await expandAll.click();
  await expect(openRows(roadmap)).toHaveCount(0);
}

/**
 * The bundle dialog of `title`, opened from its button (a card's info button, or a bundle page's
 * Preview Courses): a labelled modal with the bundle's
 * courses; it closes from Escape, the Close button, the close icon and a click on the backdrop,
 * each time giving focus back to the info button, and the page behind does not scroll meanwhile.
 */
async function expectBundleDialog(page: Page, title: string, courseCount: number, opener?: string) {
  const info = page.getByRole('button', { name: opener ?? `See the ${courseCount} courses of ${title}` });
  const dialog = page.getByRole('dialog', { name: title });
  const open = async () => {
    await info.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  };
  await expect(dialog).toHaveCount(0);
  await open();
  await expect(dialog.getByRole('listitem')).toHaveCount(courseCount);
  await expect(dialog.getByRole('link', { name: 'View Roadmap Details' })).toHaveAttribute(
    'href',
    new RegExp(`^/bundles/[a-z-]+$`),
  );
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(info).toBeFocused();

  await open();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(info).toBeFocused();

  await open();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(info).toBeFocused();

  await open();
  // Beside the dialog (a sheet at the bottom on phones, centred from 640 px): the backdrop.
  await page.mouse.click(3, 100);
  await expect(dialog).toHaveCount(0);
  await expect(info).toBeFocused();
}

test.describe('catalogue pages', () => {
  test('home: every section, roadmap toggles, 8 testimonials', async ({ page }) => {
    await page.goto('/');
    await expectPageHeading(page, /Learn to Code/);
    await expect(page.getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('link', { name: 'Explore Membership' }).first()).toHaveAttribute('href', '/membership');

    const roadmaps = page.getByRole('region', { name: 'Follow a Clear Learning Path' });
    await expect(roadmaps.getByRole('heading', { level: 3 })).toHaveText([
      '01 Frontend Development',
      '02 Backend Development',
      '03 Data Structures & Algorithms',
    ]);
    const frontend = roadmaps.getByRole('article').first();
    const javascript = courseRow(frontend, 'JavaScript Masterclass');
    await expect(javascript).not.toHaveAttribute('open');
    await javascript.locator('summary').click();
    await expect(javascript).toHaveAttribute('open', '');
    await expect(frontend.getByRole('link', { name: /View course.*JavaScript Masterclass/ })).toHaveAttribute(
      'href',
      '/courses/javascript-masterclass',
    );
    await expectExpandAll(frontend, 5);

    await expect(page.getByRole('region', { name: 'Learning paths' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Popular courses' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Course library' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem')).toHaveCount(24);
    const stories = page.getByRole('region', { name: 'Students Who Made the Switch' });
    await expect(stories.getByRole('article')).toHaveCount(8);
    await expect(stories.getByRole('link', { name: 'View More Success Stories' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
    await expect(
      page.getByRole('region', { name: 'Build Projects You Can Show' }).getByRole('heading', { level: 3 }),
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

  test('course covers and the first screen’s students are drawn pictures, cached for good', async ({ page }) => {
    // SVG files the build draws (simple-icons' marks, DiceBear's portraits), content-hashed.
    await page.goto('/courses');
    await expectPageHeading(page, 'All Courses');
    const covers = page.getByRole('list', { name: 'Courses' }).getByRole('article').locator('img');
    await expect(covers).toHaveCount(10);
    for (const cover of await covers.all()) {
      await expect(cover).toHaveAttribute('src', /\/assets\/[\w-]+\.[0-9a-f]{8}\.svg$/);
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(covers.first()).toHaveAttribute('src', /\/python\.\w{8}\.svg$/);

    await page.goto('/');
    await expectPageHeading(page, /Learn to Code/);
    // The hero's pictures: five students' portraits and, beside them on a desktop, three course covers.
    const hero = page.locator('header, section', { has: page.getByRole('heading', { level: 1 }) });
    const pictures = hero.locator('img');
    await expect(pictures).toHaveCount(8);
    await expect(hero.locator('img[src*="/python."]')).toHaveCount(1);
    const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.filter((source) => /\/assets\/\d+\.[0-9a-f]{8}\.svg$/.test(source))).toHaveLength(5);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('src', /\/assets\/[\w-]+\.[0-9a-f]{8}\.svg$/);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('learning paths: the bundle modal opens and closes, focus returns', async ({ page }) => {
    await page.goto('/learning-path');
    await expectPageHeading(page, 'Learning Path');
    await expect(page.getByText('Roadmap', { exact: true }).filter({ visible: true })).toHaveCount(3);
    await expectBundleDialog(page, 'Complete Frontend Development', 5);
    await expectBundleDialog(page, 'Complete Data Structures & Algorithms', 2);

    await page.getByRole('button', { name: 'See the 5 courses of Complete Frontend Development' }).click();
    await page
      .getByRole('dialog', { name: 'Complete Frontend Development' })
      .getByRole('link', { name: 'View Roadmap Details' })
      .click();
    await expect(page).toHaveURL(/\/bundles\/complete-frontend-development$/);
    await expectPageHeading(page, 'Complete Frontend Development');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('home: a learning-path card opens its bundle modal', async ({ page }) => {
    await page.goto('/');
    await expectPageHeading(page, /Learn to Code/);
    await expectBundleDialog(page, 'Complete Backend Development', 5);
  });

  test('testimonials: all 24 cards with flags shipped by the catalogue', async ({ page, external }) => {
    await page.goto('/testimonials');
    await expectPageHeading(page, 'Student Success Stories');
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

test.describe('catalogue pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home: every roadmap row opens and closes on its own', async ({ page }) => {
    await page.goto('/');
    const roadmaps = page.getByRole('region', { name: 'Follow a Clear Learning Path' });
    const backend = roadmaps.getByRole('article').nth(1);
    await expect(backend.locator('details')).toHaveCount(5);
    await expect(openRows(roadmaps)).toHaveCount(0);
    const django = courseRow(backend, 'Django Framework Masterclass');
    await django.locator('summary').click();
    await expect(django).toHaveAttribute('open', '');
    await expect(django.getByRole('link', { name: /View course/ })).toBeVisible();
    const git = courseRow(backend, 'Git & GitHub Masterclass');
    await git.locator('summary').click();
    await expect(openRows(backend)).toHaveCount(2);
    await django.locator('summary').click();
    await expect(django).not.toHaveAttribute('open');
    await expect(git).toHaveAttribute('open', '');
  });

  test('learning paths: the bundle modal opens and closes, focus returns', async ({ page }) => {
    await page.goto('/learning-path');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Path' })).toBeVisible();
    await expectBundleDialog(page, 'Complete Backend Development', 5);
  });

  test('a bundle page: Preview Courses opens the bundle preview, which closes and gives focus back', async ({
    page,
  }) => {
    await page.goto('/bundles/complete-data-structures-and-algorithms');
    await expectBundleDialog(page, 'Complete Data Structures & Algorithms', 2, 'Preview Courses');
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
