/**
 * Forged beacons decide nothing (issue 44, ADR 0009): the learn team deploys a healthy canary
 * (50 %) and watches it with `promote -- --auto`; meanwhile someone posts beacons full of errors
 * against the canary from many addresses (127.0.0.N), without a page's token, with a forged one,
 * or with a real page's token naming another version. Each is refused (403), counted under
 * beacons_total by outcome, and nowhere in the figures promote reads: once the canary has its
 * page views, promote promotes it. Runs in the redeploy project; the source and the served
 * version are put back afterwards.
 */
import http from 'node:http';
import { originOf } from '@shared-data/parts';
import { test, expect } from './fixtures';
import {
  deployLearnPage,
  LEARN_PATH as PATH,
  metric,
  pointer,
  startTeam,
  servedBeforeLearnCanary,
} from './support/learn-canary';

const MARK = `E2E healthy canary ${Date.now()}`;
/** Canary page views promote waits for. */
const VIEWS = 4;
/** Source addresses the beacons come from: more than any per-address allowance would let through. */
const ADDRESSES = 30;

/** The learn page as it is, in a build of its own (so a version of its own). */
const HEALTHY_PAGE = `function Page() {
  return <LearnPage />;
}
Page.displayName = ${JSON.stringify(MARK)};`;

/** POST /_beacon from 127.0.0.<from> (node:http, so each beacon has its own source address): its status. */
function beacon(token: string | null, events: object[], from: number): Promise<number> {
  const shell = new URL(originOf('shell'));
  const body = JSON.stringify({ events });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(shell.port),
        method: 'POST',
        path: token === null ? '/_beacon' : `/_beacon?t=${encodeURIComponent(token)}`,
        localAddress: `127.0.0.${from}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test.describe.configure({ mode: 'serial' });

const servedBefore = servedBeforeLearnCanary();

test('beacons without a good token for the canary, from many addresses, are refused and neither roll it back nor hold it', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const oldVersion = servedBefore();
  const deployed = await deployLearnPage('E2eHealthyLearnPage', HEALTHY_PAGE, 50);
  expect(deployed.status, deployed.output).toBe(0);
  const canary = pointer().canary?.version ?? '';
  expect(canary).not.toBe('');

  /** A page of the visitor with this bucket: its token, from the answer's Server-Timing. */
  const tokenOfPage = async (bucket: number) => {
    const page = await request.get(PATH, { headers: { cookie: `codeyatra-canary=${bucket}` } });
    expect(page.status()).toBe(200);
    return /cy-page;desc="([^"]+)"/.exec(page.headers()['server-timing'] ?? '')?.[1] ?? '';
  };
  // The server serves the canary to buckets under 50 once it has read the pointer.
  await expect
    .poll(
      async () => {
        await tokenOfPage(90);
        return metric('codeyatra_canary_percent', { part: 'learn', version: canary });
      },
      { timeout: 20_000 },
    )
    .toBe(50);
  const stableToken = await tokenOfPage(90);
  expect(stableToken).toContain(`learn:${oldVersion}`);

  // promote --auto watches the canary; it has no page views yet, so it waits.
  const watch = startTeam('promote', '--auto', '--interval', '1', '--min-views', String(VIEWS));
  await expect.poll(watch.output, { timeout: 30_000 }).toContain('check 1: not decided');

  const outcomes = ['missing_token', 'forged', 'not_served'] as const;
  const before = Object.fromEntries(
    await Promise.all(outcomes.map(async (outcome) => [outcome, await metric('codeyatra_beacons_total', { outcome })])),
  ) as Record<(typeof outcomes)[number], number>;
  const errorsOf = (version: string) => Array(10).fill({ type: 'error', part: 'learn', version, message: 'forged' });
  const [errors, stableErrors] = [errorsOf(canary), errorsOf(oldVersion)];
  const madeUp = (version: string) =>
    `1.${Math.floor(Date.now() / 1000).toString(36)}.10.AAAAAAAAAAAAAAAA.learn:${version}.${'A'.repeat(22)}`;
  const statuses = [];
  for (let n = 0; n < ADDRESSES; n++) {
    const from = 10 + n;
    // Against the canary (to roll it back): no token; a token made up; a real page's token with
    // its version changed to the canary's; a real page's token whose page was not the canary's.
    statuses.push(await beacon(null, errors, from));
    statuses.push(await beacon(madeUp(canary), errors, from));
    statuses.push(await beacon(stableToken.replace(`learn:${oldVersion}`, `learn:${canary}`), errors, from));
    statuses.push(await beacon(stableToken, errors, from));
    // Against the current version (to hide a worse canary): a token made up.
    statuses.push(await beacon(madeUp(oldVersion), stableErrors, from));
  }
  expect(new Set(statuses)).toEqual(new Set([403]));
  expect(await metric('codeyatra_beacons_total', { outcome: 'missing_token' })).toBe(before.missing_token + ADDRESSES);
  expect(await metric('codeyatra_beacons_total', { outcome: 'forged' })).toBe(before.forged + 3 * ADDRESSES);
  expect(await metric('codeyatra_beacons_total', { outcome: 'not_served' })).toBe(before.not_served + ADDRESSES);
  for (const name of ['codeyatra_browser_errors_total', 'codeyatra_browser_error_views_total']) {
    for (const version of [canary, oldVersion]) expect(await metric(name, { part: 'learn', version })).toBe(0);
  }
  // promote --auto is still watching: nothing was decided by them.
  expect(pointer()).toMatchObject({ current: oldVersion, canary: { version: canary } });
  expect(watch.output()).not.toMatch(/Rolled back|Promoted|worse:/);

  // The canary's real visitors come; with its figures clean, promote --auto promotes it.
  for (let n = 0; n < VIEWS; n++) await tokenOfPage(10);
  const auto = await watch.done;
  expect(auto.status, auto.output).toBe(0);
  expect(auto.output).toMatch(
    new RegExp(
      `canary  ${canary} +\\d+ views  server errors +0 \\(  0\\.0 %\\)  views with a browser error +0 \\(  0\\.0 %; 0 reports\\)`,
    ),
  );
  expect(auto.output).not.toContain('worse:');
  expect(pointer()).toMatchObject({ current: canary, canary: null });
});
