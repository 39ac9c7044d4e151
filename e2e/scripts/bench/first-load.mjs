// First-load JS per key route: a cold-cache load in Chromium, counting the scripts the page
// requests, their gzip bytes as transferred, how deep the chain of scripts requested by other
// scripts goes, and how many copies of each shared singleton and of the federation runtime core
// the page runs. Then client navigation: the JS a click into another remote's page costs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { distOf, PARTS } from '../parts.cjs';
import { kb } from './format.mjs';

export const JS_ROUTES = [
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
const SINGLETONS = [
  'react',
  'react-dom',
  'shared-data/router',
  'zustand',
  'shared-data/region-store',
  'shared-data/platform',
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
    if (initiator.type === 'script') {
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

/** Counts the scripts the page downloads from now on: how many, and their gzip bytes as transferred. */
function countScripts(page) {
  const bytes = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    bytes.push(sizes?.responseBodySize ?? 0);
  });
  return () => ({ requests: bytes.length, total: bytes.reduce((sum, size) => sum + size, 0) });
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
  return { route, ...scripts(), singletons, depth: chainDepth(), runtimeCores };
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
  return { from, to: url, ...scripts() };
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

export async function benchFirstLoad(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of JS_ROUTES) results.push(await measureRoute(browser, origin, route));
    console.log('\nFirst load per route (cold cache; gzip bytes of JS as transferred)');
    console.table(
      results.map((row) => ({
        route: row.route,
        'JS requests': row.requests,
        'JS KB (gzip)': kb(row.total),
        'chain depth': row.depth,
        'runtime cores': row.runtimeCores,
        singletons: row.singletons.join(' '),
      })),
    );
    const home = results.find((row) => row.route === '/');
    const heaviest = results.reduce((max, row) => (row.total > max.total ? row : max));
    console.log(`First-load JS of /: ${kb(home.total)} KB gzip (goal: at most ${FIRST_LOAD_GOAL_KB} KB)`);
    console.log(
      `Heaviest key route: ${heaviest.route} ${kb(heaviest.total)} KB gzip (goal: every key route at most ${KEY_ROUTE_GOAL_KB} KB)`,
    );
    console.log(
      `Deepest chain of scripts waiting on scripts: ${Math.max(...results.map((row) => row.depth))} (goal: 1, all requested from the HTML)`,
    );

    const navigations = [
      await measureNavigation(browser, origin, '/', 'Membership'),
      await measureNavigation(browser, origin, '/', 'Dashboard'),
      await measureNavigation(browser, origin, '/membership', 'Courses'),
    ];
    console.log('\nClient navigation into another remote (JS loaded after the click, gzip)');
    console.table(
      navigations.map((row) => ({
        from: row.from,
        to: row.to,
        'JS requests': row.requests,
        'JS KB (gzip)': kb(row.total),
      })),
    );
    const worst = navigations.reduce((max, row) => (row.total > max.total ? row : max));
    console.log(`Heaviest navigation: ${kb(worst.total)} KB gzip (goal: at most ${NAVIGATION_GOAL_KB} KB)`);
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
