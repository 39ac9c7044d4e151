/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pino from 'pino';
import { signOverride } from '@shared-data/hosting/override-token';
import { BADGE_STYLE_HASH, badgeHtml, withBadge } from './override-badge';
import { overrideRoutes } from './override-routes';
import { Overrides } from './overrides';
import { withOrigin } from './page-override';

const SECRET = 'the site secret, long enough to be accepted';
const BUILD = 'http://localhost:4104/v/0123456789abcdef/mf-manifest.json';
const lines: { msg: string; part?: string; reason?: string }[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });

async function app(secret: string | null = SECRET) {
  const overrides = new Overrides({ secret, origins: ['http://localhost:*'] }, log, true);
  const server = Fastify();
  await server.register(overrideRoutes, { overrides });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  /** The answer to a GET, as a browser gets it before following a redirect. */
  const get = async (path: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
    const header = (name: string) => answer.headers.get(name) ?? undefined;
    return { status: answer.status, header, body: await answer.text() };
  };
  return { get, close: () => Promise.all([server.close(), overrides.builds.close()]) };
}

beforeEach(() => (lines.length = 0));

test('a good link keeps the token in an HttpOnly, Lax, site-wide cookie until it expires, then goes to the page', async () => {
  const { get, close } = await app();
  const token = signOverride({ part: 'dashboard', url: BUILD, hours: 2 }, SECRET);
  const answer = await get(`/_override?token=${token}&to=%2Fdashboard`);
  expect(answer.status).toBe(303);
  expect(answer.header('location')).toBe('/dashboard');
  expect(answer.header('cache-control')).toBe('no-store');
  const cookie = String(answer.header('set-cookie'));
  expect(cookie).toMatch(new RegExp(`^codeyatra-override=${token.replace('.', '\\.')}; Max-Age=(7199|7200); `));
  expect(cookie).toContain('Path=/; HttpOnly; SameSite=Lax; Secure');
  await close();
});

test('a forged or expired link sets nothing: a 400 that says why, and a log line without the token', async () => {
  const { get, close } = await app();
  const forged = signOverride({ part: 'dashboard', url: BUILD }, 'someone else’s secret, long enough as well');
  const expired = signOverride({ part: 'dashboard', url: BUILD, hours: 1 }, SECRET, Date.now() - 2 * 3_600_000);
  for (const [token, reason] of [
    [forged, 'bad signature'],
    [expired, 'expired'],
  ] as const) {
    const answer = await get(`/_override?token=${token}`);
    expect(answer.status).toBe(400);
    expect(answer.header('set-cookie')).toBeUndefined();
    expect(answer.body).toContain(`not valid (${reason})`);
    expect(JSON.stringify(lines)).not.toContain(token);
  }
  expect(lines).toEqual([
    expect.objectContaining({ reason: 'bad signature', msg: 'Override link ignored: bad signature' }),
    expect.objectContaining({ reason: 'expired', part: 'dashboard' }),
  ]);
  await close();
});

test('the links only ever send the browser to a page of this site', async () => {
  const { get, close } = await app();
  const token = signOverride({ part: 'dashboard', url: BUILD }, SECRET);
  for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a\r\nSet-Cookie:x']) {
    const answer = await get(`/_override?token=${token}&to=${encodeURIComponent(to)}`);
    expect(answer.header('location')).toBe('/');
  }
  await close();
});

test('the clear link removes the cookie, also where overrides are off; the override link answers 404 there', async () => {
  const { get, close } = await app(null);
  const cleared = await get('/_override/clear?to=%2Fcourses');
  expect(cleared.status).toBe(303);
  expect(cleared.header('location')).toBe('/courses');
  expect(String(cleared.header('set-cookie'))).toMatch(/^codeyatra-override=; Max-Age=0; Path=\/; HttpOnly/);
  const link = await get(`/_override?token=${signOverride({ part: 'dashboard', url: BUILD }, SECRET)}`);
  expect(link.status).toBe(404);
  expect(link.body).toMatch(/overrides are off/);
  await close();
});

test('the badge says which part, by which build, until when, links to the clear route, and escapes what it shows', () => {
  const badge = badgeHtml({ part: 'dashboard', url: `${BUILD}"<x>`, expires: Date.UTC(2026, 0, 1, 14, 5) }, '/a b');
  expect(badge).toMatch(/^<aside class="codeyatra-override" aria-label="Override of dashboard">/);
  expect(badge).toContain('<strong>dashboard is overridden</strong>');
  expect(badge).toContain('mf-manifest.json&quot;&lt;x&gt;');
  expect(badge).toContain('<time datetime="2026-01-01T14:05:00.000Z">14:05 UTC</time>');
  expect(badge).toContain('<a href="/_override/clear?to=%2Fa%20b">Stop the override</a>');
  const page = withBadge('<html><head><title>t</title></head><body><div id="root"></div></body></html>', badge);
  expect(page).toMatch(
    /<\/title><style>\.codeyatra-override\{.*<\/style><\/head><body><div id="root"><\/div><aside .*<\/aside>\n<\/body>/,
  );
  expect(BADGE_STYLE_HASH).toMatch(/^'sha256-[\w+/]+=*'$/);
});

test("the page's policy allows the build's origin where the remotes' are", () => {
  expect(
    withOrigin(
      "default-src 'self';script-src 'self' http://r;style-src 'self';frame-ancestors 'none'",
      'http://localhost:4104',
    ),
  ).toBe(
    "default-src 'self';script-src 'self' http://r http://localhost:4104;style-src 'self' http://localhost:4104;frame-ancestors 'none'",
  );
});
