/**
 * A content change is its owner's deploy alone: the catalogue team changes a course price in its
 * content (@shared-data/content-catalog) and runs `npm run deploy -w mfe-catalog`. The membership
 * page, another team's, whose build bundles none of the catalogue's content, shows the new price on
 * the running shell's server HTML and after hydration, with no membership build or deploy; `npm run
 * rollback -w mfe-catalog` brings the old price back. Runs in the redeploy project, after every other
 * test; the source and the served version are put back afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { test, expect, waitForInteractive } from 'e2e/fixtures';

const SUMMARIES = path.join(ROOT, 'shared-data', 'content-catalog', 'src', 'course-summaries.ts');
const pointerOf = (dir: string) => path.join(ROOT, dir, 'dist', 'current.json');
const currentVersion = (dir: string) =>
  (JSON.parse(fs.readFileSync(pointerOf(dir), 'utf8')) as { current: string }).current;

/** The core tier's list price, 49.99 (spec section 9), and the price the change sets. */
const CORE_PRICE = 'core: { originalPrice: 49.99,';
const RAISED_PRICE = 'core: { originalPrice: 149.99,';

/** Runs the catalogue team's command (`npm run <script> -w mfe-catalog`); throws with its output on failure. */
const catalogTeam = (script: string, ...args: string[]) =>
  execFileSync('npm', ['run', script, '-w', 'mfe-catalog', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
    timeout: 420_000,
  });

/** '$1,249.50' → 1249.5, and back. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const asDollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe.configure({ mode: 'serial' });

let oldCatalog = '';

test.beforeAll(() => {
  oldCatalog = currentVersion('mfe-catalog');
});

test.afterAll(() => {
  // Whatever happened, the site serves the version it served before.
  if (currentVersion('mfe-catalog') !== oldCatalog) catalogTeam('activate', oldCatalog);
});

test("a course price changed and deployed by the catalogue alone shows on the membership team's page, on the server and after hydration; a rollback takes it back", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const membershipVersion = currentVersion('mfe-membership');
  const listPrices = page
    .getByRole('row', { name: /At list prices/ })
    .getByRole('cell')
    .first();
  await page.goto('/membership');
  await waitForInteractive(page);
  const before = (await listPrices.textContent())?.trim() ?? '';
  expect(before).toMatch(/^\$[\d,]+\.\d\d$/);
  const coreCourses = (fs.readFileSync(SUMMARIES, 'utf8').match(/\.\.\.PRICE_TIERS\.core,/g) ?? []).length;
  expect(coreCourses).toBeGreaterThan(0);
  const after = asDollars(dollars(before) + 100 * coreCourses);

  const source = fs.readFileSync(SUMMARIES, 'utf8');
  expect(source).toContain(CORE_PRICE);
  try {
    fs.writeFileSync(SUMMARIES, source.replace(CORE_PRICE, RAISED_PRICE));
    catalogTeam('deploy');
  } finally {
    fs.writeFileSync(SUMMARIES, source);
  }
  expect(currentVersion('mfe-catalog')).not.toBe(oldCatalog);

  // The server: within its pointer check, the membership page shows the catalogue's new price.
  const served = async () => (await request.get('/membership')).text();
  await expect.poll(async () => (await served()).includes(after), { timeout: 30_000 }).toBe(true);

  // The browser: hydrated with the same catalogue version (the page is not re-rendered with another price).
  await page.goto('/membership');
  await waitForInteractive(page);
  await expect(listPrices).toHaveText(after);
  // The membership team built and deployed nothing.
  expect(currentVersion('mfe-membership')).toBe(membershipVersion);

  // A rollback of the catalogue alone: the old price is back.
  catalogTeam('rollback');
  expect(currentVersion('mfe-catalog')).toBe(oldCatalog);
  await expect.poll(async () => (await served()).includes(before), { timeout: 30_000 }).toBe(true);
  await page.goto('/membership');
  await waitForInteractive(page);
  await expect(listPrices).toHaveText(before);
});
