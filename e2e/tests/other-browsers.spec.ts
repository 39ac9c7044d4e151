/**
 * The site's controls in Firefox and in Safari's engine, not only Chromium: Firefox ESR (over
 * WebDriver BiDi, puppeteer-core) and WebKitGTK (its WebDriver, selenium-webdriver), Debian's
 * packages; Playwright cannot drive either here (docs/adr/0015-other-browsers-outside-playwright.md).
 * As a visitor, from the page as served: the bench's key routes load, hydrate and show the heading
 * the server wrote; the FAQ accordion, the phone menu (a popover) and the bundle dialog work with
 * real clicks; a top-bar link navigates without a reload; and with the page's JavaScript off the same
 * disclosures work from the HTML. Each browser is started once per group of tests (test.describe.configure below).
 */
import { originOf } from '@shared-data/parts';
import { test, expect } from '@playwright/test';
import { KEY_ROUTES } from '../scripts/bench/routes.mjs';
import { routeTags, type OwnerTag } from './support/owners';
import { launchFirefox } from './support/firefox-visitor';
import { launchWebKit } from './support/webkit-visitor';
import { servedHeading } from './support/served-page';
import { type Visitor, type VisitorOptions, visible, waitFor, waitForInteractive } from './support/visitor';

const BROWSERS: { name: string; launch: (origin: string, options: VisitorOptions) => Promise<Visitor> }[] = [
  { name: 'Firefox ESR', launch: launchFirefox },
  { name: 'WebKitGTK', launch: launchWebKit },
];

type Size = readonly [width: number, height: number];
const DESKTOP: Size = [1280, 800];
const PHONE: Size = [390, 844];

// In page expressions: the h1's text, the FAQs, the menu and its links, a bundle's dialog.
const H1 = `document.querySelector('h1')?.textContent.trim()`;
const FAQ = (index: number) => `document.querySelectorAll('main details')[${index}]`;
const OPEN_FAQS = `document.querySelectorAll('main details[open]')`;
const MENU_TOGGLE = `document.querySelector('header button[aria-label="Menu"]')`;
const NAV = `document.getElementById('site-navigation')`;
const navLink = (href: string) => `${NAV}.querySelector('a[href="${href}"]')`;
const INFO = `document.querySelector('main button[aria-label="See the 5 courses of Complete Frontend Development"]')`;
const DIALOG = `document.getElementById(${INFO}.getAttribute('commandfor'))`;
const dialogButton = (name: string) =>
  `[...${DIALOG}.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent.trim()) === '${name}')`;
/** The dialog is open as a modal, shown, named by its title. */
const DIALOG_SHOWN = `${DIALOG}.open && ${DIALOG}.matches(':modal') && ${visible(DIALOG)} && document.getElementById(${DIALOG}.getAttribute('aria-labelledby')).textContent.trim() === 'Complete Frontend Development'`;

/** Opens a page as served; with JavaScript on, waits until it has hydrated (as fixtures.ts' goto). */
async function open(visitor: Visitor, path: string, javaScript: boolean, [width, height]: Size = DESKTOP) {
  const [shownWidth] = await visitor.setViewport(width, height);
  // The phone's width, or the narrowest window the browser has (MiniBrowser's: 447 px), still below
  // the width where the menu collapses (860 px); the desktop's width exactly.
  if (shownWidth !== width) {
    test
      .info()
      .annotations.push({ type: 'viewport', description: `${visitor.version}: ${shownWidth} px wide, not ${width}` });
    expect(width, `${visitor.version} shows ${shownWidth} px`).toBeLessThan(DESKTOP[0]);
    expect(shownWidth).toBeLessThan(860);
  }
  await visitor.goto(path);
  await waitFor(visitor, `${H1}`, `the heading of ${path}`);
  if (javaScript) await waitForInteractive(visitor);
}

/** /faqs: the first question open; the second opens on a click and closes the first; the open one closes. */
async function expectFaqAccordion(visitor: Visitor) {
  expect(
    await visitor.evaluate<string[]>(`[...${OPEN_FAQS}].map((item) => item.querySelector('summary').textContent)`),
  ).toEqual(['What is CodeYatra?']);
  await visitor.click(`${FAQ(1)}.querySelector('summary')`);
  await waitFor(visitor, `${FAQ(1)}.open && !${FAQ(0)}.open && ${OPEN_FAQS}.length === 1`, 'the second FAQ alone open');
  await waitFor(visitor, visible(`${FAQ(1)}.querySelector('summary + *')`), "the second FAQ's answer shown");
  await visitor.click(`${FAQ(1)}.querySelector('summary')`);
  await waitFor(visitor, `${OPEN_FAQS}.length === 0`, 'every FAQ closed');
}

/** The menu toggle on a phone opens the menu (a popover) showing the main links. */
async function openMenu(visitor: Visitor) {
  expect(await visitor.evaluate(visible(navLink('/courses')))).toBe(false);
  await visitor.click(MENU_TOGGLE);
  await waitFor(visitor, `${NAV}.matches(':popover-open') && ${visible(navLink('/courses'))}`, 'the menu open');
}

/** The bundle dialog opens from the card's info button, and closes from its Close button and its close icon. */
async function expectBundleDialog(visitor: Visitor) {
  expect(await visitor.evaluate(`${DIALOG}.open`)).toBe(false);
  for (const close of ['Close', 'Close dialog']) {
    await visitor.click(INFO);
    await waitFor(visitor, DIALOG_SHOWN, 'the bundle dialog open as a modal');
    expect(await visitor.evaluate(`${DIALOG}.querySelectorAll('li').length`)).toBe(5);
    await visitor.click(dialogButton(close));
    await waitFor(visitor, `!${DIALOG}.open && !${visible(DIALOG)}`, `the dialog closed by ${close}`);
  }
}

const tagsOf = (...routes: string[]): OwnerTag[] => [...new Set(routes.flatMap(routeTags))];

for (const { name, launch } of BROWSERS) {
  test.describe(`in ${name}`, () => {
    test.describe.configure({ mode: 'default' });
    let visitor: Visitor;
    test.beforeAll(async () => {
      visitor = await launch(originOf('shell'), { javaScript: true });
    });
    test.afterAll(async () => visitor?.close());

    test(
      'the bench routes load with their own heading and hydrate, with no uncaught error',
      { tag: tagsOf(...KEY_ROUTES) },
      async () => {
        test.setTimeout(120_000);
        test.info().annotations.push({ type: 'browser', description: visitor.version });
        for (const route of KEY_ROUTES) {
          await open(visitor, route, true);
          const heading = await servedHeading(route);
          expect(heading, route).not.toBe('');
          expect(await visitor.evaluate(`${H1}.replace(/\\s+/g, ' ')`), route).toBe(heading);
          if (Array.isArray(visitor.pageErrors)) expect(visitor.pageErrors, route).toEqual([]);
          else test.info().annotations.push({ type: 'page errors', description: visitor.pageErrors });
        }
      },
    );

    test(
      'FAQs: one open at a time, the first initially; the open one closes',
      { tag: routeTags('/faqs') },
      async () => {
        await open(visitor, '/faqs', true);
        await expectFaqAccordion(visitor);
      },
    );

    test(
      'on a phone the menu opens from its toggle; following a link navigates and closes it',
      { tag: routeTags('/courses') },
      async () => {
        await open(visitor, '/courses', true, PHONE);
        await openMenu(visitor);
        await visitor.click(navLink('/dashboard'));
        await waitFor(
          visitor,
          `location.pathname === '/dashboard' && ${H1} === 'Your Course Dashboard'`,
          'the dashboard',
        );
        await waitFor(
          visitor,
          `!${NAV}.matches(':popover-open') && !${visible(navLink('/courses'))}`,
          'the menu closed',
        );
      },
    );

    test(
      "a bundle card's info button opens the bundle dialog; its close buttons close it",
      { tag: routeTags('/learning-path') },
      async () => {
        await open(visitor, '/learning-path', true);
        await expectBundleDialog(visitor);
      },
    );

    test(
      'a top-bar link shows the next page without a full reload',
      { tag: tagsOf('/courses', '/membership') },
      async () => {
        await open(visitor, '/courses', true);
        await visitor.evaluate(`(window.__samePage = true)`);
        await visitor.click(navLink('/membership'));
        await waitFor(
          visitor,
          `location.pathname === '/membership' && ${H1} === 'One Membership. Every Course.'`,
          'the membership page',
        );
        expect(await visitor.evaluate(`window.__samePage === true`)).toBe(true);
      },
    );
  });

  test.describe(`in ${name} with JavaScript off, from the HTML alone`, () => {
    test.describe.configure({ mode: 'default' });
    let visitor: Visitor;
    test.beforeAll(async () => {
      visitor = await launch(originOf('shell'), { javaScript: false });
    });
    test.afterAll(async () => visitor?.close());

    /** Opens the page and makes sure none of its scripts ran (not even the inline ones in the head). */
    async function openWithoutScripts(path: string, size: Size = DESKTOP) {
      await open(visitor, path, false, size);
      expect(
        await visitor.evaluate(
          `'__codeyatraEarlyEvents' in window || document.documentElement.hasAttribute('data-interactive')`,
        ),
      ).toBe(false);
    }

    test(
      'FAQs: one open at a time, the first initially; the open one closes',
      { tag: routeTags('/faqs') },
      async () => {
        await openWithoutScripts('/faqs');
        await expectFaqAccordion(visitor);
      },
    );

    test('on a phone the menu opens from its toggle and closes again', { tag: routeTags('/courses') }, async () => {
      await openWithoutScripts('/courses', PHONE);
      await openMenu(visitor);
      await visitor.click(MENU_TOGGLE);
      await waitFor(visitor, `!${NAV}.matches(':popover-open') && !${visible(navLink('/courses'))}`, 'the menu closed');
    });

    test(
      "a bundle card's info button opens the bundle dialog; its close buttons close it",
      { tag: routeTags('/learning-path') },
      async () => {
        await openWithoutScripts('/learning-path');
        // A browser without Invoker Commands (WebKitGTK 2.50) has nothing native that opens a modal
        // dialog from a button: there the dialog needs JavaScript (invoker-commands.ts), and this fails.
        const invokers = await visitor.evaluate<boolean>(`'command' in HTMLButtonElement.prototype`);
        test.fail(!invokers, `${visitor.version} has no Invoker Commands (commandfor/command)`);
        await expectBundleDialog(visitor);
      },
    );
  });
}
