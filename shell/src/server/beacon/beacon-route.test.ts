/**
 * POST /_beacon: what a browser sends is counted per part and version; bad input is refused
 * cheaply (size, rate, schema) and never reaches the log as written.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { register } from 'prom-client';
import { BEACON_BODY_LIMIT, BEACON_PATH, beaconRoute } from './beacon-route';

let lines: Record<string, unknown>[];

async function server(perMinute = 60) {
  lines = [];
  const app = Fastify({
    // The client's address from X-Forwarded-For, so a test can speak from two.
    trustProxy: true,
    logController: new LogController({ disableRequestLogging: true }),
    loggerInstance: pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
  });
  await app.register(beaconRoute, { knows: (part, version) => part === 'learn' && version === 'v2', perMinute });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return app;
}

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function post(app: Awaited<ReturnType<typeof server>>, body: unknown, client = '192.0.2.1') {
  const { port } = app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${BEACON_PATH}`, {
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

beforeEach(() => register.resetMetrics());

test('errors and web vitals are counted per part and version; an unknown version is counted as other', async () => {
  const app = await server();
  const response = await post(app, {
    events: [
      { type: 'error', part: 'learn', version: 'v2', message: 'boom' },
      { type: 'error', part: 'learn', version: 'v9', message: 'boom' },
      { type: 'vital', part: 'learn', version: 'v2', name: 'INP', value: 180 },
    ],
  });
  expect(response.statusCode).toBe(204);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn', version: 'v2' })).toBe(1);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn', version: 'other' })).toBe(1);
  expect(
    await figure('codeyatra_web_vital', { name: 'INP', part: 'learn', version: 'v2' }, 'codeyatra_web_vital_count'),
  ).toBe(1);
  expect(lines).toContainEqual(expect.objectContaining({ part: 'learn', version: 'v2', error: 'boom' }));
});

test.each([
  ['not JSON', '{"events": ['],
  ['no events', { events: [] }],
  ['an unknown field', { events: [{ type: 'error', part: 'learn', version: 'v2', message: 'x', extra: 1 }] }],
  ['a part that is no part', { events: [{ type: 'error', part: 'evil', version: 'v2' }] }],
  ['a version that is not a token', { events: [{ type: 'error', part: 'learn', version: 'v2\n{"level":60}' }] }],
  ['a vital out of range', { events: [{ type: 'vital', part: 'learn', version: 'v2', name: 'INP', value: -1 }] }],
  ['an unknown vital', { events: [{ type: 'vital', part: 'learn', version: 'v2', name: 'FID', value: 3 }] }],
  ['too many events', { events: Array(11).fill({ type: 'error', part: 'learn', version: 'v2' }) }],
])('a beacon with %s is refused with 400 and counts nothing', async (_what, body) => {
  const app = await server();
  expect((await post(app, body)).statusCode).toBe(400);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn' })).toBe(0);
  expect(await figure('codeyatra_beacons_total', { outcome: 'invalid' })).toBe(1);
  expect(lines).toEqual([]);
});

test('a body over the limit is refused with 413 before it is parsed', async () => {
  const app = await server();
  const message = 'x'.repeat(BEACON_BODY_LIMIT);
  const response = await post(app, { events: [{ type: 'error', part: 'learn', version: 'v2', message }] });
  expect(response.statusCode).toBe(413);
  expect(await figure('codeyatra_beacons_total', { outcome: 'too_large' })).toBe(1);
});

test('a flood from one address is refused with 429 past its rate; another address is still heard', async () => {
  const app = await server(3);
  const beacon = { events: [{ type: 'error', part: 'learn', version: 'v2', message: 'x' }] };
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await post(app, beacon)).statusCode);
  expect(statuses).toEqual([204, 204, 204, 429, 429]);
  expect((await post(app, beacon, '198.51.100.7')).statusCode).toBe(204);
  expect(await figure('codeyatra_browser_errors_total', { part: 'learn', version: 'v2' })).toBe(4);
});

test('a message is cut short and written to the log as JSON, control characters escaped', async () => {
  const app = await server();
  const message = `line one\n{"level":60,"msg":"forged"}\u001b[31m${'y'.repeat(1000)}`;
  await post(app, { events: [{ type: 'error', part: 'learn', version: 'v2', message }] });
  expect(lines).toHaveLength(1);
  expect(lines[0]?.error).toBe(message.slice(0, 300));
  expect(lines[0]?.level).toBe(40);
});
