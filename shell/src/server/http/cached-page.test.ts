/** @jest-environment node */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CachedPage } from './cached-page';
import { brotliParams } from './compression';

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
