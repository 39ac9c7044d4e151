/**
 * A canary judged by its numbers: the learn team deploys a canary (50 %) whose course player
 * throws in the browser (its visitors see the section's fallback). Its visitors' errors reach the shell's server (POST /_beacon), which
 * counts them under the part and the canary's version on its metrics port (not the public one)
 * and logs them with both; `npm run promote` reads those figures and refuses with them;
 * `promote -- --auto` watches the canary and rolls it back by itself once it has enough traffic. Runs in the redeploy project, after every
 * other test; the source and the served version are put back afterwards.
 */
import { test, expect, waitForInteractive } from './fixtures';
import {
  deployLearnPage,
  LEARN_PATH as PATH,
  metric,
  pointer,
  startTeam,
  servedBeforeLearnCanary,
  team,
} from './support/learn-canary';
import { logLinesSince, logSize } from './support/shell-log';

const BOOM = `E2E canary ${Date.now()}: the course player broke`;
const VISITS = 6;
/** The canary's visitors before promote is asked (the rest come while promote --auto watches). */
const HALF = VISITS / 2;

/**
 * The learn page, which throws in the browser only (the server renders it whole): its section's
 * boundary shows the fallback, and the error is its team's.
 */
const BROKEN_PAGE = `function Page() {
  if (typeof document !== 'undefined') throw new Error(${JSON.stringify(BOOM)});
  return <LearnPage />;
}`;

test.describe.configure({ mode: 'serial' });

const servedBefore = servedBeforeLearnCanary();

test('a canary that throws in the browser is counted against its version, refused by promote with the figures, and rolled back by promote --auto; the log names part and version', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const oldVersion = servedBefore();
  const logStart = logSize();

  const deployed = await deployLearnPage('E2eBrokenLearnPage', BROKEN_PAGE, 50);
  expect(deployed.status, deployed.output).toBe(0);
  const canary = pointer().canary?.version ?? '';
  expect(canary).not.toBe('');

  // The metrics port lists the canary beside the current version (once a request has made the
  // server check the pointer); the public port has no /metrics. These requests are on the current
  // version's side of the split: without a bucket, half of them would count as the canary's views,
  // and promote --auto below would judge it before the visits this test counts.
  await expect
    .poll(
      async () => {
        await request.get(PATH, { headers: { cookie: 'codeyatra-canary=90' } });
        return metric('codeyatra_canary_percent', { part: 'learn', version: canary });
      },
      { timeout: 20_000 },
    )
    .toBe(50);
  expect(await metric('codeyatra_live_version', { part: 'learn', version: oldVersion, role: 'current' })).toBe(1);
  const publicMetrics = await fetch(new URL('/metrics', test.info().project.use.baseURL).href);
  expect(publicMetrics.status).toBe(404);

  // Visitors on each side of the split (their bucket cookie says which): the canary's throw.
  let canaryVisits = 0;
  const visit = async (bucket: number) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'codeyatra-canary', value: String(bucket), url: 'http://localhost:3000' }]);
    const page = await context.newPage();
    await page.goto(PATH);
    await waitForInteractive(page);
    const broken = page.getByRole('heading', { name: 'Course player is unavailable right now' });
    if (bucket === 10) {
      await expect(broken).toBeVisible();
      canaryVisits++;
      // The page reports an error a second after it (and whatever is queued when it is hidden).
      await expect
        .poll(() => metric('codeyatra_browser_errors_total', { part: 'learn', version: canary }), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(canaryVisits);
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(broken).toHaveCount(0);
    }
    await context.close();
  };
  for (let n = 0; n < HALF; n++) await visit(10);
  for (let n = 0; n < VISITS; n++) await visit(90);

  // The server counted the canary's errors under its version, none under the current one.
  const errors = await metric('codeyatra_browser_errors_total', { part: 'learn', version: canary });
  expect(errors).toBeGreaterThanOrEqual(HALF);
  expect(await metric('codeyatra_browser_errors_total', { part: 'learn', version: oldVersion })).toBe(0);
  const views = await metric('codeyatra_page_views_total', { part: 'learn', version: canary });
  expect(views).toBeGreaterThanOrEqual(HALF);
  // What promote's error rate reads: each of those page views once, however many reports it sent.
  const errorViews = await metric('codeyatra_browser_error_views_total', { part: 'learn', version: canary });
  expect(errorViews).toBeGreaterThanOrEqual(HALF);
  expect(errorViews).toBeLessThanOrEqual(views);

  // The log names the part and the version of each error.
  const lines = logLinesSince(logStart);
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'Browser error', part: 'learn', version: canary, error: BOOM }),
  );

  // promote refuses, with the figures; the canary stays.
  const refused = await team('promote', '--min-views', String(HALF));
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(`canary  ${canary}`);
  expect(refused.output).toMatch(/worse: error rate \d+\.\d % against 0\.0 % for /);
  expect(refused.output).toContain(`Not promoted: ${canary} stays a canary for 50 %`);
  expect(pointer()).toMatchObject({ current: oldVersion, canary: { version: canary } });

  // --auto watches it: not judged while it has fewer views than asked; rolled back by itself once
  // more of its visitors have had its errors. The server stops serving it.
  const watch = startTeam('promote', '--auto', '--interval', '1', '--min-views', String(VISITS));
  await expect.poll(watch.output, { timeout: 30_000 }).toContain('check 1: not decided');
  expect(pointer()).toMatchObject({ current: oldVersion, canary: { version: canary } });
  for (let n = HALF; n < VISITS; n++) await visit(10);
  const auto = await watch.done;
  expect(auto.output).toContain(`Rolled back ${canary} → ${oldVersion}`);
  expect(pointer()).toMatchObject({ current: oldVersion, canary: null });
  await expect
    .poll(
      async () => {
        await request.get(PATH);
        return metric('codeyatra_live_version', { part: 'learn', version: canary, role: 'canary' });
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  expect(await metric('codeyatra_live_version', { part: 'learn', version: oldVersion, role: 'current' })).toBe(1);
});
