/**
 * What a page's first paint waits for (issue 21): the HTML alone. It carries its stylesheets whole
 * and lists its scripts, which an inline loader asks for after the paint, all at once
 * (page-scripts.ts, inline-styles.ts in shell/src/server).
 */
import { originOf } from '@shared-data/parts';
import { test, expect, waitForInteractive } from './fixtures';
import { DECLARED_ROUTES, urlOf } from './support/routes';

const ORIGIN = originOf('shell');

test.describe('the first paint', { tag: '@shell' }, () => {
  test('every script a page runs is listed in its HTML and asked for after the first paint, none waits for another script to ask', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto('/membership');
    await waitForInteractive(page);
    const html = (await response?.text()) ?? '';
    // No script in the markup: one inline loader and the list it reads.
    expect([...html.matchAll(/<script[^>]*\ssrc=/g)]).toEqual([]);
    const listed = JSON.parse(
      html.match(/<script id="codeyatra-scripts" type="application\/json">([^<]*)<\/script>/)![1]!,
    ) as {
      run: string[];
      preload: { href: string; as: string }[];
    };
    const fromHtml = new Set(
      [...listed.run, ...listed.preload.filter((item) => item.as === 'script').map((item) => item.href)].map(
        (url) => new URL(url, ORIGIN).href,
      ),
    );
    // The shell's startup chunks and both remotes (membership's page, the catalogue's stories).
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((url) => !fromHtml.has(url))).toEqual([]);
    // The manifests of the very versions the page was rendered with.
    for (const remote of ['membership', 'catalog'] as const) {
      expect(listed.preload.map((item) => `${item.as} ${item.href}`)).toContainEqual(
        expect.stringMatching(new RegExp(`^fetch ${originOf(remote)}/v/[0-9a-f]{16}/mf-manifest.json$`)),
      );
    }
  });

  test("a page's stylesheets are whole in its HTML: none is fetched for the first paint, nor when the scripts load the parts", async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(request.url());
    });
    const response = await page.goto('/courses/react-masterclass');
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    // No stylesheet for the parser to fetch: each is in the head, named by its URL.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const inline = [...head.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => new URL(href!, ORIGIN).href);
    // The shell's, the catalogue's course page and membership's pricing.
    expect(inline.length).toBeGreaterThan(2);
    expect(inline.some((href) => href.startsWith(originOf('catalog')))).toBe(true);
    await waitForInteractive(page);
    // Each part's CSS loader found its sheet in the page: nothing was fetched or added.
    expect(sheets).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    // A page reached by a link fetches only what the first one did not carry.
    await page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    expect(sheets.filter((url) => inline.includes(url))).toEqual([]);
  });

  test("a page carries its own page's stylesheets and no other page's (each page's CSS costs only the pages that use it)", async ({
    request,
  }) => {
    // A page module's own sheet is named for it (__federation_expose_<Page>); fragments of other pages are not pages.
    const pageSheet = (module: string) => `__federation_expose_${module.replace(/^\.\//, '')}.`;
    const carried: string[] = [];
    for (const route of DECLARED_ROUTES) {
      const html = await (await request.get(urlOf(route))).text();
      const hrefs = [...html.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => href!);
      expect(
        hrefs.some((href) => href.includes(pageSheet(route.page))),
        `${urlOf(route)} carries its own`,
      ).toBe(true);
      for (const other of DECLARED_ROUTES.filter((declared) => declared.page !== route.page)) {
        const foreign = hrefs.filter(
          (href) => href.startsWith(originOf(other.remote)) && href.includes(pageSheet(other.page)),
        );
        carried.push(...foreign.map((href) => `${urlOf(route)} carries ${other.page}'s ${href}`));
      }
    }
    expect(carried).toEqual([]);
  });
});

/**
 * Issue 43, item 7: on a long page most of the main thread's blocking time was the style and layout
 * of bands far below the first screen. A band (a section as wide as the page) three screens or more
 * below the top (Chromium draws what lies within about one and a half screens of the window) is
 * drawn only as the visitor nears it (`content-visibility: auto`), and is there when they reach it.
 * The page as served, scripts off, on a phone.
 */
test.describe('the bands far below the first screen', { tag: '@shell' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('are laid out only when the visitor nears them, and drawn when they reach them', async ({ page }) => {
    const drawnAtLoad: string[] = [];
    let farBands = 0;
    for (const route of DECLARED_ROUTES) {
      await page.goto(urlOf(route));
      const bands = await page.evaluate(() =>
        [...document.querySelectorAll('main section')]
          .filter((section) => !section.parentElement?.closest('section'))
          .filter((section) => section.getBoundingClientRect().width === document.documentElement.clientWidth)
          .filter((section) => section.getBoundingClientRect().top >= 3 * innerHeight)
          .map((section) => ({
            label: section.getAttribute('aria-labelledby') ?? section.id,
            drawn: [...section.children].every((child) => child.checkVisibility({ contentVisibilityAuto: true })),
          })),
      );
      farBands += bands.length;
      drawnAtLoad.push(...bands.filter((band) => band.drawn).map((band) => `${urlOf(route)}: ${band.label}`));
      if (!bands.length) continue;
      const last = page.locator('main section[aria-labelledby]').last();
      await last.getByRole('heading').first().scrollIntoViewIfNeeded();
      await expect(last.getByRole('heading').first()).toBeInViewport();
      expect(
        await last.evaluate((section) =>
          [...section.children].every((child) => child.checkVisibility({ contentVisibilityAuto: true })),
        ),
        `${urlOf(route)}: the last band is drawn once in view`,
      ).toBe(true);
    }
    expect(farBands).toBeGreaterThan(0);
    expect(drawnAtLoad).toEqual([]);
  });
});
