/**
 * HTML first: every control works the moment a visitor can see it. On a phone-sized touch screen
 * with every script of the site held back until the tap has landed (a slow network, however busy
 * the machine running the test), each control is tapped as soon as it shows, before the page has
 * hydrated; the scripts then arrive a second later: a native one (details, popover, dialog) acts at
 * once; one that needs code acts once its code is there (the tap was recorded and is replayed).
 * Either way it has taken effect after hydration, and hydration kept it. The harness, written once:
 * each team's spec (mfe-<part>/e2e/<part>-html-first.spec.ts) gives the cases of its own pages,
 * the shared folder's (e2e/tests/html-first.spec.ts) the shell's menu.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { routeTags } from './owners';

/** How long the scripts take once the tap has landed. */
const SCRIPT_DELAY_MS = 1000;
/** Scripts held longer than this arrive anyway (a case that never taps still ends). */
const SCRIPT_HOLD_LIMIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TapCase {
  /** The URL opened (without waiting for anything but its HTML). */
  route: string;
  /** What is tapped, for the test's title. */
  control: string;
  /**
   * Taps the control, calls `landed()` (which checks the page had not hydrated when the tap
   * landed, else the test proves nothing, and lets the scripts come), then checks the effect
   * before and after hydration.
   */
  run: (page: Page, landed: () => Promise<void>) => Promise<void>;
}

/** A test per case, each on a phone-sized touch screen whose scripts wait for the tap. */
export function tapsBeforeScripts(cases: readonly TapCase[]): void {
  test.describe('a tap before the scripts arrive is never lost', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    /** Lets the held scripts go (after SCRIPT_DELAY_MS): called once the tap has landed. */
    let releaseScripts = () => {};

    test.beforeEach(async ({ context }) => {
      const tapped = new Promise<void>((resolve) => {
        releaseScripts = resolve;
      });
      await context.route(/^http:\/\/localhost:\d+\/.*\.js(\?.*)?$/, async (route) => {
        await Promise.race([tapped, sleep(SCRIPT_HOLD_LIMIT_MS)]);
        await sleep(SCRIPT_DELAY_MS);
        await route.continue();
      });
    });

    for (const { route, control, run } of cases) {
      test(`${control} on ${route} takes effect`, { tag: routeTags(route) }, async ({ page }) => {
        await page.goto(route, { waitUntil: 'commit' });
        await run(page, async () => {
          await expect(page.locator('html[data-interactive]')).toHaveCount(0);
          releaseScripts();
        });
      });
    }
  });
}
