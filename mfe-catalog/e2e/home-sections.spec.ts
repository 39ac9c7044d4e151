import type { Locator, Page } from '@playwright/test';
import { test, expect, expectPageHeading, waitForInteractive } from 'e2e/fixtures';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function openHome(page: Page) {
  await page.goto('/');
  await expectPageHeading(page, /Learn to Code/);
}

const testimonialRow = (page: Page) => page.getByRole('region', { name: 'Student testimonials' });
const projectRow = (page: Page) => page.getByRole('region', { name: 'Showcase projects' });
/** A row's own items (a project card holds a list of technologies too). */
const itemsOf = (row: Locator) => row.locator(':scope > ul > li');

/** How far a row is scrolled sideways, and how much it could be. */
const scrollOf = (row: Locator) =>
  row.evaluate((element) => ({
    left: element.scrollLeft,
    overflow: element.scrollWidth - element.clientWidth,
    snap: getComputedStyle(element).scrollSnapType,
    display: getComputedStyle(element.querySelector('ul') as HTMLElement).display,
  }));

/** Whether the item is wholly inside the row's visible part (horizontally). */
async function isShownIn(row: Locator, item: Locator) {
  const [frame, box] = await Promise.all([row.boundingBox(), item.boundingBox()]);
  if (!frame || !box) return false;
  return box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1;
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('home on a phone', () => {
  test.use({ viewport: PHONE });

  test('testimonials and projects are swipeable rows that snap, and the page itself does not scroll sideways', async ({
    page,
  }) => {
    await openHome(page);
    for (const row of [testimonialRow(page), projectRow(page)]) {
      const scroll = await scrollOf(row);
      expect(scroll.snap).toBe('x mandatory');
      expect(scroll.display).toBe('flex');
      expect(scroll.overflow).toBeGreaterThan(PHONE.width);
      const items = itemsOf(row);
      // One card in view, the next peeking in.
      expect(await isShownIn(row, items.first())).toBe(true);
      expect(await isShownIn(row, items.nth(1))).toBe(false);
    }
    await expect(testimonialRow(page).getByRole('article')).toHaveCount(8);
    await expect(projectRow(page).getByRole('heading', { level: 3 })).toHaveCount(6);
    expect(await pageScrollsSideways(page)).toBe(false);

    // A swipe moves the row by whole cards: it comes to rest with a card at the row's start.
    const row = projectRow(page);
    await row.evaluate((element) => element.scrollBy({ left: 200, behavior: 'instant' }));
    await expect.poll(async () => isShownIn(row, itemsOf(row).nth(1))).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);
  });

  test('a keyboard reaches every card: the rows take focus and scroll with the arrow keys', async ({ page }) => {
    await openHome(page);
    for (const row of [projectRow(page), testimonialRow(page)]) {
      await row.focus();
      await expect(row).toBeFocused();
      const last = itemsOf(row).last();
      expect(await isShownIn(row, last)).toBe(false);
      for (let press = 0; press < 40 && !(await isShownIn(row, last)); press += 1) {
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(60);
      }
      await expect.poll(async () => isShownIn(row, last)).toBe(true);
      expect((await scrollOf(row)).left).toBeGreaterThan(0);
    }
    // Tabbing from a card's link to the next card's scrolls that card into view too.
    const stories = testimonialRow(page);
    await stories.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    await stories.getByRole('article').first().getByRole('link').focus();
    const secondLink = stories.getByRole('article').nth(1).getByRole('link');
    expect(await isShownIn(stories, secondLink)).toBe(false);
    await page.keyboard.press('Tab');
    await expect(secondLink).toBeFocused();
    await expect.poll(async () => isShownIn(stories, secondLink)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});

test.describe('testimonials elsewhere on a phone', () => {
  test.use({ viewport: PHONE });

  for (const [path, heading, count] of [
    ['/courses/react-masterclass', 'React Masterclass', 8],
    ['/membership', /One Membership/, 6],
  ] as const) {
    test(`${path}: the stories are a swipeable row, not a column of cards`, async ({ page }) => {
      await page.goto(path);
      await expectPageHeading(page, heading);
      const row = testimonialRow(page);
      await row.scrollIntoViewIfNeeded();
      const scroll = await scrollOf(row);
      expect(scroll.snap).toBe('x mandatory');
      expect(scroll.overflow).toBeGreaterThan(PHONE.width);
      await expect(row.getByRole('article')).toHaveCount(count);
      expect(await isShownIn(row, itemsOf(row).nth(1))).toBe(false);
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }
});

test.describe('home on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('projects are three in a row; the stories stay one row, three in view, the next peeking in', async ({
    page,
  }) => {
    await openHome(page);
    const projects = projectRow(page);
    expect(await scrollOf(projects)).toMatchObject({ display: 'grid', overflow: 0 });
    const tops = await itemsOf(projects).evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(tops.filter((top) => top === tops[0])).toHaveLength(3);

    const stories = testimonialRow(page);
    const scroll = await scrollOf(stories);
    expect(scroll).toMatchObject({ display: 'flex', snap: 'x mandatory' });
    expect(scroll.overflow).toBeGreaterThan(0);
    const cards = itemsOf(stories);
    for (const index of [0, 1, 2]) expect(await isShownIn(stories, cards.nth(index))).toBe(true);
    expect(await isShownIn(stories, cards.nth(3))).toBe(false);
    await expect(stories.getByRole('article')).toHaveCount(8);
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});

test.describe('partner wall', () => {
  for (const width of [320, 375, 1280]) {
    test(`24 companies by name, 8 with their mark, tiles and marks of one size, every name in full at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHome(page);
      const strip = page.getByRole('list', { name: 'Companies' });
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByRole('listitem')).toHaveCount(24);
      // Each name is printed in the page's type; where the icon set has the company's mark it
      // stands beside the name (decoration), else the name alone is the wordmark.
      for (const name of ['Google', 'Microsoft', 'Amazon', 'Netflix', 'Infosys', 'Uber']) {
        await expect(strip.getByText(name, { exact: true })).toBeVisible();
      }
      const marks = strip.locator('img');
      await expect(marks).toHaveCount(8);
      // Wipro's mark (its name in a ring of dots) is illegible at a mark's size: its name alone.
      await expect(strip.getByRole('listitem').filter({ hasText: 'Wipro' }).locator('img')).toHaveCount(0);
      await expect(strip.getByRole('listitem').filter({ hasText: 'Google' }).locator('img')).toHaveCount(1);
      await expect(strip.getByRole('listitem').filter({ hasText: 'Microsoft' }).locator('img')).toHaveCount(0);
      await expect
        .poll(() =>
          marks.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      const sizes = await marks.evaluateAll((images) =>
        images.map((image) => `${image.getBoundingClientRect().width}x${image.getBoundingClientRect().height}`),
      );
      expect(new Set(sizes).size).toBe(1);
      const cut = await strip
        .locator('li span')
        .evaluateAll((names) =>
          names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent),
        );
      expect(cut).toEqual([]);
      // One tile for every company, of one width and one height, its name (and mark) centred in it.
      const cells = await strip.locator('li').evaluateAll((items) =>
        items.map((item) => {
          const tile = item.getBoundingClientRect();
          const first = (item.firstElementChild as HTMLElement).getBoundingClientRect();
          const last = (item.lastElementChild as HTMLElement).getBoundingClientRect();
          const offCentre = Math.abs((first.left + last.right) / 2 - (tile.left + tile.right) / 2);
          return { size: `${Math.round(tile.width)}x${Math.round(tile.height)}`, centred: offCentre <= 1 };
        }),
      );
      expect(new Set(cells.map((cell) => cell.size)).size).toBe(1);
      expect(cells.filter((cell) => !cell.centred)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }
});

test('the six project covers are six different pictures', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHome(page);
  const covers = projectRow(page).locator('article img');
  await expect(covers).toHaveCount(6);
  const shown = await covers.evaluateAll((images) =>
    images.map((image) => ({ src: image.getAttribute('src'), alt: image.getAttribute('alt') })),
  );
  expect(new Set(shown.map((cover) => cover.src)).size).toBe(6);
  for (const cover of shown) expect(cover).toEqual({ src: expect.stringMatching(/\.svg$/), alt: '' });
  for (const cover of await covers.all()) await cover.scrollIntoViewIfNeeded(); // they load lazily
  await expect
    .poll(() => covers.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
});

test.describe('roadmaps before the page’s scripts have run', () => {
  test('a row opened, then Expand all tapped, in the server’s HTML: every row is open once they have', async ({
    page,
  }) => {
    // Hold every script back until the taps are made.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const frontend = page.getByRole('region', { name: 'Follow a Clear Learning Path' }).getByRole('article').first();
    const rows = frontend.locator('details');
    await rows.nth(1).locator('summary').click();
    await expect(rows.nth(1)).toHaveAttribute('open', '');
    await frontend.getByRole('button', { name: /^Expand all/ }).click();
    await expect(frontend.locator('details[open]')).toHaveCount(1);
    expect(await page.locator('html[data-interactive]').count()).toBe(0);

    release();
    await waitForInteractive(page);
    await expect(frontend.locator('details[open]')).toHaveCount(5);
    await expect(frontend.getByRole('button', { name: /^Collapse all/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
