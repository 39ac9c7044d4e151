/**
 * The site behind a real cache: nginx as the CDN (shell/deploy/nginx/cdn.conf.template, started by
 * @shared-data/tooling's commands/cdn.mjs) in front of two shell servers and of the remotes' files,
 * keyed on the path, the region cookie's value and the canary bucket. Pages are hit in the cache;
 * a region never gets another's page; a deploy of the catalogue and its rollback show through the
 * cache within the pointer interval and the cache's one-second lifetime for pages; during a
 * canary each visitor gets their side through the cache; what the origin says is one visitor's
 * (private, no-store, a cookie set, an override) is never stored. Its own Playwright project, after
 * the redeploy project (it deploys the catalogue too); the served version is put back afterwards.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_PARTS } from '@shared-data/parts';
import { startNginx, startSiteBehindCdn, type CdnSite } from '@shared-data/tooling/commands/cdn';
import { test, expect } from './fixtures';
import { ABOUT_PAGE, ABOUT_SENTENCE, ABOUT_SOURCE, CATALOG, catalogPointer, catalogTeam } from './support/catalog-team';
import { freePorts, page as cdnPage } from './support/cdn';
import { mainPageOf, urlOf } from './support/routes';

const AFTER = `Through the CDN ${Date.now()}: short HD lessons`;
/**
 * How long a switch may take to show through the cache: the servers check a pointer every 2 s,
 * the cache keeps a page 1 s (cdn-cache.ts), a render takes a moment; the rest is a loaded machine.
 */
const SWITCH_SHOWS_MS = 10_000;

const team = catalogTeam;
const BEFORE = ABOUT_SENTENCE;
const currentVersion = () => catalogPointer().current;

test.describe.configure({ mode: 'serial' });

let site: CdnSite;
let oldVersion = '';
let newVersion = '';

test.beforeAll(async () => {
  oldVersion = currentVersion();
  const [port, shellA, shellB, ...remotePorts] = await freePorts(3 + REMOTE_PARTS.length);
  site = await startSiteBehindCdn({
    port: port!,
    shellPorts: [shellA!, shellB!],
    remotePorts: Object.fromEntries(REMOTE_PARTS.map((part, index) => [part.name, remotePorts[index]!])),
  });
});

test.afterAll(async () => {
  await site?.stop();
  // Whatever happened, the site serves the version it served before, without a canary.
  const pointer = catalogPointer();
  if (pointer.current !== oldVersion || pointer.canary) team('activate', oldVersion);
});

/** The same page asked until the cache answers it (each answer checked by `check`). */
async function untilHit(pathName: string, cookie: string, check: (body: string) => void) {
  await expect
    .poll(
      async () => {
        const answer = await cdnPage(site.origin, pathName, cookie);
        check(answer.body);
        return answer.cache;
      },
      { timeout: 10_000 },
    )
    .toBe('HIT');
}

test("what the origin says is one visitor's is never kept: private, no-store, a cookie set, an override", async () => {
  // An origin that lets a cache keep everything for a minute, with the surrogate header first as
  // the shell sends it (nginx 1.22 lets the first of it and Cache-Control win), and says otherwise.
  const asked = new Map<string, number>();
  let cookieSent = '';
  const origin = http.createServer((request, response) => {
    const url = request.url ?? '/';
    asked.set(url, (asked.get(url) ?? 0) + 1);
    cookieSent = request.headers.cookie ?? '';
    response.setHeader('X-Accel-Expires', '60');
    if (url === '/private') response.setHeader('Cache-Control', 'private');
    if (url === '/no-store') response.setHeader('Cache-Control', 'no-store');
    if (url === '/sets-cookie') response.setHeader('Set-Cookie', 'codeyatra-canary=5; Path=/');
    response.end(`answer ${asked.get(url)}`);
  });
  const [port, originPort, remotePort] = await freePorts(3);
  await new Promise<void>((resolve) => origin.listen(originPort, '127.0.0.1', resolve));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyatra-cdn-rules-'));
  const nginx = await startNginx(
    {
      folder,
      port: port!,
      shellPorts: [originPort!],
      remotes: [{ name: 'any', port: remotePort!, originPort: originPort! }],
    },
    'ignore',
  );
  const get = (pathName: string, cookie = '') => cdnPage(`http://localhost:${port}`, pathName, cookie);
  try {
    await get('/shared');
    expect((await get('/shared')).cache).toBe('HIT');
    expect(asked.get('/shared')).toBe(1);
    for (const pathName of ['/private', '/no-store', '/sets-cookie']) {
      await get(pathName);
      expect((await get(pathName)).cache).toBe('MISS');
      expect(asked.get(pathName)).toBe(2);
    }
    // An override is never answered from the cache, gets every cookie, and is not kept for others.
    const override = await get('/shared', 'codeyatra-override=signed; user_location=IN');
    expect(override.cache).toBe('BYPASS');
    expect(override.body).toBe('answer 2');
    expect(cookieSent).toBe('codeyatra-override=signed; user_location=IN');
    expect((await get('/shared')).body).toBe('answer 1');
    // Anyone else's cookies reach the origin as the key names them, and only those.
    await get('/page', 'analytics=1; user_location=IN; codeyatra-canary=07');
    expect(cookieSent).toBe('user_location=IN; codeyatra-canary=07');
    await get('/page', 'user_location=Mars; codeyatra-canary=100');
    expect(cookieSent).toBe('user_location=GLOBAL');
  } finally {
    await nginx.stop();
    await new Promise((resolve) => origin.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('pages come from both shell servers and are hit in the cache, which keeps the browser revalidating; the remotes files come through it', async ({
  page,
}) => {
  // Each remote's main page (support/routes.ts) and the about page, which the rest reads.
  for (const pathName of [...REMOTE_PARTS.map((part) => urlOf(mainPageOf(part.name))), ABOUT_PAGE]) {
    await untilHit(pathName, 'user_location=GLOBAL', (body) => expect(body).toContain('<html'));
  }
  const answer = await cdnPage(site.origin, ABOUT_PAGE, 'user_location=GLOBAL');
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(answer.headers.get('etag')).toBeTruthy();
  // The surrogate lifetime is for the cache alone.
  expect(answer.headers.get('x-accel-expires')).toBeNull();
  // Misses are shared by the two shell servers (nginx's log names the upstream of each; a server
  // that failed an answer is left out for a few seconds, so more misses are asked for meanwhile).
  let miss = 0;
  const upstreams = async () => {
    await cdnPage(site.origin, `/cdn-miss-${++miss}`, '');
    const log = fs.readFileSync(path.join(site.folder, 'access.log'), 'utf8');
    return site.shells.filter((shell) => log.includes(`127.0.0.1:${shell.port}`)).length;
  };
  await expect.poll(upstreams, { timeout: 20_000 }).toBe(2);

  // A visitor's browser loads the remotes' files from the CDN, where versioned files are kept.
  const remoteFiles: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(site.remoteOrigins.catalog!)) remoteFiles.push(response.url());
  });
  await page.goto(`${site.origin}${ABOUT_PAGE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remoteFiles.some((url) => url.includes('/v/'))).toBe(true);
  const versioned = remoteFiles.find((url) => url.includes('/v/'))!;
  await expect.poll(async () => (await fetch(versioned)).headers.get('x-cache-status')).toBe('HIT');
});

test('no page is kept across regions: visitors in India get rupees, the others dollars, both from the cache', async () => {
  const pathName = '/courses/react-masterclass';
  const inIndia = (body: string) => {
    expect(body).toContain('₹799');
    expect(body).not.toContain('$9.99');
  };
  const elsewhere = (body: string) => {
    expect(body).toContain('$9.99');
    expect(body).not.toContain('₹799');
  };
  await untilHit(pathName, 'user_location=IN', inIndia);
  await untilHit(pathName, 'user_location=GLOBAL', elsewhere);
  // Other cookies are not part of the key, and a visitor with no region is a GLOBAL one.
  await untilHit(pathName, 'analytics=1; user_location=IN', inIndia);
  await untilHit(pathName, '', elsewhere);
});

test('a deploy of the catalogue shows through the cache within the pointer interval; a rollback brings the old page back', async () => {
  test.setTimeout(400_000);
  const about = async () => (await cdnPage(site.origin, ABOUT_PAGE, 'user_location=GLOBAL')).body;
  await untilHit(ABOUT_PAGE, 'user_location=GLOBAL', (body) => expect(body).toContain(BEFORE));

  const original = fs.readFileSync(ABOUT_SOURCE, 'utf8');
  try {
    fs.writeFileSync(ABOUT_SOURCE, original.replace(BEFORE, AFTER));
    team('deploy');
  } finally {
    fs.writeFileSync(ABOUT_SOURCE, original);
  }
  newVersion = currentVersion();
  expect(newVersion).not.toBe(oldVersion);
  await expect.poll(about, { timeout: SWITCH_SHOWS_MS }).toContain(AFTER);
  await untilHit(ABOUT_PAGE, 'user_location=GLOBAL', (body) => expect(body).toContain(AFTER));

  team('rollback');
  expect(currentVersion()).toBe(oldVersion);
  await expect.poll(about, { timeout: SWITCH_SHOWS_MS }).toContain(BEFORE);
  await untilHit(ABOUT_PAGE, 'user_location=GLOBAL', (body) => expect(body).toContain(BEFORE));
});

test('during a canary each visitor gets their side through the cache; a visitor without a bucket gets one, on a page never kept', async () => {
  test.setTimeout(120_000);
  expect(newVersion).not.toBe('');
  team('deploy', '--from', path.join(CATALOG, 'dist', 'v', newVersion), '--canary', '50');
  // Both shell servers serve the canary to its side (each checks the pointer on its own).
  for (const shell of site.shells) {
    await expect
      .poll(async () => (await cdnPage(`http://127.0.0.1:${shell.port}`, ABOUT_PAGE, 'codeyatra-canary=10')).body, {
        timeout: SWITCH_SHOWS_MS,
      })
      .toContain(AFTER);
  }
  const canarySide = (body: string) => expect(body).toContain(AFTER);
  const stableSide = (body: string) => expect(body).toContain(BEFORE);
  await untilHit(ABOUT_PAGE, 'user_location=GLOBAL; codeyatra-canary=10', canarySide);
  await untilHit(ABOUT_PAGE, 'user_location=GLOBAL; codeyatra-canary=90', stableSide);
  await untilHit(ABOUT_PAGE, 'user_location=IN; codeyatra-canary=49', canarySide);
  await untilHit(ABOUT_PAGE, 'user_location=IN; codeyatra-canary=50', stableSide);

  // No bucket yet: the server gives one with the page, which the cache must not keep for others.
  await expect
    .poll(async () => (await cdnPage(site.origin, ABOUT_PAGE, 'user_location=GLOBAL')).headers.get('set-cookie'), {
      timeout: SWITCH_SHOWS_MS,
    })
    .toMatch(/^codeyatra-canary=\d+;/);
  for (let visitor = 0; visitor < 3; visitor++) {
    const answer = await cdnPage(site.origin, ABOUT_PAGE, 'user_location=GLOBAL');
    expect(answer.headers.get('set-cookie')).toMatch(/^codeyatra-canary=\d+;/);
    expect(answer.cache).not.toBe('HIT');
  }
});
