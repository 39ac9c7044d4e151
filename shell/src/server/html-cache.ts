/**
 * Rendered pages kept in memory for a short time, per (path, region, remote versions): a
 * redeploy or a remote going down changes the key, so nothing stale is served. Each page keeps its
 * gzip and brotli forms once made, so a cached page costs no rendering and no compression.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

export class CachedPage {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly status: number,
    html: string,
    readonly createdAt: number,
  ) {
    this.body = Buffer.from(html, 'utf8');
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
    this.encoded.set('identity', Promise.resolve(this.body));
  }

  bodyFor(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(this.body, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** The best encoding the request accepts: brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/q=0(\.0+)?$/.test(quality.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.createdAt > this.ttlMs) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, status: number, html: string, now = Date.now()): CachedPage {
    const page = new CachedPage(status, html, now);
    if (this.ttlMs <= 0) return page;
    this.pages.delete(key);
    this.pages.set(key, page);
    // Oldest first out: a Map iterates in insertion order.
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }
}
