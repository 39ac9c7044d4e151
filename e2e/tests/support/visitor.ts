import { NOT_YET_HYDRATED } from '../fixtures';

/**
 * A visitor in a browser Playwright cannot drive here (other-browsers.spec.ts): the few things the
 * spec does, the same for Firefox (puppeteer-core, WebDriver BiDi) and WebKitGTK (selenium-webdriver,
 * WebDriver classic). Elements are named by a JavaScript expression run in the page (`find`); a click
 * is the browser's own (a pointer click on the element's centre, scrolled into view), never a
 * script setting state. Waits poll a condition in the page, so they also work with the page's
 * JavaScript off (a page-side wait would need the page's timers).
 */
export interface Visitor {
  /** Browser and version, e.g. 'firefox/153.7.0'. */
  readonly version: string;
  /** Opens `path` on the shell (a full load) and waits for its `load` event. */
  goto(path: string): Promise<void>;
  /** The value of a JavaScript expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element the expression finds (it must find one). */
  click(find: string): Promise<void>;
  /** Sets the size of the page's viewport (CSS pixels) as near as the browser allows; resolves with it. */
  setViewport(width: number, height: number): Promise<[number, number]>;
  /** Errors the page threw and nothing caught, since the last `goto`, where the browser reports them. */
  readonly pageErrors: string[] | 'not reported by this driver';
  close(): Promise<void>;
}

/** What a visitor's browser is started with. */
export interface VisitorOptions {
  javaScript: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the expression is truthy in the page (polled from outside it); fails with `what`
 * and the last value otherwise.
 */
export async function waitFor(visitor: Visitor, expression: string, what: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await visitor.evaluate<unknown>(`!!(${expression})`);
      if (last === true) return;
    } catch (error) {
      // A navigation may replace the document between two polls.
      last = error instanceof Error ? `${error.name}: ${error.message}` : error;
    }
    if (Date.now() > deadline)
      throw new Error(`${visitor.version}: timed out waiting for ${what} (last: ${String(last)})`);
    await sleep(100);
  }
}

/** Whether the element the expression finds is rendered and visible (CSS `checkVisibility`). */
export const visible = (find: string) =>
  `(() => { const element = ${find}; return !!element && element.checkVisibility({ visibilityProperty: true }); })()`;

/** Waits for the shell's hydrated page, as fixtures.ts' waitForInteractive: root and sections awake. */
export async function waitForInteractive(visitor: Visitor): Promise<void> {
  await waitFor(
    visitor,
    `document.documentElement.dataset.interactive === 'true' && !document.querySelector(${JSON.stringify(NOT_YET_HYDRATED)})`,
    'the page to hydrate (html[data-interactive], every section awake)',
  );
}
