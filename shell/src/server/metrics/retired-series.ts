/**
 * Figures of versions no longer served are let go. Every figure about a remote is labelled with
 * its version (site-metrics.ts), so each deploy adds series; a server that runs for weeks of deploys
 * would keep them all: each worker until it is recycled, and the primary for ever (it keeps the
 * totals of recycled workers: cluster-metrics.ts). A remote's version that has not been served for
 * `keepMs` (an hour by default: METRICS_RETIRED_KEEP_MS) loses its series; Prometheus has scraped
 * its last values long before, and a version served again starts its counters anew, which
 * Prometheus reads as a counter reset. The shell's own series (part `shell`) are never dropped.
 */
import { register, type Metric } from 'prom-client';
import { servedNow, type Served } from './site-metrics';

export const KEEP_RETIRED_MS = Number(process.env.METRICS_RETIRED_KEEP_MS ?? 60 * 60_000);

/** `part@version`: the key of a remote's version in this file. */
const keyOf = (part: string, version: string) => `${part}@${version}`;

/** The (part, version) of a series, when it is a remote's. */
function remoteVersionOf(labels: Partial<Record<string, string | number>>): string | null {
  const { part, version } = labels;
  if (typeof part !== 'string' || typeof version !== 'string' || part === 'shell' || version === 'unknown') return null;
  return keyOf(part, version);
}

type LabelledMetric = Metric & {
  get(): Promise<{ values: { labels: Partial<Record<string, string | number>> }[] }>;
  remove(labels: Record<string, string | number>): void;
};

/** Drops the series of a remote's version once it has not been served for `keepMs`. */
export class RetiredSeries {
  /** When each remote version seen in a series was last served (or first seen unserved). */
  private readonly lastServed = new Map<string, number>();

  constructor(
    private readonly served: () => readonly Served[],
    private readonly keepMs = KEEP_RETIRED_MS,
    private readonly registry = register,
  ) {}

  /** The versions whose series are kept: served now, or within `keepMs`. */
  kept(now = Date.now()): Set<string> {
    for (const { part, current, canary } of this.served()) {
      this.lastServed.set(keyOf(part, current), now);
      if (canary) this.lastServed.set(keyOf(part, canary.version), now);
    }
    return new Set([...this.lastServed].filter(([, at]) => now - at < this.keepMs).map(([key]) => key));
  }

  /** Removes the series of versions not served for `keepMs`; returns how many were removed. */
  async prune(now = Date.now()): Promise<number> {
    const kept = this.kept(now);
    let removed = 0;
    for (const { name } of this.registry.getMetricsAsArray()) {
      const metric = this.registry.getSingleMetric(name) as LabelledMetric | undefined;
      if (!metric) continue;
      const { values } = await metric.get();
      for (const { labels } of values) {
        const key = remoteVersionOf(labels);
        if (!key || kept.has(key)) continue;
        if (!this.lastServed.has(key)) {
          // Seen for the first time while not served (an override, a version just retired): its time starts now.
          this.lastServed.set(key, now);
          continue;
        }
        // A histogram's values carry their bucket (`le`); its series is named without it.
        metric.remove(
          Object.fromEntries(Object.entries(labels).filter(([name]) => name !== 'le')) as Record<string, string>,
        );
        removed += 1;
      }
    }
    for (const [key, at] of this.lastServed) if (now - at >= this.keepMs) this.lastServed.delete(key);
    return removed;
  }
}

/** This process's: pruned on a timer (startPruning) and asked which versions it keeps when it stops. */
export const retiredSeries = new RetiredSeries(servedNow);

/** Prunes this process's figures every few minutes (unref'd: it never keeps the process alive). */
export function startPruning(everyMs = Math.min(KEEP_RETIRED_MS, 5 * 60_000)): void {
  setInterval(() => void retiredSeries.prune(), everyMs).unref();
}

/** Keeps only the series of `kept` versions (and those of no remote version) in a set of figures. */
export function keepVersions<F extends { values?: { labels: Partial<Record<string, string | number>> }[] }>(
  figures: readonly F[],
  kept: ReadonlySet<string>,
): F[] {
  return figures.map((figure) => ({
    ...figure,
    values: figure.values?.filter(({ labels }) => {
      const key = remoteVersionOf(labels);
      return !key || kept.has(key);
    }),
  }));
}
