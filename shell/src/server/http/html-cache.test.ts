/** @jest-environment node */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { brotliParams, CachedPage, HtmlCache, negotiateEncoding, type RenderOutcome } from './html-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A render that counts its calls and answers after a moment, so that callers can overlap. */
function renderer(outcome: RenderOutcome = { kind: 'page', status: 200, html: '<p>hi</p>', keep: true }) {
  const render = jest.fn(async () => {
    await sleep(5);
    return outcome;
  });
  return render;
}

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.2, gzip;q=0.8, identity;q=0.1', 'gzip'],
    ['identity, gzip;q=0.5', 'identity'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.5', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0.0, *', 'identity'],
    ['gzip, br;q=0', 'gzip'],
    ['br; q=0, gzip', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
  ])('%p gets %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('falls back to no encoding when the client refuses identity and accepts none of ours', () => {
    expect(negotiateEncoding('identity;q=0')).toBe('identity');
    expect(negotiateEncoding('deflate, identity;q=0')).toBe('identity');
  });
});

describe('CachedPage', () => {
  const html = '<!doctype html><title>Page</title>' + '<p>Some text that compresses.</p>'.repeat(50);

  it('compresses to brotli and gzip that decompress back to the HTML, made once each', async () => {
    const page = new CachedPage(200, html);
    const br = await page.bodyFor('br');
    const gz = await page.bodyFor('gzip');
    expect(br.length).toBeLessThan(page.body.length);
    expect((await promisify(zlib.brotliDecompress)(br)).toString('utf8')).toBe(html);
    expect((await promisify(zlib.gunzip)(gz)).toString('utf8')).toBe(html);
    expect(await page.bodyFor('identity')).toBe(page.body);
    expect(page.bodyFor('br')).toBe(page.bodyFor('br'));
  });

  it("compresses with a window the page's size (as small as the default window's output, a fraction of its memory)", () => {
    const words = Array.from({ length: 4000 }, (_, index) => `<li class="item-${index % 97}">Lesson ${index}</li>`);
    const page = Buffer.from(words.join(''));
    const params = brotliParams(page.length);
    expect(params[zlib.constants.BROTLI_PARAM_LGWIN]).toBe(Math.ceil(Math.log2(page.length + 1)));
    const sized = zlib.brotliCompressSync(page, { params });
    const usual = zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(Math.abs(sized.length - usual.length)).toBeLessThanOrEqual(8);
    expect(zlib.brotliDecompressSync(sized).equals(page)).toBe(true);
    // Small pages get the smallest window brotli has; none gets more than its largest.
    expect(brotliParams(10)[zlib.constants.BROTLI_PARAM_LGWIN]).toBe(zlib.constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliParams(2 ** 30)[zlib.constants.BROTLI_PARAM_LGWIN]).toBe(zlib.constants.BROTLI_MAX_WINDOW_BITS);
  });

  it('has an etag that depends on the HTML only', () => {
    const page = new CachedPage(200, html);
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new CachedPage(404, html).etag).toBe(page.etag);
    expect(new CachedPage(200, html + ' ').etag).not.toBe(page.etag);
  });
});

describe('HtmlCache', () => {
  it('answers a second call from the cache without rendering', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer();
    const first = await cache.page('/a', render);
    const second = await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first).toBeInstanceOf(CachedPage);
    expect((first as CachedPage).status).toBe(200);
    expect((first as CachedPage).body.toString()).toBe('<p>hi</p>');
  });

  it('renders each key on its own', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer();
    await cache.page('/a', render);
    await cache.page('/b', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('gives concurrent callers of a key one render', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer();
    const answers = await Promise.all([1, 2, 3].map(() => cache.page('/a', render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('gives every waiting caller a page not to keep, and keeps nothing', async () => {
    const cache = new HtmlCache(10_000);
    const render = renderer({ kind: 'page', status: 200, html: '<p>fallback</p>', keep: false });
    const answers = await Promise.all([cache.page('/a', render), cache.page('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toBeInstanceOf(CachedPage);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('returns a redirect to every waiting caller without keeping it', async () => {
    const cache = new HtmlCache(10_000);
    const redirect = { kind: 'redirect', status: 301, location: '/b' } as const;
    const render = renderer(redirect);
    const answers = await Promise.all([cache.page('/a', render), cache.page('/a', render)]);
    expect(answers).toEqual([redirect, redirect]);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again once a page is older than the ttl', async () => {
    const cache = new HtmlCache(40);
    const render = renderer();
    const first = await cache.page('/a', render);
    expect(await cache.page('/a', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    await sleep(60);
    expect(await cache.page('/a', render)).not.toBe(first);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a ttl of 0, yet gives concurrent callers one render', async () => {
    const cache = new HtmlCache(0);
    const render = renderer();
    const answers = await Promise.all([cache.page('/a', render), cache.page('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers[0]).toBe(answers[1]);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('fails every caller waiting on a failed render, and renders again next time', async () => {
    const cache = new HtmlCache(10_000);
    const failing = jest.fn(async (): Promise<RenderOutcome> => {
      await sleep(5);
      throw new Error('remote down');
    });
    const answers = await Promise.allSettled([cache.page('/a', failing), cache.page('/a', failing)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    const render = renderer();
    await expect(cache.page('/a', render)).resolves.toBeInstanceOf(CachedPage);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used page beyond maxEntries', async () => {
    const cache = new HtmlCache(10_000, 2);
    const render = renderer();
    await cache.page('/a', render);
    await cache.page('/b', render);
    await cache.page('/a', render);
    await cache.page('/c', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.page('/a', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.page('/b', render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('still answers the callers of a render whose entry was pushed out while it ran', async () => {
    const cache = new HtmlCache(10_000, 1);
    const slow = renderer();
    const pending = cache.page('/a', slow);
    await cache.page(
      '/b',
      jest.fn(async (): Promise<RenderOutcome> => ({ kind: 'page', status: 200, html: 'b', keep: true })),
    );
    await expect(pending).resolves.toBeInstanceOf(CachedPage);
  });
});
