// First-load JS per key route (each remote's routes.json: `keyRoute`): a cold-cache load in Chromium, counting the scripts the page
// requests, their bytes as transferred (brotli) and as gzip, how deep the chain of scripts
// requested by other scripts goes, and how many copies of each shared singleton and of the
// federation runtime core the page runs. Then client navigation: the JS a click into another
// remote's page costs, for each remote the top bar links.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { distOf, PARTS } from '@shared-data/parts';
import { kb } from './format.mjs';
import { BENCH_ROUTES, KEY_ROUTES } from './routes.mjs';

const SINGLETONS = [
  'react',
  'react-dom',
  '@shared-data/platform/router',
  'zustand',
  '@shared-data/platform/region-store',
  '@shared-data/platform',
];
const FIRST_LOAD_GOAL_KB = 150;
const KEY_ROUTE_GOAL_KB = 180;
const NAVIGATION_GOAL_KB = 40;

/**
 * Records each script request's initiator (Chrome DevTools Protocol): requested by the HTML
 * (parser, preload) is depth 1; requested by a script is one deeper than that script.
 */
async function watchChain(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const depthOf = new Map();
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    if (type !== 'Script' && !/\.js(\?|$)/.test(request.url)) return;
    const frames = initiator.stack?.callFrames ?? [];
    let parentDepth = 0;
    // Asked for by the page's own inline loader (page-scripts.ts), that is by the HTML: depth 1.
    const byTheHtml = frames.length > 0 && frames.every((frame) => !/\.js(\?|$)/.test(frame.url.split('#')[0]));
    if (initiator.type === 'script' && !byTheHtml) {
      // The innermost frame with a known script is the one that asked.
      for (const frame of frames) {
        const depth = depthOf.get(frame.url.split('?')[0]);
        if (depth !== undefined) {
          parentDepth = depth;
          break;
        }
      }
      if (parentDepth === 0 && frames.length) parentDepth = 1;
    }
    const url = request.url.split('?')[0];
    if (!depthOf.has(url)) depthOf.set(url, parentDepth + 1);
  });
  return () => Math.max(0, ...depthOf.values());
}

/** A fresh cold-cache page; requests to other hosts (checkout, course platform) are cut off. */
async function openPage(browser) {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!localhost[:/])/, (request) => request.abort());
  return { context, page: await context.newPage() };
}

/**
 * Counts the scripts the page downloads from now on: how many, their bytes as sent (the servers
 * send brotli to Chromium) and, for comparison with figures taken when they sent gzip, the same
 * scripts' gzip bytes (asked for again with Accept-Encoding: gzip).
 */
function countScripts(page) {
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request
        .sizes()
        .catch(() => null)
        .then(async (sizes) => ({ sent: sizes?.responseBodySize ?? 0, gzip: await gzipBytes(request.url()) })),
    );
  });
  return async () => {
    const sizes = await Promise.all(scripts);
    const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
    return { requests: sizes.length, total: sum('sent'), gzip: sum('gzip') };
  };
}

/** The bytes a server sends for `url` to a client that accepts gzip only. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Loads `url` and waits until the server-rendered page is hydrated. */
async function loadInteractive(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}

async function measureRoute(browser, origin, route) {
  const { context, page } = await openPage(browser);
  const scripts = countScripts(page);
  const chainDepth = await watchChain(page);
  await loadInteractive(page, `${origin}${route}`);
  const runtimeCores = await page.evaluate(
    () => new Set(globalThis.__FEDERATION__.__INSTANCES__.map((instance) => instance.constructor)).size,
  );
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
  const singletons = SINGLETONS.map(
    (name) => `${name}:${shared[name] === 1 ? 'once' : shared[name] ? `${shared[name]}×` : '-'}`,
  );
  return { route, ...(await scripts()), singletons, depth: chainDepth(), runtimeCores };
}

/** The JS a client-side navigation costs: load `from`, then follow a main-menu link. */
async function measureNavigation(browser, origin, from, linkName) {
  const { context, page } = await openPage(browser);
  await loadInteractive(page, `${origin}${from}`);
  const scripts = countScripts(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName }).first().click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const url = new URL(page.url()).pathname;
  await context.close();
  return { from, to: url, ...(await scripts()) };
}

/**
 * The course content chunks of each part's current build (a build keeps its predecessor's files
 * for pages still open: the newest file of each name is the current one).
 */
function contentChunks() {
  const rows = [];
  for (const part of PARTS) {
    // A remote's files are in its current version's folder (dist/v/<version>/, named by dist/current.json).
    const pointer = path.join(distOf(part), 'current.json');
    const dist = fs.existsSync(pointer)
      ? path.join(distOf(part), 'v', JSON.parse(fs.readFileSync(pointer, 'utf8')).current)
      : distOf(part);
    if (!fs.existsSync(dist)) continue;
    const newest = new Map();
    for (const file of fs.readdirSync(dist)) {
      const name = /^(course-detail-.*)\.[0-9a-f]{8}\.js$/.exec(file)?.[1];
      if (!name) continue;
      const built = fs.statSync(path.join(dist, file)).mtimeMs;
      if ((newest.get(name)?.built ?? -1) < built) newest.set(name, { file, built });
    }
    for (const { file } of newest.values()) {
      const body = fs.readFileSync(path.join(dist, file));
      rows.push({ part: part.dir, file, gzip: zlib.gzipSync(body, { level: 9 }).length, raw: body.length });
    }
  }
  return rows;
}

export async function benchFirstLoad(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of KEY_ROUTES) results.push(await measureRoute(browser, origin, route));
    console.log('\nFirst load per route (cold cache; KB of JS as sent to Chromium, brotli, and as gzip)');
    console.table(
      results.map((row) => ({
        route: row.route,
        'JS requests': row.requests,
        'JS KB sent': kb(row.total),
        'JS KB gzip': kb(row.gzip),
        'chain depth': row.depth,
        'runtime cores': row.runtimeCores,
        singletons: row.singletons.join(' '),
      })),
    );
    const home = results.find((row) => row.route === '/');
    const heaviest = results.reduce((max, row) => (row.total > max.total ? row : max));
    console.log(
      `First-load JS of /: ${kb(home.total)} KB sent, ${kb(home.gzip)} KB as gzip (goal: at most ${FIRST_LOAD_GOAL_KB} KB)`,
    );
    console.log(
      `Heaviest key route: ${heaviest.route} ${kb(heaviest.total)} KB sent, ${kb(heaviest.gzip)} KB as gzip (goal: every key route at most ${KEY_ROUTE_GOAL_KB} KB)`,
    );
    console.log(
      `Deepest chain of scripts waiting on scripts: ${Math.max(...results.map((row) => row.depth))} (goal: 1, all requested from the HTML)`,
    );

    const navigations = [];
    for (const { from, linkName } of BENCH_ROUTES.navigations) {
      navigations.push(await measureNavigation(browser, origin, from, linkName));
    }
    console.log('\nClient navigation into another remote (JS loaded after the click: KB sent, and as gzip)');
    console.table(
      navigations.map((row) => ({
        from: row.from,
        to: row.to,
        'JS requests': row.requests,
        'JS KB sent': kb(row.total),
        'JS KB gzip': kb(row.gzip),
      })),
    );
    const worst = navigations.reduce((max, row) => (row.total > max.total ? row : max));
    console.log(
      `Heaviest navigation: ${kb(worst.total)} KB sent, ${kb(worst.gzip)} KB as gzip (goal: at most ${NAVIGATION_GOAL_KB} KB)`,
    );
    console.log('\nContent chunks loaded on demand (one per course and part that shows it)');
    console.table(
      contentChunks().map((row) => ({
        part: row.part,
        file: row.file,
        'KB gzip': kb(row.gzip),
        'KB raw': kb(row.raw),
      })),
    );
  } finally {
    await browser.close();
  }
}
