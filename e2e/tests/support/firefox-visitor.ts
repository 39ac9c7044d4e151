/**
 * Firefox ESR (Debian's firefox-esr) as a visitor, driven by puppeteer-core over WebDriver BiDi:
 * headless, in a fresh profile of its own (puppeteer makes one and removes it), with requests to
 * other sites answered locally (never fetched, as fixtures.ts does for Chromium) so no page waits
 * on the network.
 */
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { EXTERNAL } from '../fixtures';
import { FIREFOX_PATH } from '../../scripts/other-browsers.mjs';
import type { Visitor, VisitorOptions } from './visitor';

/** Answers a request to another site with a stub, lets the site's own requests through. */
function keepLocal(request: HTTPRequest): void {
  if (request.isInterceptResolutionHandled()) return;
  if (!EXTERNAL.test(request.url())) {
    void request.continue();
  } else if (request.resourceType() === 'image') {
    void request.respond({ status: 204, body: '' });
  } else {
    void request.respond({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>External site</title>',
    });
  }
}

class FirefoxVisitor implements Visitor {
  readonly pageErrors: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly origin: string,
    readonly version: string,
  ) {
    page.on('pageerror', (error) => this.pageErrors.push(error instanceof Error ? error.message : String(error)));
  }

  async goto(path: string) {
    this.pageErrors.length = 0;
    await this.page.goto(`${this.origin}${path}`, { waitUntil: 'load', timeout: 30_000 });
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async click(find: string) {
    // Where the element is, scrolled into view, read by the driver (puppeteer's own ElementHandle.click
    // waits on an IntersectionObserver callback, which never comes with the page's JavaScript off).
    const point = await this.page.evaluate(`(() => {
      const element = ${find};
      if (!element) return null;
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`);
    if (!point) throw new Error(`${this.version}: nothing to click for ${find}`);
    const { x, y } = point as { x: number; y: number };
    await this.page.mouse.click(x, y);
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
    return this.evaluate<[number, number]>('[innerWidth, innerHeight]');
  }

  async close() {
    await this.browser.close();
  }
}

export async function launchFirefox(origin: string, { javaScript }: VisitorOptions): Promise<Visitor> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: { 'javascript.enabled': javaScript },
  });
  try {
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', keepLocal);
    return new FirefoxVisitor(browser, page, origin, await browser.version());
  } catch (error) {
    await browser.close();
    throw error;
  }
}
