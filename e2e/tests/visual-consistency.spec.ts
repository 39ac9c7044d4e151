import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, expectPageHeading } from './fixtures';

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
  const ROUTES = [
    '/',
    '/courses',
    '/learning-path',
    '/courses/react-masterclass',
    '/bundles/complete-frontend-development',
    '/membership',
    '/join',
  ];

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

/** Text of the page under the floating chat link, as it is now. */
function textUnderChatLink(page: Page) {
  return page.evaluate(() => {
    const chat = document.querySelector('a[aria-label^="Chat with support"]');
    if (!chat) return ['(no chat link)'];
    const link = chat.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || chat.contains(node) || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const overlaps =
          box.right > link.left && box.left < link.right && box.bottom > link.top && box.top < link.bottom;
        if (box.width >= 1 && overlaps) covered.push(text.slice(0, 40));
      }
    }
    return covered;
  });
}

test.describe('the floating chat link', () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 375, height: 667 },
    { width: 375, height: 812 },
    { width: 390, height: 844 },
    { width: 412, height: 915 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
    { width: 1600, height: 900 },
  ]) {
    test(`covers nothing on a first screen at ${viewport.width}×${viewport.height}, and is there once scrolled`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const chat = page.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
      // Beside the content column (from 94rem) it has room in the first screen; narrower, it waits.
      const roomBeside = viewport.width >= 94 * 16;
      for (const route of ['/', '/about', '/membership']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (roomBeside) {
          await expect(chat).toBeInViewport();
          expect(await textUnderChatLink(page), route).toEqual([]);
        } else {
          await expect(chat).not.toBeInViewport();
        }
      }
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await expect(chat).toBeInViewport({ ratio: 1 });
      const box = await chat.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    });
  }

  test('a keyboard reaches it before scrolling: it slides in when focused', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const chat = page.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
    await expect(chat).not.toBeInViewport();
    await chat.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(chat).toBeFocused();
    await expect(chat).toBeInViewport({ ratio: 1 });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has the end of every page to itself at ${viewport.width} px: no line beside or under it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const crowded: string[] = [];
      for (const route of ['/', '/membership', '/courses/react-masterclass', '/courses', '/about', '/dashboard']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByRole('contentinfo')).toBeInViewport();
        const { linkTop, lastLine } = await page.evaluate(() => {
          const chat = document.querySelector('a[aria-label^="Chat with support"]') as HTMLElement;
          const footer = document.querySelector('footer') as HTMLElement;
          const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
          let lastLine = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const box of range.getClientRects()) lastLine = Math.max(lastLine, box.bottom);
          }
          return { linkTop: chat.getBoundingClientRect().top, lastLine };
        });
        if (lastLine > linkTop) crowded.push(`${route}: last line ends at ${lastLine}, the link starts at ${linkTop}`);
      }
      expect(crowded).toEqual([]);
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
  const bar = page.getByRole('complementary', { name: 'Course content' }).getByRole('progressbar', {
    name: 'Your progress',
  });
  await expect(bar).toHaveAttribute('value', '0');
  expect(await primaryPixels(browser, bar)).toBe(0);
  // The same check sees a fill when there is one (so it can fail).
  await bar.evaluate((progress: HTMLProgressElement) => (progress.value = 3));
  expect(await primaryPixels(browser, bar)).toBeGreaterThan(0);
});
