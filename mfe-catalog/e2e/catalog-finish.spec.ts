/**
 * The finish of the catalogue's lists and heroes (issue 43), as a visitor sees it:
 * - a card grid holds one card size and never leaves a card alone in its last row;
 * - side by side, cards' parts start at one height (a long title does not push one list down);
 * - the divider in a detail hero's rating line only ever stands between two facts on one line;
 * - a learning path has one name: "Roadmap" shows only where the spec gives it verbatim (the
 *   /learning-path cards' Roadmap badge; 'View Roadmap Details' inside the closed dialogs).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectPageHeading } from 'e2e/fixtures';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

interface Box {
  x: number;
  y: number;
  width: number;
}

/** The boxes of a list's items, in order. */
async function itemBoxes(list: Locator): Promise<Box[]> {
  await list.scrollIntoViewIfNeeded();
  return list.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => {
      const { x, y, width } = item.getBoundingClientRect();
      return { x, y, width };
    }),
  );
}

/** Boxes grouped by the row they sit on (the same top, give or take a pixel). */
function rowsOf(boxes: Box[]): Box[][] {
  const rows: Box[][] = [];
  for (const box of boxes) {
    const row = rows.find((candidate) => Math.abs((candidate[0]?.y ?? 0) - box.y) < 2);
    if (row) row.push(box);
    else rows.push([box]);
  }
  return rows;
}

test.describe('card grids at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('/courses: ten cards of one size, no card alone in a row, a short row centred', async ({ page }) => {
    await page.goto('/courses');
    await expectPageHeading(page, 'All Courses');
    const list = page.getByRole('list', { name: 'Courses', exact: true });
    const boxes = await itemBoxes(list);
    expect(boxes).toHaveLength(10);
    const widths = new Set(boxes.map((box) => Math.round(box.width)));
    expect(widths.size, `card widths: ${[...widths].join(', ')}`).toBe(1);
    const grid = (await list.boundingBox())!;
    const rows = rowsOf(boxes);
    expect(rows.map((row) => row.length)).toEqual([3, 3, 2, 2]);
    for (const row of rows) {
      const left = row[0]!.x - grid.x;
      const right = grid.x + grid.width - (row.at(-1)!.x + row.at(-1)!.width);
      expect(Math.abs(left - right), 'a row sits in the middle of the grid').toBeLessThan(2);
    }
  });

  // The home's cards are a swipe row on phones: its list is inside the named, scrollable region.
  for (const [path, heading, role, name] of [
    ['/courses', 'All Courses', 'list', 'Courses'],
    ['/learning-path', 'Learning Path', 'list', 'Learning paths'],
    ['/', /./, 'region', 'Learning paths'],
  ] as const) {
    test(`${path}: side by side, the cards' lists start at one height`, async ({ page }) => {
      await page.goto(path);
      await expectPageHeading(page, heading);
      const named = page.getByRole(role, { name, exact: true });
      const list = role === 'list' ? named : named.locator(':scope > ul');
      await list.scrollIntoViewIfNeeded();
      const cards = list.locator(':scope > li > article');
      const tops = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const points = article.querySelector('ul');
          return { row: article.getBoundingClientRect().y, list: points?.getBoundingClientRect().y ?? NaN };
        }),
      );
      const rows = new Map<number, number[]>();
      for (const { row, list: top } of tops) rows.set(Math.round(row), [...(rows.get(Math.round(row)) ?? []), top]);
      for (const listTops of rows.values()) {
        expect(Math.max(...listTops) - Math.min(...listTops), `lists start at ${listTops.join(', ')}`).toBeLessThan(1);
      }
    });
  }
});

/** Whether the rating line's divider is drawn, and whether another fact stands before it on its line. */
async function divider(page: Page, countries: string) {
  const fact = page.getByText(countries, { exact: true });
  await expect(fact).toBeVisible();
  return fact.evaluate((element) => {
    const line = element.parentElement!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const rule = getComputedStyle(element, '::before');
    const at = box.x + parseFloat(rule.left) + parseFloat(rule.borderLeftWidth) / 2;
    const ownRule = parseFloat(getComputedStyle(element).borderLeftWidth) > 0;
    const drawn =
      ownRule || (rule.content !== 'none' && parseFloat(rule.borderLeftWidth) > 0 && at >= line.x && at <= line.right);
    const before = [...element.parentElement!.children]
      .filter((other) => other !== element)
      .some((other) => {
        const otherBox = other.getBoundingClientRect();
        return Math.abs(otherBox.y + otherBox.height / 2 - (box.y + box.height / 2)) < 4 && otherBox.right <= box.x;
      });
    return { drawn, before };
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`a detail hero's rating line at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [path, countries] of [
      ['/bundles/complete-backend-development', 'Students of this learning path in 150+ countries'],
      ['/courses/python-programming-masterclass', 'Students of this course in 150+ countries'],
    ] as const) {
      test(`${path}: the divider stands between two facts on one line, never at a line's start`, async ({ page }) => {
        await page.goto(path);
        const { drawn, before } = await divider(page, countries);
        expect(drawn).toBe(before);
      });
    }
  });
}

test.describe('one name for a learning path', () => {
  /** The visible words in the page's main content that say "roadmap". */
  const roadmapWords = (page: Page) =>
    page
      .getByRole('main')
      .getByText(/roadmap/i)
      .filter({ visible: true })
      .allInnerTexts();

  test('/learning-path: only the spec’s Roadmap badge, one per card', async ({ page }) => {
    await page.goto('/learning-path');
    await expectPageHeading(page, 'Learning Path');
    expect(await roadmapWords(page)).toEqual(['Roadmap', 'Roadmap', 'Roadmap']);
    await expect(page.getByRole('link', { name: /^View Learning Path: / })).toHaveCount(3);
  });

  test('home and a learning path’s page: no "roadmap" a visitor can see', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Follow a Clear Learning Path' })).toBeVisible();
    expect(await roadmapWords(page)).toEqual([]);
    await page.goto('/bundles/complete-frontend-development');
    await expectPageHeading(page, 'Complete Frontend Development');
    expect(await roadmapWords(page)).toEqual([]);
  });
});
