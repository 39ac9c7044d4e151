import fs from 'node:fs';
import { test, expect, expectPageHeading } from './fixtures';
import { remoteLocations, startShell } from './support/servers';

test.describe('deploy contract', () => {
  test('remote locations are read at runtime from remotes.json: a moved remote needs no shell rebuild or restart', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const shell = await startShell({ catalog: 'http://127.0.0.1:3001' });
    try {
      const fromMovedCatalog = page.waitForResponse(
        (response) => response.url().startsWith('http://127.0.0.1:3001/') && response.url().includes('CoursesPage'),
      );
      await page.goto(`${shell.origin}/courses`);
      await fromMovedCatalog;
      await expectPageHeading(page, /courses/i);
      expect(await (await request.get(`${shell.origin}/courses`)).text()).toContain('http://127.0.0.1:3001/');

      // Move it back by editing remotes.json only.
      fs.writeFileSync(shell.remotesFile, JSON.stringify(remoteLocations()));
      await expect
        .poll(async () => (await (await request.get(`${shell.origin}/courses`)).text()).includes('127.0.0.1:3001'), {
          timeout: 15_000,
        })
        .toBe(false);
      expect(await (await request.get(`${shell.origin}/courses`)).text()).toContain('http://localhost:3001/');
    } finally {
      await shell.stop();
    }
  });

  test('remotes serve manifests and entries with CORS, no-cache and validators, hashed chunks immutable, precompressed', async ({
    request,
  }) => {
    for (const port of [3001, 3002, 3003, 3004]) {
      const manifest = await request.get(`http://localhost:${port}/mf-manifest.json`, {
        headers: { Origin: 'http://localhost:3000' },
      });
      expect(manifest.ok()).toBe(true);
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      for (const entryPath of ['/remoteEntry.js', '/server/remoteEntry.js']) {
        const entry = await request.get(`http://localhost:${port}${entryPath}`, {
          headers: { 'Accept-Encoding': 'br' },
        });
        expect(entry.headers()['cache-control'], entryPath).toBe('no-cache');
        const etag = entry.headers().etag;
        expect(etag, entryPath).toBeTruthy();
        const again = await request.get(`http://localhost:${port}${entryPath}`, {
          headers: { 'If-None-Match': etag! },
        });
        expect(again.status(), entryPath).toBe(304);
      }
      const compressed = await request.get(`http://localhost:${port}/remoteEntry.js`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(compressed.headers()['content-encoding']).toBe('br');
      const json = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
      const chunk = json.exposes[0]!.assets.js.sync.at(-1)!;
      const hashed = await request.get(`http://localhost:${port}/${chunk}`);
      expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
      expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the shell renders pages with no-cache and an ETag, and answers a revalidation with 304', async ({
    request,
  }) => {
    for (const path of ['/', '/courses/react-masterclass/learn']) {
      const response = await request.get(`http://localhost:3000${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const etag = response.headers().etag!;
      expect(etag).toBeTruthy();
      const again = await request.get(`http://localhost:3000${path}`, { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
    }
    const remotes = await request.get('http://localhost:3000/remotes.json');
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    // The template the server fills is not served as a page.
    expect((await request.get('http://localhost:3000/index.html')).status()).toBe(404);
  });

  test("the shell's own files: hashed ones immutable and precompressed, with ETag and 304", async ({
    request,
    page,
  }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/main."]').getAttribute('src');
    const response = await request.get(`http://localhost:3000${script}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
    const again = await request.get(`http://localhost:3000${script}`, {
      headers: { 'If-None-Match': response.headers().etag! },
    });
    expect(again.status()).toBe(304);
  });

  test('security headers: a Content-Security-Policy of the site and its remotes, no sniffing, no framing', async ({
    request,
  }) => {
    const headers = (await request.get('http://localhost:3000/courses')).headers();
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(
      /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003 http:\/\/localhost:3004/,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).not.toContain('unsafe');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
