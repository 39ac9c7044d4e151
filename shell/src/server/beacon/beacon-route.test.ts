/**
 * POST /_beacon: what a browser sends with its page's token is counted per part and version; a
 * beacon without a good token, for a version its page was not rendered with, past its rate or its
 * page's allowance, or off the schema, is refused cheaply, counted by outcome, and never logged.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { register } from 'prom-client';
import { BEACON_BODY_LIMIT, BEACON_PATH, beaconRoute } from './beacon-route';
import { BeaconLedger } from './beacon-ledger';
import { pageTokens } from './page-token';

let lines: Record<string, unknown>[];
const ISSUED = Date.parse('2026-11-27T12:00:00Z');
let clock = ISSUED;
const tokens = pageTokens('a secret of this test, long enough for it', () => clock);
const page = tokens.sign({ learn: 'v2', catalog: 'c1' }, 10);

async function server(perMinute = 60) {
  lines = [];
  const app = Fastify({
    // The client's address from X-Forwarded-For, so a test can speak from several.
    trustProxy: true,
    logController: new LogController({ disableRequestLogging: true }),
    loggerInstance: pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
  });
  const ledger = new BeaconLedger(perMinute, 60 * 60_000, 1000, () => clock);
  await app.register(beaconRoute, { tokens, perMinute, ledger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return app;
}

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function post(
  app: Awaited<ReturnType<typeof server>>,
  body: unknown,
  { token = page, client = '192.0.2.1' }: { token?: string | null; client?: string } = {},
) {
  const { port } = app.server.address() as AddressInfo;
  const query = token === null ? '' : `?t=${encodeURIComponent(token)}`;
  const response = await fetch(`http://127.0.0.1:${port}${BEACON_PATH}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { statusCode: response.status };
}

/** A figure of the registry: a counter's value, or a histogram's `_count` (name the histogram, `series` its line). */
const figure = async (name: string, labels: Record<string, string>, series = name) =>
  (await register.getSingleMetric(name)?.get())?.values.find(
    (value) =>
      ((value as { metricName?: string }).metricName ?? name) === series &&
      Object.entries(labels).every(([key, label]) => value.labels[key] === label),
  )?.value ?? 0;

const error = (part = 'learn', version = 'v2') => ({ type: 'error', part, version, message: 'boom' });

beforeEach(() => {
  register.resetMetrics();
  clock = ISSUED;
});

test("a page's errors and web vitals are counted per part and version; an error of the shell needs no version", async () => {
  const app = await server();
  const response = await post(app, {
    events: [
      error(),
      error('shell', 'shell'),
      { type: 'vital', part: 'learn', version: 'v2', name: 'INP', value: 180 },
    ],
  });
  expect(response.statusCode).toBe(204);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn', version: 'v2' })).toBe(1);
  expect(await figure('codeyatra_browser_error_views_total', { part: 'learn', version: 'v2' })).toBe(1);
  expect(await figure('codeyatra_browser_errors_total', { part: 'shell', version: 'shell' })).toBe(1);
  expect(
    await figure('codeyatra_web_vital', { name: 'INP', part: 'learn', version: 'v2' }, 'codeyatra_web_vital_count'),
  ).toBe(1);
  expect(lines).toContainEqual(expect.objectContaining({ part: 'learn', version: 'v2', error: 'boom' }));
});

test('one page view adds at most one error view and one of each vital, however often it reports them', async () => {
  const app = await server();
  const inp = { type: 'vital', part: 'learn', version: 'v2', name: 'INP', value: 5000 };
  expect((await post(app, { events: [error(), error(), inp] })).statusCode).toBe(204);
  expect((await post(app, { events: [error(), inp] }, { client: '198.51.100.7' })).statusCode).toBe(204);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn', version: 'v2' })).toBe(3);
  expect(await figure('codeyatra_browser_error_views_total', { part: 'learn', version: 'v2' })).toBe(1);
  expect(
    await figure('codeyatra_web_vital', { name: 'INP', part: 'learn', version: 'v2' }, 'codeyatra_web_vital_count'),
  ).toBe(1);
  // Another page view of the same versions is another view.
  await post(app, { events: [error()] }, { token: tokens.sign({ learn: 'v2' }, 10) });
  expect(await figure('codeyatra_browser_error_views_total', { part: 'learn', version: 'v2' })).toBe(2);
});

test('a page view past its allowance (more events than a real page sends) is refused with 429, from any address', async () => {
  const app = await server();
  const ten = { events: Array(10).fill(error()) };
  const statuses = [];
  for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
    statuses.push((await post(app, ten, { client })).statusCode);
  expect(statuses).toEqual([204, 204, 429]);
  expect(await figure('codeyatra_beacons_total', { outcome: 'over_page_limit' })).toBe(1);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn', version: 'v2' })).toBe(20);
});

test.each([
  ['no token', null, 'missing_token'],
  ['a token whose mac is not the server’s', `${page.slice(0, -4)}AAAA`, 'forged'],
  ['a token with its versions changed', page.replace('learn:v2', 'learn:v3'), 'forged'],
  [
    'a token of another secret',
    pageTokens('another secret, of another server, long').sign({ learn: 'v2' }, 1),
    'forged',
  ],
  ['a token that is not one', 'x'.repeat(2000), 'forged'],
])('a beacon with %s is refused with 403 and counts nothing', async (_what, token, outcome) => {
  const app = await server();
  expect((await post(app, { events: [error()] }, { token })).statusCode).toBe(403);
  expect(await figure('codeyatra_beacons_total', { outcome })).toBe(1);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn' })).toBe(0);
  expect(lines).toEqual([]);
});

test('an expired token is refused with 403; one within its lifetime is heard', async () => {
  const app = await server();
  const old = tokens.sign({ learn: 'v2' }, null);
  clock += 3 * 60 * 60_000;
  expect((await post(app, { events: [error()] }, { token: old })).statusCode).toBe(204);
  clock += 2 * 60 * 60_000;
  expect((await post(app, { events: [error()] }, { token: old })).statusCode).toBe(403);
  expect(await figure('codeyatra_beacons_total', { outcome: 'expired' })).toBe(1);
});

test.each([
  ['a version its page was not rendered with', [error('learn', 'v3')]],
  ['a part its page named no version of', [error('dashboard', 'v2')]],
  ['one good report beside one for another version', [error(), error('catalog', 'c2')]],
])('a beacon with %s is refused whole with 403 (not_served)', async (_what, events) => {
  const app = await server();
  expect((await post(app, { events })).statusCode).toBe(403);
  expect(await figure('codeyatra_beacons_total', { outcome: 'not_served' })).toBe(1);
  expect(await figure('codeyatra_browser_errors_total', {})).toBe(0);
});

test.each([
  ['not JSON', '{"events": ['],
  ['no events', { events: [] }],
  ['an unknown field', { events: [{ ...error(), extra: 1 }] }],
  ['a part that is no part', { events: [{ type: 'error', part: 'evil', version: 'v2' }] }],
  ['a version that is not a token', { events: [{ type: 'error', part: 'learn', version: 'v2\n{"level":60}' }] }],
  ['a vital out of range', { events: [{ type: 'vital', part: 'learn', version: 'v2', name: 'INP', value: -1 }] }],
  ['an unknown vital', { events: [{ type: 'vital', part: 'learn', version: 'v2', name: 'FID', value: 3 }] }],
  ['too many events', { events: Array(11).fill(error()) }],
])('a beacon with %s is refused with 400 and counts nothing', async (_what, body) => {
  const app = await server();
  expect((await post(app, body)).statusCode).toBe(400);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn' })).toBe(0);
  expect(await figure('codeyatra_beacons_total', { outcome: 'invalid' })).toBe(1);
  expect(lines).toEqual([]);
});

test('a body over the limit is refused with 413 before it is parsed', async () => {
  const app = await server();
  const response = await post(app, { events: [{ ...error(), message: 'x'.repeat(BEACON_BODY_LIMIT) }] });
  expect(response.statusCode).toBe(413);
  expect(await figure('codeyatra_beacons_total', { outcome: 'too_large' })).toBe(1);
});

test('a flood from one visitor (an IPv6 /64 is one) is refused with 429 past its rate; another is still heard', async () => {
  const app = await server(3);
  const statuses = [];
  for (let i = 0; i < 5; i++) {
    const client = `2001:db8:1:2::${i + 1}`;
    statuses.push(
      (await post(app, { events: [error()] }, { client, token: tokens.sign({ learn: 'v2' }, 1) })).statusCode,
    );
  }
  expect(statuses).toEqual([204, 204, 204, 429, 429]);
  expect((await post(app, { events: [error()] }, { client: '2001:db8:1:3::1' })).statusCode).toBe(204);
  expect(await figure('codeyatra_beacons_total', { outcome: 'rate_limited' })).toBe(2);
});

test('a message is cut short and written to the log as JSON, control characters escaped', async () => {
  const app = await server();
  const message = `line one\n{"level":60,"msg":"forged"}\u001b[31m${'y'.repeat(1000)}`;
  await post(app, { events: [{ ...error(), message }] });
  expect(lines).toHaveLength(1);
  expect(lines[0]?.error).toBe(message.slice(0, 300));
  expect(lines[0]?.level).toBe(40);
});
