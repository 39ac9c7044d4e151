// Throughput through the CDN (issue 31): nginx (shell/deploy/nginx) in front of two shell servers,
// loaded with autocannon on two pages (the server bench's) for visitors of both regions, and the share of those requests
// nginx answered from its cache (its access log). Pages are kept 1 s (the shell's X-Accel-Expires),
// so each page and region costs the servers about one render a second whatever the load.
import autocannon from 'autocannon';
import { startSiteBehindCdn } from '@shared-data/tooling/commands/cdn';
import { BENCH_ROUTES } from './routes.mjs';

/** The server bench's two pages: the home page and a page by slug. */
const PAGES = BENCH_ROUTES.serverPages;
const REGIONS = ['IN', 'GLOBAL'];
const DURATION_S = 10;
const CONNECTIONS = 20;

/** What nginx logged between two counts, as a share of the requests it looked up in its cache. */
function hitRatio(before, after) {
  const delta = (status) => (after[status] ?? 0) - (before[status] ?? 0);
  const looked = ['HIT', 'MISS', 'EXPIRED', 'STALE', 'UPDATING', 'REVALIDATED', 'BYPASS'].reduce(
    (sum, s) => sum + delta(s),
    0,
  );
  return { hits: delta('HIT'), looked, ratio: looked ? delta('HIT') / looked : 0 };
}

/**
 * @param {{ port: number, shellPorts: number[], remotePorts: Record<string, number> }} ports
 */
export async function benchCdn(ports) {
  const site = await startSiteBehindCdn(ports);
  try {
    const requests = PAGES.flatMap((path) =>
      REGIONS.map((region) => ({ method: 'GET', path, headers: { cookie: `user_location=${region}` } })),
    );
    const load = (duration) =>
      autocannon({
        url: site.origin,
        connections: CONNECTIONS,
        duration,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        requests,
      });
    // Warm-up: each server's containers loaded and its JIT warm.
    await load(3);
    const before = site.cacheStatuses();
    const result = await load(DURATION_S);
    const cache = hitRatio(before, site.cacheStatuses());
    console.log(
      `\nThrough the CDN (nginx in front of ${ports.shellPorts.length} shell servers; autocannon, ${CONNECTIONS} connections, ` +
        `${DURATION_S} s, ${PAGES.join(' and ')} for visitors in IN and GLOBAL)`,
    );
    console.table([
      {
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        'hit ratio': `${(cache.ratio * 100).toFixed(1)} % (${cache.hits} of ${cache.looked})`,
      },
    ]);
  } finally {
    await site.stop();
  }
}
