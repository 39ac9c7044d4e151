/**
 * What the whole server remembers of beacons, so a number holds for all its workers: each
 * visitor's rate (an IPv4 address or an IPv6 /64, see visitor-key.ts) and what each page view
 * (its token's id) has reported. A page view may send at most PAGE_EVENT_LIMIT events in all (a
 * real page sends at most five errors and a few vitals), and each of its reports (an error of a
 * part and version, a vital of a part and version) counts once: the first time. Both are kept in
 * memory and bounded (oldest forgotten first). In the primary of a cluster (shared-ledger.ts), or
 * in the server's own process without one.
 */
import { RateLimit } from './rate-limit';

/** Events one page view may send: five errors (the reporter's cap) and its vitals, reported again after a bfcache return. */
export const PAGE_EVENT_LIMIT = 20;
const MAX_PAGES = 100_000;

export interface PageAdmission {
  /** Whether the beacon is within its page view's allowance. */
  ok: boolean;
  /** For each report key: whether it is the page view's first (only those count). */
  fresh: boolean[];
}

export interface LedgerQuestions {
  /** Whether one more beacon from this visitor is allowed now (and counts it). */
  visitor(key: string): boolean | Promise<boolean>;
  /** Admits a beacon of `events` events with these report keys for the page view `id`. */
  page(id: string, events: number, keys: readonly string[]): PageAdmission | Promise<PageAdmission>;
}

export class BeaconLedger implements LedgerQuestions {
  private readonly visitors: RateLimit;
  private readonly pages = new Map<string, { events: number; seen: Set<string>; since: number }>();

  constructor(
    perMinute: number,
    private readonly pageLifetimeMs: number,
    private readonly maxPages = MAX_PAGES,
    private readonly now: () => number = Date.now,
  ) {
    this.visitors = new RateLimit(perMinute, 60_000);
  }

  visitor(key: string): boolean {
    return this.visitors.allow(key, this.now());
  }

  page(id: string, events: number, keys: readonly string[]): PageAdmission {
    const page = this.pageOf(id);
    if (page.events + events > PAGE_EVENT_LIMIT) return { ok: false, fresh: keys.map(() => false) };
    page.events += events;
    const fresh = keys.map((key) => {
      if (page.seen.has(key)) return false;
      page.seen.add(key);
      return true;
    });
    return { ok: true, fresh };
  }

  private pageOf(id: string) {
    const now = this.now();
    const known = this.pages.get(id);
    if (known && now - known.since < this.pageLifetimeMs) return known;
    this.pages.delete(id);
    // A Map keeps insertion order: the first pages are the oldest.
    for (const [old, page] of this.pages) {
      if (this.pages.size < this.maxPages && now - page.since < this.pageLifetimeMs) break;
      this.pages.delete(old);
    }
    const page = { events: 0, seen: new Set<string>(), since: now };
    this.pages.set(id, page);
    return page;
  }
}
