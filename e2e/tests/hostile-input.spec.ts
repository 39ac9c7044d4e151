/**
 * Hostile input (issue 44): everything that arrives from outside is a client's to get wrong, never
 * the server's failure. Each reproduction the attacker found is a test against the composed site
 * (the shell on :3000, the remotes' hosts), or against a shell server of its own where it needs
 * short timeouts or the override secret; then a property-based fuzz (fast-check, bounded runs) of
 * URLs, cookies and beacon bodies: no answer is 5xx, and a normal visitor's home page is the same
 * before and after.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { distOf, originOf, REMOTE_PARTS, SHELL_PART } from '@shared-data/parts';
import { signOverride } from '@shared-data/hosting/override-token';
import versions from '@shared-data/tooling/deploy/versions';
import { test, expect } from './fixtures';
import { rawGet, rawRequest, type RawAnswer } from './support/raw-http';
import { remotePart, startShell } from './support/servers';

const SHELL = Number(new URL(originOf('shell')).port);
const CATALOG = Number(new URL(originOf('catalog')).port);
const SECRET = 'the hostile-input suite’s override secret, long enough';
/** The second shell's timeouts: short, so a stalled client is seen closed in seconds. */
const REQUEST_TIMEOUT_MS = 3_000;
const HEADERS_TIMEOUT_MS = 2_000;

const portOf = (origin: string) => Number(new URL(origin).port);

function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
}

/**
 * A token a page of that server came with (its Server-Timing, as a browser reads it): a beacon
 * without one is refused before its body is read (ADR 0009), so what reads bodies needs one.
 */
async function pageToken(port: number): Promise<string> {
  const timing = (await rawGet(port, '/no-such-page')).headers['server-timing'] ?? '';
  const token = /desc="([^"]+)"/.exec(String(timing))?.[1];
  expect(token, 'a page answer carries its beacon token').toBeTruthy();
  return encodeURIComponent(token ?? '');
}

let shell: Awaited<ReturnType<typeof startShell>>;
test.beforeAll(async () => {
  shell = await startShell(
    {},
    {
      SHELL_OVERRIDE_SECRET: SECRET,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      BEACON_RATE_PER_MINUTE: '100000',
    },
  );
});
test.afterAll(() => shell?.stop());

test('a cookie that cannot be decoded is ignored: the page, never a 500', async () => {
  const normal = await rawGet(SHELL, '/courses');
  expect(normal.status).toBe(200);
  for (const cookie of ['user_location=%', 'codeyatra-canary=%zz', 'user_location=%E0%A4%A; codeyatra-canary=%']) {
    const answer = await rawGet(SHELL, '/courses', [`Cookie: ${cookie}`]);
    expect(answer.status, cookie).toBe(200);
    expect(answer.body, cookie).toBe(normal.body);
  }
});

test('a request body that never finishes is answered 408 and closed once REQUEST_TIMEOUT_MS is past', async () => {
  const stalled = await rawRequest(
    portOf(shell.origin),
    `POST /_beacon?t=${await pageToken(portOf(shell.origin))} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"ev`,
  );
  expect(stalled.status).toBe(408);
  expectSecurityHeaders(stalled);
  expect(stalled.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  expect(stalled.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 3_000);

  const slowHeaders = await rawRequest(portOf(shell.origin), 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: a');
  expect(slowHeaders.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
});

test("client mistakes keep their 4xx: an unsatisfiable Range, a page's unsupported method, a long /_integrity parameter", async () => {
  const range = await rawGet(SHELL, '/favicon.svg', ['Range: bytes=99999999-']);
  expect(range.status).toBe(416);
  expect(range.headers['content-range']).toMatch(/^bytes \*\/\d+$/);

  const badJson = await rawRequest(
    SHELL,
    'POST /courses HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{not json',
  );
  expect([badJson.status, badJson.headers.allow]).toEqual([405, 'GET, HEAD']);
  for (const method of ['PUT', 'DELETE']) {
    const answer = await rawRequest(SHELL, `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
  }
  const beacon = await rawRequest(
    portOf(shell.origin),
    `POST /_beacon?t=${await pageToken(portOf(shell.origin))} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{not json`,
  );
  expect(beacon.status).toBe(400);

  const longParameter = await rawGet(SHELL, `/_integrity/catalog/${'a'.repeat(101)}`);
  expect(longParameter.status).toBe(400);
  expectSecurityHeaders(longParameter);
  expect((await rawGet(SHELL, '/_integrity/catalog/0123456789abcdef')).status).toBe(404);
});

test('the 400 of a malformed URL and the 431 of huge headers carry the security headers', async () => {
  const badUrl = await rawGet(SHELL, '/%');
  expect(badUrl.status).toBe(400);
  expectSecurityHeaders(badUrl);
  const huge = await rawGet(SHELL, '/', [`X-Huge: ${'a'.repeat(20_000)}`]);
  expect(huge.status).toBe(431);
  expectSecurityHeaders(huge);
});

test('the browser reads the whole Permissions-Policy: no feature it does not know, the preview video allowed', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/permissions.policy|feature policy|unrecognized feature/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto('/');
  expect(complaints).toEqual([]);
  // Chromium's own reading of the header (document.featurePolicy, not in TypeScript's DOM types).
  const allowed = await page.evaluate(() => {
    const policy = (document as { featurePolicy?: { allowsFeature: (feature: string) => boolean } }).featurePolicy;
    return policy && { camera: policy.allowsFeature('camera'), autoplay: policy.allowsFeature('autoplay') };
  });
  expect(allowed).toEqual({ camera: false, autoplay: true });
});

test("source maps stay in the build folders: the shell's and the remotes' hosts answer 404", async () => {
  const shellMap = fs.readdirSync(path.join(distOf(SHELL_PART), 'public')).find((file) => file.endsWith('.js.map'));
  const catalogDist = distOf(remotePart('catalog'));
  const current = versions.readPointer(catalogDist)!.current;
  expect(fs.existsSync(path.join(catalogDist, 'v', current, 'remoteEntry.js.map'))).toBe(true);
  expect(shellMap).toBeTruthy();
  expect((await rawGet(SHELL, `/${shellMap}`)).status).toBe(404);
  expect((await rawGet(CATALOG, '/remoteEntry.js.map')).status).toBe(404);
  expect((await rawGet(CATALOG, `/v/${current}/remoteEntry.js.map`)).status).toBe(404);
});

test("the remotes' hosts send nosniff on everything and a policy with no framing on their page", async () => {
  for (const remote of REMOTE_PARTS) {
    const port = portOf(originOf(remote.name));
    expect((await rawGet(port, '/mf-manifest.json')).headers['x-content-type-options']).toBe('nosniff');
    const page = await rawGet(port, '/');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await rawGet(port, '/\\')).status).toBeLessThan(500);
    const refused = [await rawGet(port, '/%'), await rawGet(port, '/', [`X-Huge: ${'a'.repeat(20_000)}`])];
    expect(refused.map((answer) => answer.status)).toEqual([400, 431]);
    for (const answer of refused) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
});

test("an override naming a deployed remote's host by another name (127.0.0.1 for localhost) is refused", async () => {
  const dashboard = distOf(remotePart('dashboard'));
  const deployed = new URL(originOf('dashboard'));
  const url = `http://127.0.0.1:${deployed.port}/v/${versions.readPointer(dashboard)!.current}/mf-manifest.json`;
  const answer = await rawGet(portOf(shell.origin), '/dashboard', [
    `Cookie: codeyatra-override=${signOverride({ part: 'dashboard', url }, SECRET)}`,
  ]);
  expect(answer.status).toBe(200);
  expect(answer.headers['set-cookie']).toMatch(/^codeyatra-override=; Max-Age=0/);
  expect(shell.logs()).toContain('"msg":"Override cookie ignored: names a deployed remote\'s folder (part dashboard)"');
});

test.describe('fuzz', () => {
  test.describe.configure({ timeout: 180_000 });
  const RUNS = { numRuns: 150 };
  /** A cookie's value: printable text (what a header line carries), or one that cannot be decoded. */
  const cookieValue = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('%', '%zz', '%E0%A4%A', 'IN', 'GLOBAL', '42', '"IN"', 'a=b=c'),
  );
  const pieces = fc.oneof(
    fc.constantFrom('%', '%zz', '%00', '..', '%2e%2e', '//', '\\', '?', '#', ';', '%E0%A4%A', '.map', '.js', '~'),
    fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text)),
    fc.string({ unit: 'binary', maxLength: 12 }).map((text) => text.replace(/[\s\0]/g, '')),
  );

  test('URLs, cookies and beacons never get a 5xx, and a normal visitor sees the same home page', async () => {
    const home = async () => (await rawGet(SHELL, '/')).body;
    const before = await home();
    const inIndia = (await rawGet(SHELL, '/', ['Cookie: user_location=IN'])).body;

    await fc.assert(
      fc.asyncProperty(fc.array(pieces, { maxLength: 6 }), async (parts) => {
        const answer = await rawGet(SHELL, `/${parts.join('/')}`);
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(500);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('user_location', 'codeyatra-canary', 'codeyatra-override', 'other'),
        cookieValue,
        async (name, value) => {
          const answer = await rawGet(SHELL, '/', [`Cookie: ${name}=${value}`]);
          expect(answer.status).toBe(200);
          expect([before, inIndia]).toContain(answer.body);
        },
      ),
      RUNS,
    );
    const event = fc.record(
      {
        type: fc.constantFrom('error', 'vital', 'other'),
        part: fc.constantFrom('catalog', 'shell', 'unknown', 'nobody', ''),
        version: fc.oneof(fc.string({ maxLength: 70 }), fc.constant('current')),
        message: fc.string({ maxLength: 400 }),
        name: fc.constantFrom('LCP', 'INP', 'CLS', 'FID'),
        value: fc.oneof(fc.double(), fc.integer(), fc.string()),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ events: fc.array(event, { maxLength: 12 }) }).map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        // Mostly a real page's token, so the body is read; sometimes none, or one of fuzzed text.
        fc.oneof(fc.constant('page'), fc.constant(''), fc.string({ maxLength: 200 })),
        async (text, type, tokenKind) => {
          const bytes = Buffer.from(text, 'utf8');
          const token = tokenKind === 'page' ? await pageToken(portOf(shell.origin)) : encodeURIComponent(tokenKind);
          const head = `POST /_beacon?t=${token} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\n\r\n`;
          const answer = await rawRequest(portOf(shell.origin), Buffer.concat([Buffer.from(head), bytes]));
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      RUNS,
    );

    expect(await home()).toBe(before);
  });
});
