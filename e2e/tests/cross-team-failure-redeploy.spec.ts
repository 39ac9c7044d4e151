/**
 * A failure is charged to whoever caused it: the catalogue team deploys a course page that asks
 * the membership remote for a module it does not expose (`./PricingBlok`, a typo the type check
 * would have caught, in a build that skipped it). The membership remote is healthy: its pages keep
 * rendering in full, on the server and after hydration, however many course pages are asked for
 * (more than the two failures that make a remote down); the course page shows the pricing block's
 * fallback and the rest of the page; the fallbacks count under the catalogue's version on the
 * metrics port and the log names both parts. Runs in the redeploy project, after every other
 * test; the source and the served version are put back afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { test, expect, waitForInteractive } from './fixtures';
import { CATALOG, catalogPointer, catalogTeam } from './support/catalog-team';
import { metric } from './support/metrics';
import { DECLARED_ROUTES, urlOf } from './support/routes';
import { logLinesSince, logSize } from './support/shell-log';

const PRICING_SOURCE = path.join(CATALOG, 'src', 'pages', 'detail-common', 'MembershipPricingSection.tsx');
const COURSE = DECLARED_ROUTES.find((route) => route.path === '/courses/:slug')?.example ?? '';
const MEMBERSHIP_PAGES = DECLARED_ROUTES.filter((route) => route.remote === 'membership').map(urlOf);
/** The pricing block's fallback: named as it can be, membership lists no './PricingBlok'. */
const PRICING_FALLBACK = 'This section is unavailable right now';
/** Course pages asked for: more than the two failures in a row that would make a remote down. */
const ROUNDS = 4;

const membershipVersion = () =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-membership', 'dist', 'current.json'), 'utf8')) as {
      current: string;
    }
  ).current;

test.describe.configure({ mode: 'serial' });

let oldCatalog = '';

test.beforeAll(() => {
  oldCatalog = catalogPointer().current;
});

test.afterAll(() => {
  // Whatever happened, the site serves the version it served before.
  if (catalogPointer().current !== oldCatalog) catalogTeam('activate', oldCatalog);
});

test("a catalogue version asking membership for a module it does not expose falls back in its own section and is charged to the catalogue; membership's pages keep rendering", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  expect(MEMBERSHIP_PAGES).not.toEqual([]);
  const membership = membershipVersion();
  const membershipDown = await metric('codeyatra_fallbacks_total', { part: 'membership', version: 'down' });
  const membershipFallbacks = await metric('codeyatra_fallbacks_total', { part: 'membership', version: membership });
  const logStart = logSize();

  const source = fs.readFileSync(PRICING_SOURCE, 'utf8');
  expect(source).toContain('module="./PricingBlock"');
  try {
    fs.writeFileSync(PRICING_SOURCE, source.replace('module="./PricingBlock"', 'module="./PricingBlok"'));
    catalogTeam('deploy');
  } finally {
    fs.writeFileSync(PRICING_SOURCE, source);
  }
  const typo = catalogPointer().current;
  expect(typo).not.toBe(oldCatalog);

  // Within its pointer check, the server renders course pages with the new version.
  const served = async (url: string) => (await request.get(url)).text();
  await expect.poll(async () => (await served(COURSE)).includes(PRICING_FALLBACK), { timeout: 30_000 }).toBe(true);

  for (let round = 0; round < ROUNDS; round++) {
    const course = await served(COURSE);
    expect(course).toContain(PRICING_FALLBACK);
    expect(course).toMatch(/<h1[\s>]/);
    // The pricing block's section only: the rest of the course page rendered.
    expect(course.match(/is unavailable right now/g)).toHaveLength(1);
    for (const path of MEMBERSHIP_PAGES) {
      const html = await served(path);
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(html, path).not.toContain('is unavailable right now');
    }
  }

  // In the browser too: membership's pages hydrate whole, the course page keeps its one fallback.
  for (const path of MEMBERSHIP_PAGES) {
    await page.goto(path);
    await waitForInteractive(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /is unavailable right now/ })).toHaveCount(0);
  }
  await page.goto(COURSE);
  await waitForInteractive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: PRICING_FALLBACK })).toBeVisible();
  await expect(page.getByRole('heading', { name: /is unavailable right now/ })).toHaveCount(1);

  // Counted against the catalogue's version, never against membership's (nor as membership down).
  expect(await metric('codeyatra_fallbacks_total', { part: 'catalog', version: typo })).toBeGreaterThanOrEqual(ROUNDS);
  expect(await metric('codeyatra_fallbacks_total', { part: 'membership', version: 'down' })).toBe(membershipDown);
  expect(await metric('codeyatra_fallbacks_total', { part: 'membership', version: membership })).toBe(
    membershipFallbacks,
  );
  const lines = logLinesSince(logStart);
  expect(lines).toContainEqual(
    expect.objectContaining({ part: 'catalog', version: typo, provider: 'membership', module: './PricingBlok' }),
  );
  expect(lines.filter((line) => String(line.msg).startsWith('Remote membership is down'))).toEqual([]);

  // A rollback of the catalogue alone: the pricing block is back.
  catalogTeam('rollback');
  expect(catalogPointer().current).toBe(oldCatalog);
  await expect.poll(async () => (await served(COURSE)).includes(PRICING_FALLBACK), { timeout: 30_000 }).toBe(false);
});
