/**
 * The shell's server runs no remote code its team did not sign: a deployed version whose server
 * chunk was changed on the remote's host after the deploy is refused (the previous version keeps
 * serving the page), and so is a pointer whose signature does not match; each with a log line
 * naming the part, the version and the file. Runs in the redeploy project (after every other test),
 * against a shell server of its own whose log it reads; the dashboard is put back afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, originOf } from '@shared-data/parts';
import versions from '@shared-data/tooling/deploy/versions';
import { test, expect } from './fixtures';
import { startShell } from './support/servers';

const DIST = path.join(ROOT, 'mfe-dashboard', 'dist');
const POINTER = path.join(DIST, versions.POINTER_FILE);

/** Runs a dashboard team's command (`npm run <script> -w mfe-dashboard -- <args>`). */
const team = (script: string, ...args: string[]) =>
  execFileSync('npm', ['run', script, '-w', 'mfe-dashboard', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
  });
const current = () => versions.readPointer(DIST)!.current;

/** The host serves a file's .br or .gz sibling when there is one: without them, it serves the file as it is. */
const dropPrecompressed = (file: string) => {
  for (const sibling of [`${file}.br`, `${file}.gz`]) fs.rmSync(sibling, { force: true });
};

/** A second version of the dashboard, landed (files.json written) but not served: the current one with one byte more. */
function landAnotherVersion(): string {
  const copy = fs.mkdtempSync(path.join(DIST, '.build-test-'));
  fs.cpSync(path.join(DIST, versions.VERSIONS_DIR, current()), copy, { recursive: true });
  fs.rmSync(path.join(copy, versions.VERSION_FILE));
  fs.appendFileSync(path.join(copy, 'mf-manifest.json'), '\n');
  dropPrecompressed(path.join(copy, 'mf-manifest.json'));
  return versions.publish(DIST, copy);
}

/** The dashboard version a page was rendered with (its files' URLs name it). */
const dashboardVersionIn = (html: string) => new RegExp(`${originOf('dashboard')}/v/([0-9a-f]{16})/`).exec(html)?.[1];

test.describe.configure({ mode: 'serial' });

let shell: Awaited<ReturnType<typeof startShell>>;
let served = '';
let pointerText = '';

test.beforeAll(async () => {
  served = current();
  pointerText = fs.readFileSync(POINTER, 'utf8');
  shell = await startShell();
});

test.afterAll(async () => {
  // Whatever happened, the dashboard serves what it served before.
  fs.writeFileSync(POINTER, pointerText);
  await shell?.stop();
});

/** The server checks remotes as requests come in: ask for a page, then read its log. */
const logsAfterARequest = async (request: { get: (url: string) => Promise<unknown> }) => {
  await request.get(`${shell.origin}/dashboard`);
  return shell.logs();
};

const page = async (request: {
  get: (url: string) => Promise<{ status: () => number; text: () => Promise<string> }>;
}) => {
  const answer = await request.get(`${shell.origin}/dashboard`);
  return { status: answer.status(), html: await answer.text() };
};

test('a server chunk changed after the deploy: the version is refused before it runs, the previous one renders the page', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const before = await page(request);
  expect(before.status).toBe(200);
  expect(before.html).toContain('<h1');
  expect(dashboardVersionIn(before.html)).toBe(served);

  const changed = landAnotherVersion();
  expect(changed).not.toBe(served);
  const serverFolder = path.join(DIST, versions.VERSIONS_DIR, changed, 'server');
  const chunk = fs.readdirSync(serverFolder).find((file) => file.endsWith('.js') && file !== 'remoteEntry.js')!;
  expect(chunk).toBeTruthy();
  try {
    // Someone with write access to the remote's host changes a file of the version...
    fs.appendFileSync(path.join(serverFolder, chunk), '\n;globalThis.__tampered = true;');
    dropPrecompressed(path.join(serverFolder, chunk));
    // ...then the team (or the attacker, with the team's own pointer) makes it current.
    team('activate', changed);
    await expect
      .poll(() => logsAfterARequest(request), { timeout: 15_000 })
      .toMatch(
        new RegExp(
          `Remote dashboard: version ${changed}: server/${chunk.replace(/\./g, '\\.')} does not match its signed hash .*still serving ${served}`,
        ),
      );
    const after = await page(request);
    expect(after.status).toBe(200);
    expect(dashboardVersionIn(after.html)).toBe(served);
    expect(after.html).not.toContain(`/v/${changed}/`);
  } finally {
    team('activate', served);
    fs.rmSync(path.join(DIST, versions.VERSIONS_DIR, changed), { recursive: true, force: true });
  }
});

test('a pointer whose signature does not match is refused: the last good version stays, logged', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const signed = JSON.parse(fs.readFileSync(POINTER, 'utf8')) as { previous: string[] };
  // The same signature over a changed pointer (a rollback target slipped in).
  const forged = { ...signed, previous: ['0123456789abcdef', ...signed.previous] };
  fs.writeFileSync(POINTER, `${JSON.stringify(forged, null, 2)}\n`);
  await expect
    .poll(() => logsAfterARequest(request), { timeout: 15_000 })
    .toMatch(/Remote dashboard: .*current\.json is not trusted: its signature does not match .*; still serving/);
  const after = await page(request);
  expect(after.status).toBe(200);
  expect(dashboardVersionIn(after.html)).toBe(served);
  fs.writeFileSync(POINTER, pointerText);
});

test('a deploy without the team key changes nothing', () => {
  const keys = fs.mkdtempSync(path.join(os.tmpdir(), 'no-keys-'));
  try {
    expect(() =>
      execFileSync('npm', ['run', 'rollback', '-w', 'mfe-dashboard'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, DEPLOY_KEYS_DIR: keys },
      }),
    ).toThrow(/dashboard has no deploy key .*Nothing was changed/s);
    expect(fs.readFileSync(POINTER, 'utf8')).toBe(pointerText);
  } finally {
    fs.rmSync(keys, { recursive: true, force: true });
  }
});
