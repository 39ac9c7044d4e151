import { test, expect, expectPageHeading } from './fixtures';

test.describe('deploy contract', () => {
  test('remote locations are read at runtime from remotes.json beside index.html', async ({ page }) => {
    // Move the catalogue to another address without rebuilding anything: only remotes.json changes.
    await page.route('http://localhost:3000/remotes.json', async (route) => {
      const response = await route.fetch();
      const locations = (await response.json()) as Record<string, string>;
      await route.fulfill({
        response,
        json: { ...locations, catalog: 'http://127.0.0.1:3001/mf-manifest.json' },
      });
    });
    const fromMovedCatalog = page.waitForResponse(
      (response) => response.url().startsWith('http://127.0.0.1:3001/') && response.url().includes('CoursesPage'),
    );
    await page.goto('/courses');
    await fromMovedCatalog;
    await expectPageHeading(page, /courses/i);
  });

  test('remotes serve their manifest and entry with CORS and no-cache, hashed chunks immutable, text gzipped', async ({
    request,
  }) => {
    for (const port of [3001, 3002, 3003, 3004]) {
      const manifest = await request.get(`http://localhost:${port}/mf-manifest.json`, {
        headers: { Origin: 'http://localhost:3000', 'Accept-Encoding': 'gzip' },
      });
      expect(manifest.ok()).toBe(true);
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      const entry = await request.get(`http://localhost:${port}/remoteEntry.js`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(entry.headers()['cache-control']).toBe('no-cache');
      expect(entry.headers()['content-encoding']).toBe('gzip');
      const json = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
      const chunk = json.exposes[0]!.assets.js.sync.at(-1)!;
      const hashed = await request.get(`http://localhost:${port}/${chunk}`);
      expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
      expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the shell answers any path with its page, and its index and remotes.json are never cached', async ({
    request,
  }) => {
    for (const path of ['/', '/courses/react-masterclass/learn', '/anything/at/all']) {
      const response = await request.get(`http://localhost:3000${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toMatch(/<div id="?root"?>/);
    }
    const remotes = await request.get('http://localhost:3000/remotes.json');
    expect(remotes.headers()['cache-control']).toBe('no-cache');
  });
});
