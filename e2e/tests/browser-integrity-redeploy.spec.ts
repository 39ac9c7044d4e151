/**
 * The browser runs no remote file its team did not sign: every script and stylesheet of a remote
 * loads with Subresource Integrity, its hash from the version's signed list (ADR 0008). A browser
 * script of the deployed dashboard changed on its host after the deploy (the server never runs
 * browser files, so it still renders the page) is refused by the browser: the dashboard's section
 * falls back in the layout, the changed code never runs, and the server logs the failure with the
 * part and the version. Runs in the redeploy project (it changes a deployed file), against a shell
 * server of its own whose log it reads; the file is put back afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { integrityOf } from '@shared-data/hosting/integrity';
import versions from '@shared-data/tooling/deploy/versions';
import { test, expect } from './fixtures';
import { startShell } from './support/servers';

const DIST = path.join(ROOT, 'mfe-dashboard', 'dist');

/** The loader's list of the page's files (rendering/page-scripts.ts) in the server's HTML. */
const scriptsOf = (html: string) =>
  JSON.parse(/<script id="codeyatra-scripts" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    preload: { href: string; as: string }[];
    integrity: Record<string, string>;
  };

let shell: Awaited<ReturnType<typeof startShell>>;

test.beforeAll(async () => {
  shell = await startShell();
});

test.afterAll(async () => {
  await shell?.stop();
});

test('a browser script changed after the deploy is blocked by Subresource Integrity: the section falls back, logged with part and version', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const served = versions.readPointer(DIST)!.current;
  const folder = path.join(DIST, versions.VERSIONS_DIR, served);
  const html = await (await request.get(`${shell.origin}/dashboard`)).text();
  const scripts = scriptsOf(html);
  // The page names the dashboard's module chunks with their signed hashes, the very files' hashes.
  const chunks = scripts.preload.filter(
    ({ href, as }) => as === 'script' && href.includes(`/v/${served}/`) && !href.endsWith('/remoteEntry.js'),
  );
  expect(chunks.length).toBeGreaterThan(0);
  for (const { href } of chunks) {
    const file = path.join(folder, href.split(`/v/${served}/`)[1]!);
    expect(scripts.integrity[href]).toBe(integrityOf(fs.readFileSync(file)));
  }

  // Untouched, the section hydrates from files served in CORS mode.
  const clean = await browser.newPage();
  const cors = clean.waitForResponse((response) => response.url() === chunks[0]!.href);
  await clean.goto(`${shell.origin}/dashboard`);
  expect((await cors).headers()['access-control-allow-origin']).toBeTruthy();
  await expect(clean.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(clean.getByText(/is unavailable right now/)).toHaveCount(0);
  await clean.close();

  // Someone with write access to the remote's host changes a script of the deployed version.
  const chunk = chunks[0]!.href.split(`/v/${served}/`)[1]!;
  const file = path.join(folder, chunk);
  const kept = new Map([file, `${file}.br`, `${file}.gz`].filter(fs.existsSync).map((f) => [f, fs.readFileSync(f)]));
  try {
    fs.appendFileSync(file, '\n;globalThis.__tampered = true;');
    for (const sibling of [`${file}.br`, `${file}.gz`]) fs.rmSync(sibling, { force: true });

    const page = await browser.newPage();
    await page.goto(`${shell.origin}/dashboard`);
    // The server rendered the page (it never runs browser files); the browser refused the script.
    await expect(page.getByRole('heading', { name: 'Dashboard is unavailable right now' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __tampered?: boolean }).__tampered)).toBeUndefined();
    // The server logs the browser's report: part, version, the file and why.
    await expect
      .poll(() => shell.logs(), { timeout: 15_000 })
      .toMatch(
        new RegExp(
          `"part":"dashboard","version":"${served}","error":"Subresource Integrity: [^"]*/v/${served}/${chunk.replace(/\./g, '\\.')} was not run: its body does not match the signed hash[^"]*","msg":"Browser error"`,
        ),
      );
    await page.close();
  } finally {
    for (const [kept_file, bytes] of kept) fs.writeFileSync(kept_file, bytes);
  }
});
