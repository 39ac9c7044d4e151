/**
 * @jest-environment node
 */
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { V1, withFakeRemotes } from '../remotes/fake-remote-host.test-utils';
import { CHECK_LIMIT_MS } from '../remotes';
import { createServer } from './app';
import { pages } from './pages';

// The static files' rules and @fastify/static are ES modules, which Jest cannot load from CommonJS:
// no test here serves a file (the e2e suite does), so the shell's files are left out and a path is
// a file's as the rules say.
jest.mock('@shared-data/hosting/static-files', () => ({
  isFilePath: (pathName: string) => /\.[a-z0-9]+$/i.test(pathName),
}));
jest.mock('./shell-files', () => ({ shellFiles: async () => undefined }));

const fake = withFakeRemotes();
let publicDir: string;

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-public-'));
  fs.writeFileSync(
    path.join(publicDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>',
  );
  fs.writeFileSync(path.join(publicDir, 'site.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(publicDir, 'ssr-assets.json'), JSON.stringify({ css: ['site.css'] }));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** The server's options, over the fake remote host and the public folder of this test. */
const serverOptions = () => ({
  publicDir,
  remotesFile: fake.remotesFile,
  origin: 'https://codeyatra.example',
  htmlCacheTtlMs: 0,
  log: fake.logger(),
});

/** The server listening on a free port, and its answer to a request as a browser gets it. */
async function listening(trustedProxies?: string[]) {
  const { app } = await createServer({ ...serverOptions(), trustedProxies });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const request = async (url: string, method = 'GET', init: RequestInit = {}) => {
    const answer = await fetch(`http://127.0.0.1:${port}${url}`, { method, redirect: 'manual', ...init });
    return { status: answer.status, header: (name: string) => answer.headers.get(name), body: await answer.text() };
  };
  /** What the server writes back to these raw bytes, until it closes the connection. */
  const raw = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  return { app, request, raw };
}

/** The headers every answer carries, errors included. */
function expectSecurityHeaders(header: (name: string) => string | null) {
  expect(header('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(header('x-content-type-options')).toBe('nosniff');
  expect(header('x-frame-options')).toBe('DENY');
  expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(header('permissions-policy')).toMatch(/camera=\(\).*autoplay=\(self "https:\/\/www.youtube-nocookie.com"/);
}

test('the server made of its plugins answers with their headers, its error pages and robots.txt', async () => {
  const { app, request } = await listening();
  const robots = await request('/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.body).toContain('Sitemap: https://codeyatra.example/sitemap.xml');
  // The policy names the remotes' origins (the remotes plugin, read by the security headers).
  expect(robots.header('content-security-policy')).toContain(fake.remote.origin);

  const badUrl = await request('/%');
  expect(badUrl.status).toBe(400);
  expect(badUrl.header('content-type')).toBe('text/html; charset=utf-8');
  expect(badUrl.body).toContain('<link rel="stylesheet" href="/site.css">');

  const post = await request('/courses', 'POST');
  expect(post.status).toBe(405);
  expect(post.header('allow')).toBe('GET, HEAD');
  await app.close();
});

test("a client's mistakes are 4xx with the security headers, never 500", async () => {
  const { app, request, raw } = await listening();
  for (const cookie of ['user_location=%', 'codeyatra-canary=%zz', 'codeyatra-override=%E0%A4%A']) {
    expect((await request('/missing-page', 'GET', { headers: { cookie } })).status).toBe(404);
  }
  const json = { headers: { 'content-type': 'application/json' }, body: '{not json' };
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const answer = await request('/courses', method, json);
    expect([answer.status, answer.header('allow')]).toEqual([405, 'GET, HEAD']);
    expectSecurityHeaders(answer.header);
  }
  // Paths of this site, never another host's (`//host/x`) nor an invalid URL.
  for (const path of ['/\\', '//evil.example/courses'])
    expect((await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)).slice(0, 12)).toBe(
      'HTTP/1.1 404',
    );
  const longParameter = await request(`/_integrity/catalog/${'a'.repeat(101)}`);
  expect(longParameter.status).toBe(400);
  expectSecurityHeaders(longParameter.header);
  expectSecurityHeaders((await request('/%')).header);
  expect((await request('/robots.txt')).header('strict-transport-security')).toBeNull();

  // Answered by Node's parser, before Fastify: the answer is still the site's, with its headers.
  const tooLarge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(tooLarge).toMatch(/^HTTP\/1.1 431 /);
  const garbage = await raw('NOT HTTP\r\n\r\n');
  expect(garbage).toMatch(/^HTTP\/1.1 400 /);
  for (const answer of [tooLarge, garbage]) {
    expect(answer).toMatch(/\r\nContent-Security-Policy: [^\r]*frame-ancestors 'none'/);
    expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
  }
  await app.close();
});

test('HSTS only on an answer that came over https: X-Forwarded-Proto counts from a trusted proxy alone', async () => {
  const overHttps = { headers: { 'x-forwarded-proto': 'https' } };
  const behindProxy = await listening(['127.0.0.1']);
  const answer = await behindProxy.request('/robots.txt', 'GET', overHttps);
  expect(answer.header('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  await behindProxy.app.close();
  const direct = await listening();
  expect((await direct.request('/robots.txt', 'GET', overHttps)).header('strict-transport-security')).toBeNull();
  await direct.app.close();
});

test("the remotes' first check, before the server listens, is never cut short by Fastify's hook timeout", async () => {
  const { app } = await createServer(serverOptions());
  expect(app.initialConfig.pluginTimeout).toBeGreaterThan(CHECK_LIMIT_MS);
  await app.close();
});

test('a plugin registered without a plugin it needs fails at once, naming what is missing', async () => {
  const app = Fastify();
  const options = { origin: 'https://codeyatra.example', htmlCacheTtlMs: 0, signPage: () => '' };
  await expect(app.register(pages, options)).rejects.toThrow(
    "The dependency 'remotes' of plugin 'pages' is not registered",
  );
  await app.close();
});

test("every page answer carries its own token for the page's beacons, naming the versions it was rendered with", async () => {
  const { app, request } = await listening();
  const tokenOf = async () =>
    /^cy-page;desc="([^"]+)"$/.exec((await request('/no-such-page')).header('server-timing') ?? '')?.[1] ?? '';
  const [token, another] = [await tokenOf(), await tokenOf()];
  expect(token).toContain(`learn:${V1}`);
  expect(another).not.toBe(token);
  const beacon = (version: string) =>
    request(`/_beacon?t=${encodeURIComponent(token)}`, 'POST', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ type: 'error', part: 'learn', version, message: 'boom' }] }),
    });
  expect((await beacon(V1)).status).toBe(204);
  expect((await beacon('v9')).status).toBe(403);
  await app.close();
});
