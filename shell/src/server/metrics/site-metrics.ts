/**
 * The figures the shell's server keeps, in Prometheus' terms (prom-client, on its default
 * registry, which each worker hands to the primary: cluster-metrics.ts). Every figure about a
 * remote is labelled with the part (`catalog`, …; `shell` for the shell's own pages) and the
 * version that served it, so a team reads its own numbers and a canary is compared with the
 * version it would replace (`npm run promote`).
 *
 * Gauges report the same value from every worker: they are aggregated by `max`, not summed.
 */
import { Counter, Gauge, Histogram } from 'prom-client';

const PREFIX = 'codeyatra_';

export const requests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'Answers of the public server, by route pattern (pages: the route table; files: the kind), status, and the part and version that own the route',
  labelNames: ['route', 'status', 'part', 'version'] as const,
});

export const renderSeconds = new Histogram({
  name: `${PREFIX}render_duration_seconds`,
  help: 'Time to render a page on the server (HTML cache misses only), by route pattern and the owning part and version',
  labelNames: ['route', 'part', 'version'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const htmlCache = new Counter({
  name: `${PREFIX}html_cache_total`,
  help: 'Pages answered from the HTML cache (hit: kept, or a render already running for the same key) or rendered (miss)',
  labelNames: ['result'] as const,
});

export const pageViews = new Counter({
  name: `${PREFIX}page_views_total`,
  help: 'Pages sent (200-499) with a section of the part in the version: the denominator of its error rate',
  labelNames: ['part', 'version'] as const,
});

export const remoteLoads = new Counter({
  name: `${PREFIX}remote_loads_total`,
  help: "Loads of a remote's module from its server container, by outcome (ok or failed)",
  labelNames: ['part', 'version', 'outcome'] as const,
});

export const fallbacks = new Counter({
  name: `${PREFIX}fallbacks_total`,
  help: "Sections rendered as their fallback on the server: the remote's module failed to load (its version), or its caller asked for a module it does not expose or passed props off its contract (the caller's version)",
  labelNames: ['part', 'version'] as const,
});

export const serverRenderErrors = new Counter({
  name: `${PREFIX}server_render_errors_total`,
  help: "Errors thrown while rendering a page on the server, by the part and version whose code threw ('unknown' when the stack names none); inside a fragment another part mounts, by that caller's",
  labelNames: ['part', 'version'] as const,
});

export const browserErrors = new Counter({
  name: `${PREFIX}browser_errors_total`,
  help: 'Uncaught or boundary-caught errors reported by browsers (POST /_beacon), by the part and version whose script threw',
  labelNames: ['part', 'version'] as const,
});

export const browserErrorViews = new Counter({
  name: `${PREFIX}browser_error_views_total`,
  help: "Page views (by their token) that reported at least one browser error, by the part and version whose script threw: the numerator of a canary's browser error rate",
  labelNames: ['part', 'version'] as const,
});

/** Web vitals, in milliseconds (CLS is unitless: its buckets are the same numbers read as scores). */
export const webVitals = new Histogram({
  name: `${PREFIX}web_vital`,
  help: "Web vitals reported by browsers (web-vitals), by name (LCP, INP in ms; CLS as a score), and the page's part and version",
  labelNames: ['name', 'part', 'version'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 16, 50, 100, 200, 300, 500, 800, 1200, 2500, 4000, 6000, 10000],
});

export const beacons = new Counter({
  name: `${PREFIX}beacons_total`,
  help: 'Beacons received, by outcome: accepted; refused as missing_token, forged, expired, rate_limited, too_large, invalid, not_served (a version its page was not rendered with), over_page_limit',
  labelNames: ['outcome'] as const,
});

/** What a remote serves now, as its last good pointer says. */
export interface Served {
  part: string;
  current: string;
  canary?: { version: string; percent: number };
}

let served: () => readonly Served[] = () => [];

/** Where the gauges below read the served versions from, when scraped. */
export function reportServedVersions(read: () => readonly Served[]): void {
  served = read;
}

/** What each remote serves now (retired-series.ts keeps the figures of these). */
export const servedNow = (): readonly Served[] => served();

/** Which versions each remote serves now: 1 per (part, version, role: current or canary). */
export const liveVersions = new Gauge({
  name: `${PREFIX}live_version`,
  help: 'The versions each remote serves now (1), by role: current or canary',
  labelNames: ['part', 'version', 'role'] as const,
  aggregator: 'max',
  collect() {
    this.reset();
    for (const { part, current, canary } of served()) {
      this.set({ part, version: current, role: 'current' }, 1);
      if (canary) this.set({ part, version: canary.version, role: 'canary' }, 1);
    }
  },
});

export const canaryPercent = new Gauge({
  name: `${PREFIX}canary_percent`,
  help: "The share of visitors (0-99) a remote's canary serves",
  labelNames: ['part', 'version'] as const,
  aggregator: 'max',
  collect() {
    this.reset();
    for (const { part, canary } of served()) if (canary) this.set({ part, version: canary.version }, canary.percent);
  },
});

/**
 * The Node.js the server runs (always 1; the version is the label), as prom-client's default
 * `nodejs_version_info` says it: the pinned LTS of ADR 0017, which a scrape or a test can check.
 */
export const runtime = new Gauge({
  name: `${PREFIX}runtime_info`,
  help: 'The Node.js release the server process runs (its version label; the value is always 1)',
  labelNames: ['node'] as const,
});
runtime.set({ node: process.versions.node }, 1);
