/**
 * What a page's first paint waits for (issue 21): the HTML alone. It carries what the page uses of
 * its stylesheets and lists its scripts, which an inline loader asks for after the paint, all at
 * once (page-scripts.ts, inline-styles.ts in shell/src/server).
 */
import { originOf } from '@shared-data/parts';
import { test, expect, waitForInteractive } from './fixtures';

const ORIGIN = originOf('shell');

test.describe('the first paint', { tag: '@shell' }, () => {
  test('every script a page runs is listed in its HTML and asked for after the first paint, none waits for another script to ask', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto('/courses/react-masterclass');
    await waitForInteractive(page);
    await expect(page.getByRole('link', { name: /Get Lifetime Access/ }).first()).toBeVisible();
    const html = (await response?.text()) ?? '';
    // No script in the markup: one inline loader and the list it reads.
    expect([...html.matchAll(/<script[^>]*\ssrc=/g)]).toEqual([]);
    const listed = JSON.parse(
      html.match(/<script id="codeyatra-scripts" type="application\/json">([^<]*)<\/script>/)![1]!,
    ) as {
      styles: string[];
      run: string[];
      preload: { href: string; as: string }[];
    };
    const fromHtml = new Set(
      [...listed.run, ...listed.preload.filter((item) => item.as === 'script').map((item) => item.href)].map(
        (url) => new URL(url, ORIGIN).href,
      ),
    );
    // The shell's startup chunks and both remotes (the catalogue's page, membership's pricing).
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((url) => !fromHtml.has(url))).toEqual([]);
    // The manifest of the very version the page was rendered with.
    expect(listed.preload.map((item) => `${item.as} ${item.href}`)).toContainEqual(
      expect.stringMatching(new RegExp(`^fetch ${originOf('membership')}/v/[0-9a-f]{16}/mf-manifest.json$`)),
    );
  });

  test('the first paint waits for no script and no stylesheet: what it needs of the CSS is in the HTML', async ({
    page,
  }) => {
    const html = await (await page.request.get('/courses/react-masterclass')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // No stylesheet for the parser to fetch: the rules the page uses are in its head.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(head).toContain('<style>');
    // Each whole stylesheet is linked by the page's loader, after the first paint.
    const listed = JSON.parse(
      html.match(/<script id="codeyatra-scripts" type="application\/json">([^<]*)<\/script>/)![1]!,
    ) as { styles: string[] };
    expect(listed.styles.length).toBeGreaterThan(2);
    await page.goto('/courses/react-masterclass');
    await waitForInteractive(page);
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    );
    expect(linked).toEqual(expect.arrayContaining(listed.styles.map((href) => new URL(href, ORIGIN).href)));
  });
});
