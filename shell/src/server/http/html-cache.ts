/**
 * Rendered pages kept in memory for a short time, per (path, region, remote versions): a
 * redeploy or a remote going down changes the key, so nothing stale is served. Each page keeps its
 * gzip and brotli forms once made (cached-page.ts).
 *
 * lru-cache keeps the pages (least recently used out first, none older than the ttl) and runs one
 * render per key at a time: requests for a page that is being rendered wait for that render
 * instead of starting another, even when nothing is kept. A page is dropped when its ttl ends, not
 * when 500 newer ones push it out: every deploy makes new keys, and a page of a version no longer
 * served (its HTML and compressed forms, ~170 KB) would otherwise stay in memory until then.
 */
import { LRUCache } from 'lru-cache';
import type { PageFacts } from '../metrics';
import { CachedPage } from './cached-page';

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
  | { kind: 'page'; status: number; html: string; keep: boolean; styleHashes?: readonly string[]; facts?: PageFacts }
  | Redirect;

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
      ttlAutopurge: keeps,
      // An answer bigger than this is returned to every caller of its fetch but not stored.
      maxEntrySize: 1,
      // A render pushed out of the cache while it runs still answers the requests waiting on it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options, context: render }) => {
        const outcome = await render();
        const keep = keeps && outcome.kind === 'page' && outcome.keep;
        options.size = keep ? 1 : TOO_BIG;
        return outcome.kind === 'page'
          ? new CachedPage(outcome.status, outcome.html, outcome.styleHashes, outcome.facts, outcome.keep)
          : outcome;
      },
    });
  }

  /** How many answers are kept now. */
  get kept(): number {
    return this.pages.size;
  }

  /**
   * The page for a key: the kept one, else the answer of the render already running for that key,
   * else a new render's. A render that fails fails every request waiting on it, and keeps nothing.
   */
  page(key: string, render: Render): Promise<CachedPage | Redirect> {
    return this.pages.forceFetch(key, { context: render });
  }
}
