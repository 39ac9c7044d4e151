/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { integrityOf } from './integrity.cjs';
import { VERSION_FILE } from './pointer.cjs';

const VERSION = '0123456789abcdef';
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  const dir = path.join(root, 'v', VERSION);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, VERSION_FILE), VERSION);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(dir, 'page.1a2b3c4d.js'), 'chunk');
  fs.writeFileSync(path.join(dir, 'page.1a2b3c4d.js.map'), '{"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>standalone</title>');
  const remotes = { learn: { manifest: 'http://learn.example:3003/mf-manifest.json' } };
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  const files = { [VERSION]: integrityOf('list') };
  fs.writeFileSync(
    path.join(root, 'current.json'),
    JSON.stringify({ current: VERSION, previous: [], updatedAt: new Date(0).toISOString(), files }),
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Answer = { status: number; headers: Record<string, string | undefined> };

/** The static host (an ES module, run by Node as the static-host command runs it) asked for each URL. */
function answersFor(urls: string[]): Answer[] {
  const code = `
    const { createStaticHost } = await import(${JSON.stringify(path.join(__dirname, 'static-files.mjs'))});
    const app = await createStaticHost({ root: process.argv[1], spa: true });
    const answers = [];
    for (const url of JSON.parse(process.argv[2])) {
      const response = await app.inject({ url });
      answers.push({ status: response.statusCode, headers: response.headers });
    }
    await app.close();
    console.log(JSON.stringify(answers));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code, root, JSON.stringify(urls)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Answer[];
}

const headersFor = (urls: string[]) =>
  answersFor(urls).map(({ status, headers }) => ({ status, cacheControl: headers['cache-control'] }));

test('a version’s files are cached for good by their versioned address, its entry and the pointer revalidated', () => {
  const immutable = 'public, max-age=31536000, immutable';
  expect(headersFor([`/v/${VERSION}/remoteEntry.js`, '/remoteEntry.js', '/page.1a2b3c4d.js', '/current.json'])).toEqual(
    [
      { status: 200, cacheControl: immutable },
      { status: 200, cacheControl: 'no-cache' },
      { status: 200, cacheControl: immutable },
      { status: 200, cacheControl: 'no-cache' },
    ],
  );
});

test('a source map is never served: it stays in the build folder for the team', () => {
  expect(
    answersFor([`/v/${VERSION}/page.1a2b3c4d.js.map`, '/page.1a2b3c4d.js.map']).map((answer) => answer.status),
  ).toEqual([404, 404]);
});

test('every answer is nosniff; the standalone page also has a policy naming the remotes it shows, and no framing', () => {
  const [file, missing, page] = answersFor(['/remoteEntry.js', '/missing.js', '/courses']);
  for (const answer of [file, missing, page]) expect(answer!.headers['x-content-type-options']).toBe('nosniff');
  expect(file!.headers['content-security-policy']).toBeUndefined();
  expect(page!.status).toBe(200);
  expect(page!.headers['content-security-policy']).toContain("script-src 'self' http://learn.example:3003;");
  expect(page!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page!.headers['x-frame-options']).toBe('DENY');
});
