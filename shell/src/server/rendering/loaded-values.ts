/**
 * What renders loaded, kept for the next renders with the same versions of the remotes: a
 * course's curriculum, a section split from its page. They are the same for every request on
 * those versions, so a later render reads them at once (and can be rendered as a string, see
 * render-html.ts) instead of waiting a turn for each. Kept per set of versions, so a deploy starts
 * afresh; a set unused for a while is dropped with what it holds.
 */
import { LRUCache } from 'lru-cache';

/** Sets of versions kept at once (the current ones, a canary, the previous while a deploy lands). */
const MAX_VERSION_SETS = 8;
/** A set of versions no page was rendered with for this long is dropped. */
const UNUSED_FOR_MS = 30_000;

export class LoadedValues {
  private readonly byVersions: LRUCache<string, Map<string, unknown>>;

  /** @param clock what tells the time (tests pass their own) */
  constructor(clock: { now(): number } = performance) {
    this.byVersions = new LRUCache({
      max: MAX_VERSION_SETS,
      ttl: UNUSED_FOR_MS,
      updateAgeOnGet: true,
      ttlResolution: 0,
      perf: clock,
    });
  }

  /** What renders with these versions loaded so far (empty at first). */
  for(versionsKey: string): ReadonlyMap<string, unknown> {
    return this.byVersions.get(versionsKey) ?? new Map();
  }

  /** Keeps what a render with these versions loaded. */
  remember(versionsKey: string, values: ReadonlyMap<string, unknown>): void {
    if (values.size === 0) return;
    let kept = this.byVersions.get(versionsKey);
    if (!kept) {
      kept = new Map();
      this.byVersions.set(versionsKey, kept);
    }
    for (const [key, value] of values) if (!kept.has(key)) kept.set(key, value);
  }
}
