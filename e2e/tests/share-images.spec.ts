/**
 * Share cards: every course and learning-path page names a 1200 × 630 picture of its own in its
 * HTML (read without JavaScript, as a chat app or a crawler reads it), drawn by the catalogue's build
 * and served immutable from the catalogue's version; other pages share the site's card (the shell's).
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';

/** The content of a meta tag in server HTML. */
function meta(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([found]) => found)
    .find((found) => found.includes(`${attribute}="${key}"`));
  return tag ? /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') : undefined;
}

/** Width and height from a PNG's header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The course and learning-path pages, as the sitemap lists them. */
async function detailPages(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/(?:courses|bundles)\/[a-z0-9-]+)<\/loc>/g)].map(([, path]) => path!);
}

test(
  'every course and learning-path page has a share card of its own: 1200 × 630, served immutable',
  { tag: '@catalog' },
  async ({ request }) => {
    const pages = await detailPages(request);
    expect(pages.length).toBe(13); // 10 courses and 3 learning paths
    const images = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const image = meta(html, 'property', 'og:image');
      expect(image, path).toMatch(/^http:\/\/localhost:\d+\/v\/[0-9a-f]{16}\/share\/[a-z0-9-]+\.[0-9a-f]{8}\.png$/);
      expect(meta(html, 'property', 'og:image:width'), path).toBe('1200');
      expect(meta(html, 'property', 'og:image:height'), path).toBe('630');
      expect(meta(html, 'property', 'og:image:alt'), path).toMatch(/: a CodeYatra (course|learning path)$/);
      expect(meta(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image'), path).toBe(image);
      images.add(image!);

      const answer = await request.get(image!);
      expect(answer.status(), image).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect(answer.headers()['cache-control']).toContain('immutable');
      expect(pngSize(await answer.body()), image).toEqual({ width: 1200, height: 630 });
    }
    expect(images.size).toBe(pages.length);
  },
);

test(
  "a page without a card of its own shares the site card, drawn by the shell's build",
  { tag: '@shell' },
  async ({ request }) => {
    const html = await (await request.get('/membership')).text();
    const image = meta(html, 'property', 'og:image');
    expect(image).toMatch(/^http:\/\/localhost:3000\/share\/site\.[0-9a-f]{8}\.png$/);
    expect(meta(html, 'property', 'og:image:alt')).toBe('CodeYatra: learn to code with real projects');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const answer = await request.get(image!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('immutable');
    expect(pngSize(await answer.body())).toEqual({ width: 1200, height: 630 });
  },
);
