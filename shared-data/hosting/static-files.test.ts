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
  const files = { [VERSION]: integrityOf('list') };
  fs.writeFileSync(
    path.join(root, 'current.json'),
    JSON.stringify({ current: VERSION, previous: [], updatedAt: new Date(0).toISOString(), files }),
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The static host (an ES module, run by Node as the static-host command runs it) asked for each URL. */
function headersFor(urls: string[]): { status: number; cacheControl: string }[] {
  const code = `
    const { createStaticHost } = await import(${JSON.stringify(path.join(__dirname, 'static-files.mjs'))});
    const app = await createStaticHost({ root: process.argv[1] });
    const answers = [];
    for (const url of JSON.parse(process.argv[2])) {
      const response = await app.inject({ url });
      answers.push({ status: response.statusCode, cacheControl: response.headers['cache-control'] });
    }
    await app.close();
    console.log(JSON.stringify(answers));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code, root, JSON.stringify(urls)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { status: number; cacheControl: string }[];
}

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
