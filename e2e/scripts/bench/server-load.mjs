// Server figures from a real HTTP load generator (autocannon): requests per second and p50/p99
// latency of the shell's server-rendered HTML, with its short HTML cache and without it, and the
// error count while a remote is stopped in the middle of a run.
import autocannon from 'autocannon';
import { verdict } from './format.mjs';
import { BENCH_ROUTES } from './routes.mjs';

/** The home page and a page by slug (the first key route with parameters). */
const PAGES = BENCH_ROUTES.serverPages;
const DURATION_S = 10;
const CONNECTIONS = 20;
const GOALS = { cachedRps: 2000, cachedP99: 50, uncachedRps: 300, uncachedP99: 150 };
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html', cookie: 'user_location=GLOBAL' };

function run(url, duration = DURATION_S) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS });
}

const row = (label, path, result) => ({
  server: label,
  page: path,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/**
 * @param {{ cachedOrigin: string, uncachedOrigin: string, stopRemote: () => Promise<void>, startRemote: () => Promise<void>, remoteName: string }} options
 */
export async function benchServer({ cachedOrigin, uncachedOrigin, stopRemote, startRemote, remoteName }) {
  const rows = [];
  for (const path of PAGES) {
    // Warm-up of each server (every worker's containers loaded, its JIT warm) before it is measured.
    await run(`${cachedOrigin}${path}`, 2);
    rows.push(row('cached', path, await run(`${cachedOrigin}${path}`)));
    await run(`${uncachedOrigin}${path}`, 2);
    rows.push(row('uncached', path, await run(`${uncachedOrigin}${path}`)));
  }
  console.log(`\nServer-rendered HTML under load (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each)`);
  console.table(rows);
  const cached = rows.filter((entry) => entry.server === 'cached');
  const uncached = rows.filter((entry) => entry.server === 'uncached');
  const minCached = Math.min(...cached.map((entry) => entry['req/s']));
  const maxCachedP99 = Math.max(...cached.map((entry) => entry['p99 ms']));
  const minUncached = Math.min(...uncached.map((entry) => entry['req/s']));
  const maxUncachedP99 = Math.max(...uncached.map((entry) => entry['p99 ms']));
  console.log(
    `Cached: ${minCached} req/s at worst, p99 ${maxCachedP99} ms (goal: ≥ ${GOALS.cachedRps} req/s, p99 ≤ ${GOALS.cachedP99} ms: ${verdict(minCached >= GOALS.cachedRps && maxCachedP99 <= GOALS.cachedP99)})`,
  );
  console.log(
    `Uncached: ${minUncached} req/s at worst, p99 ${maxUncachedP99} ms (goal: ≥ ${GOALS.uncachedRps} req/s, p99 ≤ ${GOALS.uncachedP99} ms: ${verdict(minUncached >= GOALS.uncachedRps && maxUncachedP99 <= GOALS.uncachedP99)})`,
  );

  // A remote stops a third of the way into a run and comes back at two thirds.
  const path = BENCH_ROUTES.pageOf(remoteName);
  const running = run(`${uncachedOrigin}${path}`, 12);
  await new Promise((resolve) => setTimeout(resolve, 4000));
  await stopRemote();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  await startRemote();
  const result = await running;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `\nThe ${remoteName} remote stopped for 4 s of a 12 s run on ${path} (uncached): ${result.requests.total} requests, ` +
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors ` +
      `(non-2xx ${result.non2xx}, socket ${result.errors}, timeouts ${result.timeouts}; goal: 0: ${verdict(errors === 0)})`,
  );
}
