import { originOf, REMOTE_PARTS } from '@shared-data/parts';
import fs from 'node:fs';
import { test, expect, expectPageHeading } from './fixtures';
import { remoteLocations, startShell } from './support/servers';
import { EVERY_ROUTE, NOT_FOUND_PATH } from './support/routes';

test.describe('deploy contract', () => {
  test('remote locations are read at runtime from remotes.json: a moved remote needs no shell rebuild or restart', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // The same catalogue server under another address: a move, as far as the shell can tell.
    const moved = originOf('catalog').replace('localhost', '127.0.0.1');
    const shell = await startShell({ catalog: moved });
    try {
      const fromMovedCatalog = page.waitForResponse(
        (response) => response.url().startsWith(`${moved}/`) && response.url().includes('CoursesPage'),
      );
      await page.goto(`${shell.origin}/courses`);
      await fromMovedCatalog;
      await expectPageHeading(page, /courses/i);
      expect(await (await request.get(`${shell.origin}/courses`)).text()).toContain(`${moved}/`);

      // Move it back by editing remotes.json only.
      fs.writeFileSync(shell.remotesFile, JSON.stringify(remoteLocations()));
      await expect
        .poll(async () => (await (await request.get(`${shell.origin}/courses`)).text()).includes(moved), {
          timeout: 15_000,
        })
        .toBe(false);
      expect(await (await request.get(`${shell.origin}/courses`)).text()).toContain(`${originOf('catalog')}/`);
    } finally {
      await shell.stop();
    }
  });

  test('remotes serve manifests and entries with CORS, no-cache and validators, hashed chunks immutable, precompressed', async ({
    request,
  }) => {
    for (const remote of REMOTE_PARTS) {
      const manifest = await request.get(`${originOf(remote.name)}/mf-manifest.json`, {
        headers: { Origin: originOf('shell') },
      });
      expect(manifest.ok()).toBe(true);
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      for (const entryPath of ['/remoteEntry.js', '/server/remoteEntry.js']) {
        const entry = await request.get(`${originOf(remote.name)}${entryPath}`, {
          headers: { 'Accept-Encoding': 'br' },
        });
        expect(entry.headers()['cache-control'], entryPath).toBe('no-cache');
        const etag = entry.headers().etag;
        expect(etag, entryPath).toBeTruthy();
        const again = await request.get(`${originOf(remote.name)}${entryPath}`, {
          headers: { 'If-None-Match': etag! },
        });
        expect(again.status(), entryPath).toBe(304);
      }
      const compressed = await request.get(`${originOf(remote.name)}/remoteEntry.js`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(compressed.headers()['content-encoding']).toBe('br');
      const json = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
      const chunk = json.exposes[0]!.assets.js.sync.at(-1)!;
      const hashed = await request.get(`${originOf(remote.name)}/${chunk}`);
      expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
      expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the shell renders every page with no-cache and an ETag, and answers a revalidation with 304', async ({
    request,
  }) => {
    for (const path of EVERY_ROUTE.filter((route) => route !== NOT_FOUND_PATH)) {
      const response = await request.get(`${originOf('shell')}${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const etag = response.headers().etag!;
      expect(etag).toBeTruthy();
      const again = await request.get(`${originOf('shell')}${path}`, { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
    }
    const remotes = await request.get(`${originOf('shell')}/remotes.json`);
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    // The template the server fills is not served as a page.
    expect((await request.get(`${originOf('shell')}/index.html`)).status()).toBe(404);
  });

  test("the shell's own files: hashed ones immutable and precompressed, with ETag and 304", async ({
    request,
    page,
  }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/main."]').getAttribute('src');
    const response = await request.get(`${originOf('shell')}${script}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
    const again = await request.get(`${originOf('shell')}${script}`, {
      headers: { 'If-None-Match': response.headers().etag! },
    });
    expect(again.status()).toBe(304);
  });

  test('security headers: a Content-Security-Policy of the site and its remotes, no sniffing, no framing', async ({
    request,
  }) => {
    const headers = (await request.get(`${originOf('shell')}/courses`)).headers();
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' ${REMOTE_PARTS.map((remote) => originOf(remote.name)).join(' ')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).not.toContain('unsafe');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
