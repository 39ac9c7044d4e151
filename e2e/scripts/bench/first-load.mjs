// `npm run bench`: builds every part for production (timing each), serves the composed site, and
// prints for each key route the JS requests and gzip bytes of a first (cold-cache) load and whether
// each shared singleton loaded once; then the gzip size of each on-demand content chunk.
// Figures only: goals are printed beside them, nothing here passes or fails on a number.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { createStaticServer } from './static-server.mjs';
import { distOf, PARTS, ROOT } from './parts.mjs';

const ROUTES = [
  '/',
  '/courses',
  '/courses/python-programming-masterclass',
  '/courses/data-structures-and-algorithms-interviews',
  '/learning-path',
  '/bundles/complete-frontend-development',
  '/membership',
  '/faqs',
  '/courses/python-programming-masterclass/learn',
  '/dashboard',
];
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'shared-data/region-store'];
const FIRST_LOAD_GOAL_KB = 150;
const BUILD_GOAL_S = 60;

const kb = (bytes) => (bytes / 1024).toFixed(1);

function buildAll() {
  const order = [...PARTS.filter((part) => part.name !== 'shell'), ...PARTS.filter((part) => part.name === 'shell')];
  const times = [];
  for (const part of order) {
    const started = process.hrtime.bigint();
    const result = spawnSync('npm', ['run', 'build', '-w', part.dir], { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.status !== 0) {
      console.error(result.stdout, result.stderr);
      throw new Error(`Build of ${part.dir} failed`);
    }
    times.push({ part: part.dir, seconds });
  }
  return times;
}

async function measureRoute(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await context.route(/^https?:\/\/(?!localhost[:/])/, (request) => request.abort());
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
  });
  await page.goto(`http://localhost:3000${route}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const shared = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const copies = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            (copies[name] ??= new Set()).add(`${version}@${entry.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([name, set]) => [name, set.size]));
  });
  await context.close();
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const singletons = SINGLETONS.map(
    (name) => `${name}:${shared[name] === 1 ? 'once' : shared[name] ? `${shared[name]}×` : '-'}`,
  );
  return { route, requests: scripts.length, total, singletons };
}

function contentChunks() {
  const rows = [];
  for (const part of PARTS) {
    const dist = distOf(part);
    if (!fs.existsSync(dist)) continue;
    for (const file of fs.readdirSync(dist)) {
      if (!/^course-detail-.*\.js$/.test(file)) continue;
      const body = fs.readFileSync(path.join(dist, file));
      rows.push({ part: part.dir, file, gzip: zlib.gzipSync(body, { level: 9 }).length, raw: body.length });
    }
  }
  return rows;
}

const buildTimes = buildAll();
/** Serves each part; a port already taken is assumed to be this repo's `npm run serve` and measured as is. */
async function serve(part) {
  const server = createStaticServer({ root: distOf(part), spa: part.spa, cors: part.cors });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      console.log(`Port ${part.port} is taken: measuring the server already running there.`);
      resolve(null);
    });
    server.listen(part.port, () => resolve(server));
  });
}
const servers = (await Promise.all(PARTS.map(serve))).filter(Boolean);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const results = [];
  for (const route of ROUTES) results.push(await measureRoute(browser, route));

  console.log('\nBuild time per part (production, one after another)');
  console.table(buildTimes.map(({ part, seconds }) => ({ part, seconds: seconds.toFixed(1) })));
  const totalBuild = buildTimes.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`All parts: ${totalBuild.toFixed(1)} s (goal: at most ${BUILD_GOAL_S} s on 2 cores)`);

  console.log('\nFirst load per route (cold cache; gzip bytes of JS as transferred)');
  console.table(
    results.map((row) => ({
      route: row.route,
      'JS requests': row.requests,
      'JS KB (gzip)': kb(row.total),
      singletons: row.singletons.join(' '),
    })),
  );
  const home = results.find((row) => row.route === '/');
  console.log(`First-load JS of /: ${kb(home.total)} KB gzip (goal: at most ${FIRST_LOAD_GOAL_KB} KB)`);

  console.log('\nContent chunks loaded on demand (one per course and part that shows it)');
  console.table(
    contentChunks().map((row) => ({ part: row.part, file: row.file, 'KB gzip': kb(row.gzip), 'KB raw': kb(row.raw) })),
  );
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
