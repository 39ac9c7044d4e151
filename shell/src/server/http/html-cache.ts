/**
 * Rendered pages kept in memory for a short time, per (path, region, remote versions): a
 * redeploy or a remote going down changes the key, so nothing stale is served. Each page keeps its
 * gzip and brotli forms once made, so a cached page costs no rendering and no compression.
 *
 * lru-cache keeps the pages (least recently used out first, none older than the ttl) and runs one
 * render per key at a time: requests for a page that is being rendered wait for that render
 * instead of starting another, even when nothing is kept. The encoding a request gets is chosen by
 * @fastify/accept-negotiator.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli's settings for one page. Quality 4, the usual level for compressing as pages are sent
 * (5 cost 50 % more time for 7 % fewer bytes on the home page). A window just big enough for the
 * page, instead of the 4 MB default: the encoder allocates its window for every page, and V8
 * counts that memory toward its collections, so with the default window the server ran a full
 * collection about every 100 ms under load (the uncached home page: 208 -> 284 req/s on one
 * worker). A page within the window compresses exactly as it would in the default one.
 */
export function brotliParams(size: number): Record<number, number> {
  const {
    BROTLI_PARAM_QUALITY,
    BROTLI_PARAM_LGWIN,
    BROTLI_PARAM_SIZE_HINT,
    BROTLI_MIN_WINDOW_BITS,
    BROTLI_MAX_WINDOW_BITS,
  } = zlib.constants;
  const windowBits = Math.min(BROTLI_MAX_WINDOW_BITS, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))));
  return { [BROTLI_PARAM_QUALITY]: 4, [BROTLI_PARAM_LGWIN]: windowBits, [BROTLI_PARAM_SIZE_HINT]: size };
}

export class CachedPage {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly status: number,
    html: string,
    /** The CSP sources of the page's inline stylesheets. */
    readonly styleHashes: readonly string[] = [],
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
          ? brotli(this.body, { params: brotliParams(this.body.length) })
          : gzip(this.body, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Ours, best first: on equal q-values brotli wins, then gzip. */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The best encoding the request accepts, by its q-values. A coding the client refuses (q=0) is
 * never chosen, not even through `*`. With no header, or none of ours acceptable, the page goes
 * uncompressed: RFC 9110 lets a server disregard an Accept-Encoding it cannot satisfy.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  // Coding names are case-insensitive; the library compares them as they are.
  const header = acceptEncoding?.toLowerCase() ?? '';
  // The library reads `*` as our first choice even where that one is refused by name: leave it out.
  const refused = new Set(
    header
      .split(',')
      .filter((part) => /;\s*q\s*=\s*0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  return (
    negotiate(
      header,
      ENCODINGS.filter((encoding) => !refused.has(encoding)),
    ) ?? 'identity'
  );
}

/** Where a render sends the visitor instead of a page. */
export interface Redirect {
  kind: 'redirect';
  status: number;
  location: string;
}

/**
 * What a render gives: a page, to keep or not (a page with a failed section is not kept, so the
 * next request tries again), or a redirect (never kept).
 */
export type RenderOutcome =
  { kind: 'page'; status: number; html: string; keep: boolean; styleHashes?: readonly string[] } | Redirect;

type Render = () => Promise<RenderOutcome>;

/** The size an answer is given so that lru-cache hands it to its callers but does not store it. */
const TOO_BIG = 2;

export class HtmlCache {
  private readonly pages: LRUCache<string, CachedPage | Redirect, Render>;

  constructor(ttlMs: number, maxEntries = 500) {
    const keeps = ttlMs > 0;
    this.pages = new LRUCache<string, CachedPage | Redirect, Render>({
      max: maxEntries,
      ttl: keeps ? Math.ceil(ttlMs) : 0,
      // An answer bigger than this is returned to every caller of its fetch but not stored.
      maxEntrySize: 1,
      // A render pushed out of the cache while it runs still answers the requests waiting on it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options, context: render }) => {
        const outcome = await render();
        const keep = keeps && outcome.kind === 'page' && outcome.keep;
        options.size = keep ? 1 : TOO_BIG;
        return outcome.kind === 'page' ? new CachedPage(outcome.status, outcome.html, outcome.styleHashes) : outcome;
      },
    });
  }

  /**
   * The page for a key: the kept one, else the answer of the render already running for that key,
   * else a new render's. A render that fails fails every request waiting on it, and keeps nothing.
   */
  page(key: string, render: Render): Promise<CachedPage | Redirect> {
    return this.pages.forceFetch(key, { context: render });
  }
}
