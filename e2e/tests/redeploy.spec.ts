/**
 * A team deploys, rolls back and canaries its section alone, on the composed production site:
 * the catalogue team changes a visible string and runs `npm run deploy -w mfe-catalog` (a new
 * immutable version, then the pointer); the shell's server and the browser show it with no shell
 * rebuild or restart; `npm run rollback` brings the old page back with no build; a page whose
 * HTML was rendered before a switch hydrates with the versions it was rendered with; a canary
 * serves each visitor one version, sticky. Runs after every other test (its own Playwright
 * project), since it switches a remote the others use; the source and the served version are put
 * back afterwards.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { test, expect, waitForInteractive } from './fixtures';
import {
  ABOUT_PAGE,
  ABOUT_SENTENCE,
  ABOUT_SOURCE,
  CATALOG_POINTER as POINTER,
  catalogPointer,
  catalogTeam,
} from './support/catalog-team';
import { ROOT, originOf } from '@shared-data/parts';

const SOURCE = ABOUT_SOURCE;
const BEFORE = ABOUT_SENTENCE;
const AFTER = `Redeployed ${Date.now()}: short HD lessons`;
const team = catalogTeam;
const currentVersion = () => catalogPointer().current;

/** Console and uncaught errors of a page (a hydration mismatch is reported as one). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const aboutShows = async (request: { get: (url: string) => Promise<{ text: () => Promise<string> }> }, text: string) =>
  (await (await request.get(ABOUT_PAGE)).text()).includes(text);

test.describe.configure({ mode: 'serial' });

let oldVersion = '';
let newVersion = '';

test.beforeAll(() => {
  oldVersion = currentVersion();
});

test.afterAll(() => {
  // Whatever happened, the site serves the version it served before.
  if (fs.existsSync(POINTER) && currentVersion() !== oldVersion) team('activate', oldVersion);
});

test('a deploy of the catalogue shows in the HTML and the browser with no shell rebuild; a rollback brings the old page back', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const original = fs.readFileSync(SOURCE, 'utf8');
  expect(original).toContain(BEFORE);
  expect(await aboutShows(request, BEFORE)).toBe(true);
  try {
    fs.writeFileSync(SOURCE, original.replace(BEFORE, AFTER));
    team('deploy');
  } finally {
    fs.writeFileSync(SOURCE, original);
  }
  newVersion = currentVersion();
  expect(newVersion).not.toBe(oldVersion);
  await expect.poll(() => aboutShows(request, AFTER), { timeout: 10_000 }).toBe(true);

  const errors = collectErrors(page);
  const catalogFiles: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(originOf('catalog'))) catalogFiles.push(sent.url());
  });
  await page.goto(ABOUT_PAGE);
  await expect(page.getByText(AFTER)).toBeVisible();
  expect(errors).toEqual([]);
  expect(catalogFiles.length).toBeGreaterThan(0);
  expect(catalogFiles.filter((url) => !url.includes(`/v/${newVersion}/`))).toEqual([]);

  const output = team('rollback');
  expect(output).toContain(`Rolled back ${newVersion} → ${oldVersion}`);
  await expect.poll(() => aboutShows(request, BEFORE), { timeout: 10_000 }).toBe(true);
  await page.goto(ABOUT_PAGE);
  await expect(page.getByText(BEFORE)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page rendered before a switch hydrates with the versions it was rendered with', async ({ page, request }) => {
  test.setTimeout(120_000);
  expect(currentVersion()).toBe(oldVersion);
  const errors = collectErrors(page);
  const manifests: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The browser's first request to the catalogue waits until the switch has landed.
  await page.route(`${originOf('catalog')}/**/mf-manifest.json*`, async (route) => {
    manifests.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(ABOUT_PAGE, { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(BEFORE)).toBeVisible();
  team('activate', newVersion);
  await expect.poll(() => aboutShows(request, AFTER), { timeout: 10_000 }).toBe(true);
  release();
  await waitForInteractive(page);
  // Hydrated over the old HTML with the old code: the same text, no mismatch.
  await expect(page.getByText(BEFORE)).toBeVisible();
  await expect(page.getByText(AFTER)).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(manifests.length).toBeGreaterThan(0);
  expect(manifests.every((url) => url.includes(`/v/${oldVersion}/`))).toBe(true);
  // A client-side navigation keeps the page's versions until a full load.
  await page.getByRole('link', { name: 'Courses', exact: true }).first().click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByText(BEFORE)).toBeVisible();
  expect(errors).toEqual([]);
  team('activate', oldVersion);
  await expect.poll(() => aboutShows(request, BEFORE), { timeout: 10_000 }).toBe(true);
});

/** A new visitor (no cookies) on the about page: which version they were served, and their page. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(ABOUT_PAGE);
  const html = await page.content();
  return { context, page, sawNew: html.includes(AFTER) };
}

test('a canary at 50 % shows both versions to different visitors, and each keeps their own on reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  team('deploy', '--from', `dist/v/${newVersion}`, '--canary', '50');
  const pointer = JSON.parse(fs.readFileSync(POINTER, 'utf8')) as { current: string; canary: { version: string } };
  expect(pointer).toMatchObject({ current: oldVersion, canary: { version: newVersion, percent: 50 } });
  // The server picks the canary up within its polling interval.
  await expect
    .poll(async () => (await request.get(ABOUT_PAGE)).headers()['set-cookie'] ?? '', { timeout: 10_000 })
    .toMatch(/codeyatra-canary=\d+/);

  const seen: { old?: Awaited<ReturnType<typeof newVisitor>>; new?: Awaited<ReturnType<typeof newVisitor>> } = {};
  for (let visitor = 0; visitor < 30 && !(seen.old && seen.new); visitor++) {
    const candidate = await newVisitor(browser);
    const key = candidate.sawNew ? 'new' : 'old';
    if (seen[key]) await candidate.context.close();
    else seen[key] = candidate;
  }
  expect(seen.old, 'a visitor on the current version').toBeDefined();
  expect(seen.new, 'a visitor on the canary').toBeDefined();
  for (const [visitor, text] of [
    [seen.old!, BEFORE],
    [seen.new!, AFTER],
  ] as const) {
    const errors = collectErrors(visitor.page);
    for (let reload = 0; reload < 3; reload++) {
      await visitor.page.reload();
      await waitForInteractive(visitor.page);
      await expect(visitor.page.getByText(text)).toBeVisible();
    }
    expect(errors).toEqual([]);
    await visitor.context.close();
  }

  expect(team('rollback')).toContain(`Rolled back ${newVersion} → ${oldVersion}`);
  expect(currentVersion()).toBe(oldVersion);
});

test('bad input gets a clear error and changes nothing', async () => {
  test.setTimeout(240_000);
  const pointer = fs.readFileSync(POINTER, 'utf8');
  const refused = async (args: string[], message: RegExp) => {
    const result = await runTeamCommand(args);
    expect(result.status, args.join(' ')).not.toBe(0);
    expect(result.stderr, args.join(' ')).toMatch(message);
    expect(fs.readFileSync(POINTER, 'utf8')).toBe(pointer);
  };
  // The refusals that build nothing run side by side.
  await Promise.all([
    refused(['deploy', '--canary', '0'], /1 to 99 %/),
    refused(['deploy', '--canary', '150'], /1 to 99 %/),
    refused(['activate', 'ffffffffffffffff'], /There is no version ffffffffffffffff/),
    refused(['promote'], /no canary to promote/),
  ]);
  const original = fs.readFileSync(SOURCE, 'utf8');
  try {
    fs.writeFileSync(SOURCE, `${original}\nexport const broken = ;\n`);
    await refused(['deploy'], new RegExp(`The build failed: nothing was deployed; ${oldVersion} is still current`));
  } finally {
    fs.writeFileSync(SOURCE, original);
  }
});

/** `npm run <script> -w mfe-catalog -- <args>`, its exit status and error output. */
function runTeamCommand([script = '', ...args]: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '-w', 'mfe-catalog', '--', ...args], { cwd: ROOT, timeout: 240_000 });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}
