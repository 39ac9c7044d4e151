/**
 * A signed per-developer override: `npm run override -w mfe-dashboard` serves a second build of the
 * dashboard (here a copy of the deployed one whose heading says "local build") on a port of its
 * own and prints a link; the browser that opens it sees that build in the server's HTML and after
 * hydration, with a badge whose link ends it; any other browser sees the deployed dashboard. A
 * forged, expired or not allowed cookie is ignored, with a log line. Against a shell server of its
 * own (with the override secret), whose log it reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ROOT } from '@shared-data/parts';
import { signOverride } from '@shared-data/hosting/override-token';
import versions from '@shared-data/tooling/deploy/versions';
import { test, expect, expectNoA11yViolations, waitForInteractive } from './fixtures';
import { freePort, startShell } from './support/servers';

const SECRET = 'the e2e suite’s override secret, long enough';
const DEPLOYED = 'Your Course Dashboard';
const LOCAL = 'Your Course Dashboard, local build';
const DASHBOARD_DIST = path.join(ROOT, 'mfe-dashboard', 'dist');

/** A second build of the dashboard in a folder of its own: the deployed one with another heading. */
function landVariant(dist: string): string {
  const copy = path.join(dist, '.build-variant');
  fs.cpSync(path.join(DASHBOARD_DIST, versions.VERSIONS_DIR, versions.readPointer(DASHBOARD_DIST)!.current), copy, {
    recursive: true,
  });
  fs.rmSync(path.join(copy, versions.VERSION_FILE));
  const files = fs.readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  let changed = 0;
  for (const file of files) {
    const text = fs.readFileSync(path.join(copy, file), 'utf8');
    if (!text.includes(DEPLOYED)) continue;
    fs.writeFileSync(path.join(copy, file), text.replaceAll(DEPLOYED, LOCAL));
    // The host would serve the precompressed copies of the deployed text.
    for (const sibling of [`${file}.br`, `${file}.gz`]) fs.rmSync(path.join(copy, sibling), { force: true });
    changed += 1;
  }
  // The browser's module and the server's.
  expect(changed).toBe(2);
  return versions.publish(dist, copy);
}

/** Runs the team's command on that folder and resolves with the link it prints. */
function runOverride(args: string[]): Promise<{ link: string; child: ChildProcess }> {
  const command = path.join(ROOT, 'shared-data', 'tooling', 'commands', 'override.mjs');
  const child = spawn(process.execPath, [command, '--part', 'dashboard', ...args], {
    cwd: path.join(ROOT, 'mfe-dashboard'),
    env: { ...process.env, SHELL_OVERRIDE_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      printed += text;
      const link = /^override link: (\S+)$/m.exec(printed)?.[1];
      if (link) resolve({ link, child });
    });
    child.once('exit', (code) => reject(new Error(`npm run override stopped (${code}): ${printed}`)));
  });
}

test.describe.configure({ mode: 'serial' });

let folder = '';
let shell: Awaited<ReturnType<typeof startShell>>;
let override: { link: string; child: ChildProcess };
let build = '';
let version = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyatra-override-'));
  version = landVariant(folder);
  const port = await freePort();
  build = `http://localhost:${port}`;
  shell = await startShell({}, { SHELL_OVERRIDE_SECRET: SECRET, HTML_CACHE_TTL_MS: '10000' });
  override = await runOverride([
    '--dist',
    folder,
    '--version',
    version,
    '--port',
    String(port),
    '--site',
    shell.origin,
  ]);
});

test.afterAll(async () => {
  if (override?.child.exitCode === null) {
    const exited = new Promise((resolve) => override.child.once('exit', resolve));
    override.child.kill('SIGTERM');
    await exited;
  }
  await shell?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const badge = (page: Page) => page.getByRole('complementary', { name: 'Override of dashboard' });

/** A page of a browser of its own (no override cookie unless given), hydrated. */
async function deployedDashboard(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${shell.origin}/dashboard`);
  await waitForInteractive(page);
  await expect(heading(page)).toHaveText(DEPLOYED);
  await expect(badge(page)).toHaveCount(0);
  return page;
}

test('the browser holding the link sees the local build, rendered on the server and hydrated; no other browser does', async ({
  page,
  context,
  browser,
}) => {
  expect(override.link).toMatch(new RegExp(`^${shell.origin}/_override\\?token=[\\w-]+\\.[\\w-]+&to=%2Fdashboard$`));
  const fromBuild: string[] = [];
  const hydrationErrors: string[] = [];
  page.on('request', (request) => request.url().startsWith(build) && fromBuild.push(request.url()));
  page.on('console', (message) => /hydrat|#418/i.test(message.text()) && hydrationErrors.push(message.text()));

  await page.goto(override.link);
  await expect(page).toHaveURL(`${shell.origin}/dashboard`);
  // The shell loads the build for the first page that needs it. On a busy machine a fetch of it can
  // outlast the server's 1 s limit: that page is the deployed one (the last good version, and a log
  // line), and the next loads the build again (CI, 2026-11-28). A visitor who reloads sees it.
  await expect(async () => {
    if ((await heading(page).textContent()) !== LOCAL) await page.reload();
    await expect(heading(page)).toHaveText(LOCAL, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(badge(page)).toContainText(
    `dashboard is overridden for this browser by the build at ${build}/v/${version}/`,
  );
  // The browser loaded the build's own module (pinned by the page), and hydration met the same text.
  expect(fromBuild.some((url) => url.includes('DashboardPage'))).toBe(true);
  expect(hydrationErrors).toEqual([]);
  // The badge is part of the page as served: it passes the same accessibility checks.
  await expectNoA11yViolations(page);

  // The server's HTML, as this browser gets it: private, pinned to the build, flagged as overridden.
  const answer = await context.request.get(`${shell.origin}/dashboard`);
  const html = await answer.text();
  expect(html).toContain(`>${LOCAL}</h1>`);
  expect(html).toContain(`"dashboard":"${build}/v/${version}/mf-manifest.json"`);
  expect(html).toContain('"overridden":["dashboard"]');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['vary']).toMatch(/\bCookie\b/);
  expect(answer.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${build}`));

  // Another browser, during and after: the deployed dashboard, never the override's page.
  const other = await browser.newContext();
  const otherPage = await deployedDashboard(other);
  const otherAnswer = await other.request.get(`${shell.origin}/dashboard`);
  expect(await otherAnswer.text()).not.toContain(LOCAL);
  expect(otherAnswer.headers()['cache-control']).toBe('no-cache');
  await otherPage.close();
  await other.close();

  // The badge's link ends the override, without scripts too (a plain link).
  await badge(page).getByRole('link', { name: 'Stop the override' }).click();
  await expect(page).toHaveURL(`${shell.origin}/dashboard`);
  await waitForInteractive(page);
  await expect(heading(page)).toHaveText(DEPLOYED);
  await expect(badge(page)).toHaveCount(0);
});

test('a forged, expired or not allowed override cookie is ignored: the deployed dashboard, and a log line', async ({
  browser,
}) => {
  const url = `${build}/v/${version}/mf-manifest.json`;
  const cookies = [
    {
      token: signOverride({ part: 'dashboard', url }, 'not the site’s secret, but long enough'),
      logged: 'bad signature',
    },
    {
      token: signOverride({ part: 'dashboard', url, hours: 1 }, SECRET, Date.now() - 2 * 3_600_000),
      logged: 'expired \\(part dashboard\\)',
    },
    {
      token: signOverride({ part: 'dashboard', url: url.replace('localhost', 'build.example') }, SECRET),
      logged: 'origin not allowed \\(part dashboard\\)',
    },
  ];
  for (const { token, logged } of cookies) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'codeyatra-override', value: token, url: shell.origin }]);
    await (await deployedDashboard(context)).close();
    await context.close();
    expect(shell.logs()).toMatch(new RegExp(`"msg":"Override cookie ignored: ${logged}"`));
    expect(shell.logs()).not.toContain(token);
  }
});
