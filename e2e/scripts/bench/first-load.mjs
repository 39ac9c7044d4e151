// First-load JS per key route: a cold-cache load in Chromium, counting the scripts the page
// requests, their gzip bytes as transferred, and how many copies of each shared singleton the
// federation runtime registered.
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
  'react-router-dom',
  'zustand',
  'shared-data/region-store',
  'shared-data/platform',
];
const FIRST_LOAD_GOAL_KB = 150;

async function measureRoute(browser, origin, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await context.route(/^https?:\/\/(?!localhost[:/])/, (request) => request.abort());
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
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
        singletons: row.singletons.join(' '),
      })),
    );
    const home = results.find((row) => row.route === '/');
    console.log(`First-load JS of /: ${kb(home.total)} KB gzip (goal: at most ${FIRST_LOAD_GOAL_KB} KB)`);
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
