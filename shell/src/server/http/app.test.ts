/**
 * @jest-environment node
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { V1, withFakeRemotes } from '../remotes/fake-remote-host';
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
async function listening() {
  const { app } = await createServer(serverOptions());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const request = async (url: string, method = 'GET', json?: unknown) => {
    const answer = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      redirect: 'manual',
      ...(json ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) } : {}),
    });
    return { status: answer.status, header: (name: string) => answer.headers.get(name), body: await answer.text() };
  };
  return { app, request };
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
      events: [{ type: 'error', part: 'learn', version, message: 'boom' }],
    });
  expect((await beacon(V1)).status).toBe(204);
  expect((await beacon('v9')).status).toBe(403);
  await app.close();
});
