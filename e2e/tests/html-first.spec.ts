/**
 * HTML first: every control works the moment a visitor can see it. On a phone-sized touch screen
 * with every script of the site held back until the tap has landed (a slow network, however busy
 * the machine running the test), each control is tapped as soon as it shows, before the page has
 * hydrated; the scripts then arrive a second later: a native one (details, popover, dialog) acts at once; one
 * that needs code acts once its code is there (the tap was recorded and is replayed). Either way it
 * has taken effect after hydration, and hydration kept it. The menu also works with JavaScript off
 * (each team's spec checks its own disclosures that way).
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForInteractive } from './fixtures';
import { routeTags } from './support/owners';

/** How long the scripts take once the tap has landed. */
const SCRIPT_DELAY_MS = 1000;
/** Scripts held longer than this arrive anyway (a case that never taps still ends). */
const SCRIPT_HOLD_LIMIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  /** Opens the page without waiting for anything but its HTML. */
  async function openEarly(page: Page, route: string) {
    await page.goto(route, { waitUntil: 'commit' });
  }

  /** The page had not hydrated when the tap landed (else this test proves nothing); its scripts may now come. */
  async function expectNotYetInteractive(page: Page) {
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
    releaseScripts();
  }

  const cases: { route: string; control: string; run: (page: Page) => Promise<void> }[] = [
    {
      route: '/courses',
      control: 'the menu toggle',
      run: async (page) => {
        await page.getByRole('button', { name: 'Menu' }).tap();
        await expectNotYetInteractive(page);
        const courses = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' });
        await expect(courses).toBeVisible();
        await waitForInteractive(page);
        await expect(courses).toBeVisible();
      },
    },
    {
      route: '/faqs',
      control: 'the second FAQ',
      run: async (page) => {
        const second = page.locator('details').nth(1);
        await second.locator('summary').tap();
        await expectNotYetInteractive(page);
        await expect(second).toHaveJSProperty('open', true);
        await expect(page.locator('details').first()).toHaveJSProperty('open', false);
        await waitForInteractive(page);
        await expect(second).toHaveJSProperty('open', true);
      },
    },
    {
      route: '/membership',
      control: 'View All Questions',
      run: async (page) => {
        const practice = page.getByRole('region', { name: '14 Patterns & 100+ Coding Problems' });
        await practice.locator('summary').tap();
        await expectNotYetInteractive(page);
        await expect(practice.getByRole('listitem')).toHaveCount(83);
        await waitForInteractive(page);
        await expect(practice.locator('summary')).toHaveAccessibleName('Hide additional questions');
        await expect(practice.getByRole('listitem')).toHaveCount(83);
      },
    },
    {
      route: '/courses/python-programming-masterclass/learn',
      control: 'the Projects tab',
      run: async (page) => {
        const tab = page.getByRole('tablist', { name: 'Course details' }).getByRole('tab', { name: 'Projects' });
        await tab.tap();
        await expectNotYetInteractive(page);
        await waitForInteractive(page);
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name: 'Projects' })).toBeVisible();
      },
    },
    {
      route: '/dashboard',
      control: 'a learning-path group',
      run: async (page) => {
        const group = page.getByRole('main').locator('details').first();
        await group.locator('summary').tap();
        await expectNotYetInteractive(page);
        await expect(group).toHaveJSProperty('open', false);
        await waitForInteractive(page);
        await expect(group).toHaveJSProperty('open', false);
      },
    },
    {
      route: '/',
      control: 'Expand all',
      run: async (page) => {
        const roadmap = page.locator('article', {
          has: page.getByRole('heading', { level: 3, name: /^01\s*Frontend Development$/ }),
        });
        await roadmap.getByRole('button', { name: /^Expand all courses of / }).tap();
        await expectNotYetInteractive(page);
        await waitForInteractive(page);
        await expect(roadmap.locator('details:not([open])')).toHaveCount(0);
        await expect(roadmap.locator('details[open]')).not.toHaveCount(0);
        await expect(roadmap.getByRole('button', { name: /^Collapse all courses of / })).toBeVisible();
      },
    },
    {
      route: '/learning-path',
      control: "a bundle card's info button",
      run: async (page) => {
        await page.getByRole('button', { name: 'Courses in Complete Frontend Development' }).tap();
        await expectNotYetInteractive(page);
        const dialog = page.getByRole('dialog', { name: 'Complete Frontend Development' });
        await expect(dialog).toBeVisible();
        await waitForInteractive(page);
        await expect(dialog).toBeVisible();
      },
    },
    {
      route: '/courses/python-programming-masterclass',
      control: 'Show N more of the curriculum',
      run: async (page) => {
        const curriculum = page.getByRole('region', { name: 'Course Curriculum' });
        const toggle = curriculum.locator('summary', { hasText: /^Show \d+ more/ });
        await toggle.tap();
        await expectNotYetInteractive(page);
        await expect(toggle).toHaveAccessibleName('Show fewer');
        await waitForInteractive(page);
        await expect(toggle).toHaveAccessibleName('Show fewer');
      },
    },
  ];

  for (const { route, control, run } of cases) {
    test(`${control} on ${route} takes effect`, { tag: routeTags(route) }, async ({ page }) => {
      await openEarly(page, route);
      await run(page);
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('the menu opens from its toggle and closes again', { tag: '@shell' }, async ({ page }) => {
    await page.goto('/courses');
    const courses = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' });
    await expect(courses).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(courses).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(courses).toBeHidden();
  });
});
