import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Any address that is not this machine: checkout pages, the course platform, flag images, video embeds. */
export const EXTERNAL = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/;

/** A one-pixel PNG, so external images (flags) can load in tests without the network. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface ExternalRequests {
  urls: string[];
}

/**
 * Nothing external is ever fetched: Chromium resolves no host but this machine's
 * (`NO_EXTERNAL_HOSTS`, playwright.config.ts), so a stray request fails at once. A test that follows
 * a link out, or checks what went out, asks for `external`: its external requests are then answered
 * locally (a page, or a pixel for an image) and their URLs recorded in `external.urls`. Only those
 * tests pay for the interception: with a route, every request of the page passes through the test's
 * process (half a second more per page with one worker; with two, no gain showed in the suite's time).
 * `page.goto` (waiting for `load`, as by default) also waits until the server-rendered page is
 * hydrated, so what a test does next reaches React, not inert HTML.
 */
export const test = base.extend<{ external: ExternalRequests }>({
  // A test's own requests (the `request` fixture) each take a new connection. A kept-alive one left
  // idle for the server's keep-alive time (5 s, KEEP_ALIVE_TIMEOUT_MS) can be closed by the server
  // just as the next request goes out on it: a browser sends that request again, Node's client
  // reports ECONNRESET (CI, 2026-11-28, a poll after a remote was stopped).
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitsForLoad = (options?.waitUntil ?? 'load') === 'load';
      // Only the shell's app pages carry the server's data for hydration.
      if (javaScriptEnabled && waitsForLoad && (await page.locator('script#codeyatra-data').count()) > 0) {
        await waitForInteractive(page);
      }
      return response;
    };
    await use(page);
  },
  external: async ({ context }, use) => {
    const record: ExternalRequests = { urls: [] };
    await context.route(EXTERNAL, async (route) => {
      record.urls.push(route.request().url());
      const type = route.request().resourceType();
      if (type === 'image') {
        await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
      } else {
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>External site</title><h1>External site (stubbed in tests)</h1>',
        });
      }
    });
    await use(record);
  },
});

export { expect };

/** WCAG 2.2 A and AA checks by axe (touch targets of 24 px included) on the current page, exactly as it is (nothing restyled first). */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  // axe runs in the page itself (legacy mode): the default runs it in each frame, then finishes in a
  // new blank page, which doubled a page's check (3.4-4.4 s against 1.8-2.1 s, the same results).
  // The site's pages hold no frame of their own: only an external video, after a tap.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Waits until the routed section has rendered its page heading (the remote has loaded). */
export async function expectPageHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForInteractive(page);
}

/** A team's section that hydrates with the page and has not yet (its box is marked awake once it has). */
export const NOT_YET_HYDRATED = '[data-hydrates="with-page"]:not([data-awake])';

/**
 * Waits until the server-rendered page is hydrated: its root (the shell marks <html data-interactive>)
 * and every team's section React hydrates on its own (their boxes are marked awake; a section that
 * hydrates on interaction waits for one), so a click reaches React rather than inert server HTML.
 */
export async function waitForInteractive(page: Page) {
  await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0, { timeout: 15_000 });
}

/** Waits until React has taken over an element of the server's HTML (it then carries React's own properties). */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** The scripts the page asks `origin` for (a remote's, from `originOf`), in order, from now on. */
export function scriptsFrom(page: Page, origin: string): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/`) && request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * Reaches for a section that hydrates on interaction: points at `target`, waits for the code of
 * the module it exposes (`__federation_expose_<module>.`), then for React to take `element` over.
 */
export async function wakeSection(page: Page, target: Locator, module: string, element: Locator = target) {
  const code = page.waitForResponse(
    (response) => response.url().includes(`__federation_expose_${module}.`) && response.ok(),
  );
  await target.hover();
  await code;
  await expectHydrated(element);
}

/**
 * Holds back the code of the sections exposing `modules` (`__federation_expose_<module>.`) until
 * `release` is called: what the page shows while a section's code is on its way. `requested`
 * resolves once the page has asked for each of them.
 */
export async function holdSectionCode(page: Page, modules: readonly string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Set<string>();
  let allAsked = () => {};
  const requested = new Promise<void>((resolve) => (allAsked = resolve));
  const pattern = new RegExp(`__federation_expose_(${modules.join('|')})\\.`);
  await page.route(pattern, async (route) => {
    asked.add(pattern.exec(route.request().url())?.[1] ?? '');
    if (asked.size === modules.length) allAsked();
    await released;
    await route.continue();
  });
  return { requested, release };
}
