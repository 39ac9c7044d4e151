// Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and CPU throttling) on the
// production site, driving Debian's Chromium through chrome-launcher: the median of three runs of
// performance score, LCP, CLS and TBT per route.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median, ms, verdict } from './format.mjs';

export const VITALS_ROUTES = [
  '/',
  '/courses',
  '/courses/react-masterclass',
  '/bundles/complete-frontend-development',
  '/membership',
  '/dashboard',
];
const RUNS = 3;
const GOALS = { score: 95, lcp: 1800, cls: 0.02, tbt: 100 };

async function loadLighthouse() {
  // Lighthouse 13 uses iterator helpers and new Set methods that Node 20 lacks.
  if (!('union' in Set.prototype) || typeof Iterator === 'undefined' || !('map' in Iterator.prototype)) {
    await import('core-js/actual/iterator/index.js');
    await import('core-js/actual/set/index.js');
  }
  return (await import('lighthouse')).default;
}

export async function benchWebVitals(origin) {
  const lighthouse = await loadLighthouse();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const route of VITALS_ROUTES) {
      const runs = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        const result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { audits, categories } = result.lhr;
        runs.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
        });
      }
      const figure = {
        score: median(runs.map((entry) => entry.score)),
        lcp: median(runs.map((entry) => entry.lcp)),
        cls: median(runs.map((entry) => entry.cls)),
        tbt: median(runs.map((entry) => entry.tbt)),
      };
      const met =
        figure.score >= GOALS.score && figure.lcp <= GOALS.lcp && figure.cls <= GOALS.cls && figure.tbt <= GOALS.tbt;
      rows.push({
        route,
        performance: figure.score,
        LCP: ms(figure.lcp),
        CLS: figure.cls.toFixed(3),
        TBT: ms(figure.tbt),
        goals: verdict(met),
      });
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\nLighthouse mobile, simulated throttling, median of ${RUNS} (goals: performance ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcp} ms, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbt} ms)`,
  );
  console.table(rows);
}
