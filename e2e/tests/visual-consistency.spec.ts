import type { Browser, Locator } from '@playwright/test';
import { test, expect, expectPageHeading } from './fixtures';
import { PRICED_ROUTES } from './support/routes';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

test.describe('the sample certificate', () => {
  const pages = [
    { path: '/membership', heading: 'One Membership. Every Course.', section: 'Earn a Certificate for Every Course' },
    { path: '/courses/react-masterclass', heading: 'React Masterclass', section: 'Course Certificate' },
  ];

  for (const viewport of [PHONE, DESKTOP]) {
    test(`is the same filled-in certificate on /membership and a course page at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const looks: string[] = [];
      for (const { path, heading, section } of pages) {
        await page.goto(path);
        await expectPageHeading(page, heading);
        const sample = page.getByRole('region', { name: section }).getByRole('figure', { name: 'Sample certificate' });
        await sample.scrollIntoViewIfNeeded();
        await expect(sample).toBeVisible();
        for (const text of ['Certificate of Completion', 'Your Name', 'Your completion date', 'CY-XXXX-XXXX']) {
          await expect(sample.getByText(text, { exact: true })).toBeVisible();
        }
        await expect(sample.locator('svg')).toHaveCount(2); // the brand mark and the seal
        const box = await sample.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThan(250);
        looks.push(
          await sample.evaluate((figure) => {
            const frame = figure.querySelector('div > div') as HTMLElement;
            const style = getComputedStyle(frame);
            return `${style.borderTopColor} ${style.borderTopWidth} ${style.textAlign}`;
          }),
        );
      }
      expect(looks[0]).toBe(looks[1]);
    });
  }
});

test.describe('membership section headings', () => {
  for (const [viewport, alignment] of [
    [PHONE, 'start'],
    [DESKTOP, 'center'],
  ] as const) {
    test(`are all aligned one way at ${viewport.width} px, the catalogue's testimonials included`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/membership');
      await expectPageHeading(page, 'One Membership. Every Course.');
      await expect(page.getByRole('heading', { level: 2, name: 'What Our Students Say' })).toBeVisible();
      const headings = page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .filter({ hasNotText: 'Start Learning Today' }); // the closing call to action is a centred card
      expect(await headings.count()).toBeGreaterThanOrEqual(9);
      const alignments = await headings.evaluateAll((all) =>
        all.map((heading) => `${heading.textContent}: ${getComputedStyle(heading).textAlign}`),
      );
      expect(alignments.filter((line) => !line.endsWith(`: ${alignment}`))).toEqual([]);
    });
  }
});

test.describe('crossed-out prices', () => {
  /** The pages that show prices (`priced` in their declaration). */
  const ROUTES = [...PRICED_ROUTES];

  for (const viewport of [PHONE, DESKTOP]) {
    test(`come after the price they were cut to, everywhere, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const found: string[] = [];
      const wrong: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const prices = await page.locator('main del').evaluateAll((struck) =>
          struck
            .filter((del) => del.getClientRects().length > 0)
            .map((del) => {
              const amount = /[$₹]\s?\d/;
              const siblings = [...(del.parentElement?.children ?? [])].filter(
                (element) =>
                  element !== del &&
                  !element.classList.contains('visually-hidden') &&
                  amount.test(element.textContent ?? ''),
              );
              const before = siblings.filter((element) => element.compareDocumentPosition(del) & 4);
              const after = siblings.filter((element) => del.compareDocumentPosition(element) & 4);
              const price = before.at(-1)?.getBoundingClientRect();
              const original = del.getBoundingClientRect();
              const readsFirst = !!price && (price.right <= original.left + 1 || price.bottom <= original.top + 1);
              return {
                line: del.parentElement?.textContent ?? '',
                ok: before.length > 0 && after.length === 0 && readsFirst,
              };
            }),
        );
        for (const price of prices) (price.ok ? found : wrong).push(`${route}: ${price.line}`);
      }
      expect(wrong).toEqual([]);
      // Course cards, bundle cards, the course and bundle heroes, the lifetime offer and plan cards.
      expect(found.length).toBeGreaterThanOrEqual(10);
    });
  }
});

/** Pixels of the primary colour (the bar's fill) in a picture of the element. */
async function primaryPixels(browser: Browser, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let index = 0; index < pixels.length; index += 4) {
        const [red, green, blue] = [pixels[index] ?? 0, pixels[index + 1] ?? 0, pixels[index + 2] ?? 0];
        // --color-primary #4f46e5 (and its anti-aliased edge): blue well above red and green.
        if (blue > 150 && blue - red > 80 && blue - green > 80) count += 1;
      }
      return count;
    }, png);
  } finally {
    await blank.close();
  }
}

test('the learn page progress bar shows nothing filled at 0 %', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/courses/react-masterclass/learn');
  await expectPageHeading(page, 'React Masterclass');
  const bar = page.getByRole('complementary', { name: 'Course Content' }).getByRole('progressbar', {
    name: 'Course progress',
  });
  await expect(bar).toHaveAttribute('value', '0');
  expect(await primaryPixels(browser, bar)).toBe(0);
  // The same check sees a fill when there is one (so it can fail).
  await bar.evaluate((progress: HTMLProgressElement) => (progress.value = 3));
  expect(await primaryPixels(browser, bar)).toBeGreaterThan(0);
});
