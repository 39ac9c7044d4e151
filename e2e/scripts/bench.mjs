// `npm run bench`: builds every part for production (from nothing, again with nothing changed, and
// the largest remote alone: issue 21's build goals), serves the composed site as
// `npm start` does, and prints figures beside their goals; nothing here passes or fails on a number.
//   - first-load JS per key route (requests, gzip KB, singleton copies) and on-demand content chunks;
//   - the shell's server under load (autocannon): cached and uncached HTML, a remote stopped mid-run;
//   - Lighthouse mobile web vitals per route (median of five);
//   - one remote redeployed 100 times under load: the shell's memory, failed requests, switch and
//     rollback times (a shell server of its own);
//   - cached throughput through nginx as the CDN in front of two shell servers, and its hit ratio.
// The routes come from the remotes' declarations (bench/routes.mjs): the key routes (`"keyRoute": true`
// in a remote's src/routes.json), the top bar's links.
// Options: --no-build (measure the existing build), --only=js,server,vitals,deploys,cdn (some sections),
// --deploys=N (how many redeploys; 100), --routes=/,/membership (the web vitals of some routes only),
// --runs=N (Lighthouse runs of each kind per route in the web vitals; 5),
// --list (print the routes each section would measure, and stop: nothing is built or served).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { benchFirstLoad } from './bench/first-load.mjs';
import { benchServer } from './bench/server-load.mjs';
import { RUNS, benchWebVitals } from './bench/web-vitals.mjs';
import { benchRedeploys } from './bench/redeploys.mjs';
import { benchCdn } from './bench/cdn-load.mjs';
import { verdict } from './bench/format.mjs';
import { BENCH_ROUTES } from './bench/routes.mjs';
import { PARTS, REMOTE_PARTS, ROOT, SHELL_PART, manifestUrlOf } from '@shared-data/parts';
import { startPart, waitForUrl } from '@shared-data/tooling/commands/processes';

const UNCACHED_SHELL_PORT = 3010;
const DEPLOYS_SHELL_PORT = 3011;
/** The CDN's ports (as `npm run serve:cdn`): the site, each remote's files, its two shell servers. */
const CDN_PORTS = {
  port: 3100,
  shellPorts: [3110, 3111],
  remotePorts: Object.fromEntries(REMOTE_PARTS.map((part, index) => [part.name, 3101 + index])),
};

// Chromium draws with the suite's fonts only (scripts/fonts.conf), as the tests do.
process.env.FONTCONFIG_FILE = fileURLToPath(new URL('./fonts.conf', import.meta.url));

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string', default: 'js,server,vitals,deploys,cdn' },
    deploys: { type: 'string', default: '100' },
    routes: { type: 'string' },
    runs: { type: 'string', default: String(RUNS) },
    list: { type: 'boolean', default: false },
  },
});
const sections = new Set(options.only.split(','));

/** --runs: a whole number of at least 1, or the bench stops before it starts anything. */
function runsOption() {
  const runs = Number(options.runs);
  if (Number.isInteger(runs) && runs >= 1) return runs;
  console.error(`--runs=${options.runs}: give a whole number of runs, at least 1.`);
  process.exit(1);
}
const runCount = runsOption();

if (options.list) {
  const catalog = REMOTE_PARTS.find((part) => part.name === 'catalog');
  console.log(`First-load JS and web vitals, the key routes: ${BENCH_ROUTES.keyRoutes.join(' ')}`);
  const clicks = BENCH_ROUTES.navigations.map(({ from, linkName }) => `${from} → "${linkName}"`);
  console.log(`Client navigations (a top-bar link into another remote): ${clicks.join(', ')}`);
  console.log(`Server and CDN throughput: ${BENCH_ROUTES.serverPages.join(' ')}`);
  console.log(`The ${catalog.name} remote stopped mid-run: ${BENCH_ROUTES.pageOf(catalog.name)}`);
  console.log(`Its redeploys under load: ${BENCH_ROUTES.pageOf(catalog.name, { slug: false })}`);
  process.exit(0);
}

/** Seconds, on 2 cores. */
const BUILD_GOALS = { all: 60, one: 15, unchanged: 10 };
/** Where production builds keep what they compiled (webpack.base.mjs, persistentCache). */
const BUILD_CACHE = path.join(ROOT, 'node_modules', '.cache', 'webpack');

/** Runs an npm script at the root; returns its output and the seconds it took. */
function timed(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`npm ${args.join(' ')} failed`);
  }
  return { output: result.stdout, seconds };
}

/**
 * Build times (issue 21's goals): every part from nothing (no build cache), every part again with
 * nothing changed, and the largest remote alone from nothing, as its team builds it.
 */
function buildAll() {
  fs.rmSync(BUILD_CACHE, { recursive: true, force: true });
  const cold = timed(['run', 'build']);
  console.log('\nProduction build of every part (npm run build: remotes deployed as new versions, then the shell)');
  for (const line of cold.output.split('\n').filter((text) => / done in /.test(text))) console.log(`  ${line}`);
  const unchanged = timed(['run', 'build']);
  const remote = REMOTE_PARTS.find((part) => part.name === 'catalog');
  for (const entry of fs.readdirSync(BUILD_CACHE)) {
    if (entry.startsWith(`${remote.name}-`)) fs.rmSync(path.join(BUILD_CACHE, entry), { recursive: true });
  }
  const one = timed(['run', 'build', '-w', remote.dir]);
  const rows = [
    ['every part, no build cache', cold.seconds, BUILD_GOALS.all],
    ['every part again, nothing changed', unchanged.seconds, BUILD_GOALS.unchanged],
    [`${remote.dir} alone, no build cache`, one.seconds, BUILD_GOALS.one],
  ];
  console.table(
    rows.map(([build, seconds, goal]) => ({
      build,
      seconds: seconds.toFixed(1),
      goal: `≤ ${goal} s`,
      met: verdict(seconds <= goal),
    })),
  );
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, 'localhost');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

if (!options['no-build']) buildAll();

const ports = [
  ...PARTS.map((part) => part.port),
  UNCACHED_SHELL_PORT,
  DEPLOYS_SHELL_PORT,
  CDN_PORTS.port,
  ...CDN_PORTS.shellPorts,
  ...Object.values(CDN_PORTS.remotePorts),
];
const taken = (await Promise.all(ports.map(async (port) => ((await portInUse(port)) ? port : null)))).filter(Boolean);
if (taken.length) {
  console.error(`Ports ${taken.join(', ')} are in use: stop \`npm start\` (or whatever listens there) and run again.`);
  process.exit(1);
}

const quiet = { stdio: 'ignore' };
const remotes = new Map(REMOTE_PARTS.map((part) => [part.name, startPart(part, quiet)]));
await Promise.all(REMOTE_PARTS.map((part) => waitForUrl(manifestUrlOf(part.name))));
const shell = startPart(SHELL_PART, quiet);
const uncachedShell = startPart(
  { ...SHELL_PART, port: UNCACHED_SHELL_PORT },
  { ...quiet, env: { HTML_CACHE_TTL_MS: '0' } },
);
const origin = `http://localhost:${SHELL_PART.port}`;
const uncachedOrigin = `http://localhost:${UNCACHED_SHELL_PORT}`;
await waitForUrl(`${origin}/robots.txt`);
await waitForUrl(`${uncachedOrigin}/robots.txt`);

try {
  if (sections.has('js')) await benchFirstLoad(origin);
  if (sections.has('server')) {
    const catalog = REMOTE_PARTS.find((part) => part.name === 'catalog');
    await benchServer({
      cachedOrigin: origin,
      uncachedOrigin,
      remoteName: catalog.name,
      stopRemote: () => remotes.get(catalog.name).stop(),
      startRemote: async () => {
        remotes.set(catalog.name, startPart(catalog, quiet));
        await waitForUrl(manifestUrlOf(catalog.name));
      },
    });
  }
  if (sections.has('vitals')) await benchWebVitals(origin, options.routes?.split(','), runCount);
  if (sections.has('cdn')) await benchCdn(CDN_PORTS);
  if (sections.has('deploys')) {
    const deploysShell = startPart({ ...SHELL_PART, port: DEPLOYS_SHELL_PORT }, quiet);
    try {
      await waitForUrl(`http://localhost:${DEPLOYS_SHELL_PORT}/robots.txt`);
      await benchRedeploys({
        root: ROOT,
        remote: REMOTE_PARTS.find((part) => part.name === 'catalog'),
        origin: `http://localhost:${DEPLOYS_SHELL_PORT}`,
        shellPid: deploysShell.child.pid,
        deploys: Number(options.deploys),
      });
    } finally {
      await deploysShell.stop();
    }
  }
} finally {
  await Promise.all([shell.stop(), uncachedShell.stop(), ...[...remotes.values()].map((remote) => remote.stop())]);
}
