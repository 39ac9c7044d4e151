// Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and CPU throttling) on the
// production site, driving Debian's Chromium through chrome-launcher: the median of five runs (or
// --runs) of performance score, FCP, LCP, CLS and TBT per route, and what the first paint waits
// for (the HTML and the render-blocking requests Lighthouse lists, with the origins they come
// from), and, in a run of its own (so that it changes none of the timings), the accessibility
// score of the page as served, with the audits that failed. On every key route (each remote's routes.json: `keyRoute`).
// Beside it, what the document itself costs (issue 43): TBT again with every script file blocked
// (Lighthouse's blockedUrlPatterns; its runs taken in turn with those with scripts), the ratio of
// the two, the part of it in the script files' own long tasks, the same blocking time read from
// the main thread's CPU time instead of its wall time (main-thread.mjs), the page's elements, HTML
// and inline CSS, and a one-paragraph page's TBT, the machine's floor.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { documentWeight, oneParagraphPage } from './document-weight.mjs';
import { kb, median, ms, msSpread, range, verdict } from './format.mjs';
import { LONG_TASK_MS, SLOWDOWN, mainThreadTime } from './main-thread.mjs';
import { medianRatio } from './ratio.mjs';
import { KEY_ROUTES } from './routes.mjs';

/**
 * Runs per route. TBT is the most variable figure: Lighthouse multiplies each observed main-thread
 * task by four, waits for a CPU included, and on two cores the same build of a route read 19 ms in
 * one bench and 173 ms in the next. Lighthouse's own guidance: the median of five runs is about
 * twice as stable as one run.
 */
export const RUNS = 5;
const MAX_FAILED = 2;
/** The figures each run reads, by the Lighthouse audit that holds them. */
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
};
const GOALS = { score: 97, fcp: 1200, lcp: 1500, cls: 0.02, tbt: 100, blocking: 1, origins: 1, accessibility: 100 };
/** Issue 43: the scripts add at most a quarter to what the document alone blocks. */
const SCRIPTED_OVER_BLOCKED = 1.25;
const BLOCK_SCRIPTS = { blockedUrlPatterns: ['*.js'] };

/** What the first paint waits for: the page and the render-blocking requests, and their origins. */
function beforeFirstPaint(lhr, pageUrl) {
  const audit = lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources'];
  const urls = (audit?.details?.items ?? []).map((item) => item.url).filter((url) => typeof url === 'string');
  return { blocking: urls.length, origins: new Set([pageUrl, ...urls].map((url) => new URL(url).origin)).size };
}

/**
 * The part of a run's TBT in long tasks Lighthouse attributes to a script file (not to the page's
 * own HTML and inline scripts, nor unattributable: parsing, style, layout, images): each task's
 * time over 50 ms after the first paint. Beside the TBT with scripts blocked, it says whether what
 * the scripts add is their own tasks or the document's tasks moved into the measured window.
 */
function scriptFilesBlocking(audits) {
  const fcp = audits[AUDITS.fcp].numericValue;
  return (audits['long-tasks']?.details?.items ?? [])
    .filter((task) => typeof task.url === 'string' && /\.js(\?|$)/.test(task.url))
    .reduce((sum, task) => {
      const afterPaint = Math.min(task.duration, task.startTime + task.duration - fcp);
      return sum + Math.max(0, afterPaint - LONG_TASK_MS);
    }, 0);
}

/**
 * One run of Lighthouse's performance category on `url`, or undefined when Lighthouse could not
 * finish it (its runtimeError, or an audit without a value: reported). `speeds` gets the run's
 * benchmarkIndex.
 */
async function performanceRun(lighthouse, port, url, speeds, flags) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...flags,
  });
  const { audits, categories, runtimeError } = result.lhr;
  const values = Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, audits[id]?.numericValue]));
  const missing = Object.entries(AUDITS).filter(([key]) => typeof values[key] !== 'number');
  if (runtimeError || missing.length) {
    const why = runtimeError
      ? `${runtimeError.code}: ${runtimeError.message}`
      : missing.map(([, id]) => `${id}: ${audits[id]?.errorMessage ?? 'no value'}`).join('; ');
    console.warn(`Lighthouse on ${url} did not finish a run (${why})`);
    return undefined;
  }
  speeds.push(result.lhr.environment.benchmarkIndex);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    ...values,
    elements: audits['dom-size-insight']?.numericValue ?? audits['dom-size']?.numericValue ?? NaN,
    scriptFiles: scriptFilesBlocking(audits),
    main: mainThreadTime(result.artifacts.Trace, url),
    ...beforeFirstPaint(result.lhr, url),
  };
}

/**
 * Runs of `url` with some Lighthouse flags, asked for up to a count at a time (`until`): a run that
 * did not finish is run again, at most MAX_FAILED times in all.
 */
function runner(lighthouse, port, url, speeds, flags = {}) {
  const runs = [];
  let failed = 0;
  return {
    runs,
    failed: () => failed,
    async until(count) {
      while (runs.length < count && failed <= MAX_FAILED) {
        const run = await performanceRun(lighthouse, port, url, speeds, flags);
        if (run) runs.push(run);
        else failed += 1;
      }
    },
  };
}

/**
 * `runCount` finished runs of `url` with its scripts and as many with every script file blocked,
 * taken in pairs, the pairs' order alternating (with, blocked; blocked, with; ...). This
 * machine's speed drifts over minutes (its benchmarkIndex by half within one route's runs): taken
 * one kind after the other, the two medians came from different phases of it, and their ratio read
 * the drift as much as the page. Returns the two runners.
 */
async function interleavedRuns(lighthouse, port, url, speeds, runCount) {
  const kinds = {
    scripted: runner(lighthouse, port, url, speeds),
    blocked: runner(lighthouse, port, url, speeds, BLOCK_SCRIPTS),
  };
  for (let pair = 0; pair < runCount; pair += 1) {
    const order = pair % 2 ? ['blocked', 'scripted'] : ['scripted', 'blocked'];
    for (const kind of order) await kinds[kind].until(pair + 1);
  }
  return kinds;
}

/**
 * The median blocking time of some runs counted on the main thread's CPU time, and the thread's
 * CPU time in its tasks against their wall time: '59 ms (CPU 307 of 705 ms)'.
 */
function cpuBlocking(runs) {
  const read = runs.map((run) => run.main).filter(Boolean);
  if (!read.length) return 'no trace';
  const of = (key) => Math.round(median(read.map((main) => main[key])));
  return `${ms(of('cpuBlocking'))} (CPU ${of('cpu')} of ${ms(of('wall'))})`;
}

/**
 * The longest task that ran a script file, on CPU time and multiplied as Lighthouse multiplies
 * (median of the runs, their lowest–highest): under LONG_TASK_MS, the scripts block nothing of
 * their own, and what they add to TBT is the machine keeping their tasks waiting.
 */
function longestScriptTask(runs) {
  const read = runs.map((run) => run.main?.longestScriptCpu).filter((value) => typeof value === 'number');
  if (!read.length) return 'no trace';
  const slowed = read.map((cpu) => SLOWDOWN * cpu);
  return `${ms(median(slowed))} (${range(slowed)}) ${verdict(median(slowed) < LONG_TASK_MS)}`;
}

/** A route's document row: TBT with scripts and blocked (their runs), the ratio, elements, HTML and CSS. */
async function documentRow(url, scripted, blocked) {
  const weight = await documentWeight(url);
  const withScripts = scripted.map((run) => run.tbt);
  const withoutScripts = blocked.map((run) => run.tbt);
  const ratio = blocked.length ? medianRatio(withScripts, withoutScripts, SCRIPTED_OVER_BLOCKED) : undefined;
  return {
    route: new URL(url).pathname,
    'TBT with scripts': msSpread(withScripts),
    'TBT scripts blocked': ratio ? msSpread(withoutScripts) : 'no run finished',
    ratio: ratio
      ? `${ratio.ratio.toFixed(2)} (${ratio.low.toFixed(2)}–${ratio.high.toFixed(2)}) ${ratio.verdict}`
      : 'no run finished',
    "scripts' own tasks": msSpread(scripted.map((run) => run.scriptFiles)),
    'on CPU time, with / blocked': `${cpuBlocking(scripted)} / ${cpuBlocking(blocked)}`,
    'longest script task': longestScriptTask(scripted),
    elements: median(scripted.map((run) => run.elements)),
    'HTML KB': kb(weight.htmlBytes),
    'inline CSS KB': kb(weight.cssBytes),
  };
}

/**
 * @param {string[]} [routes] the routes to measure (default: the key routes)
 * @param {number} [runCount] runs of each kind per route (default RUNS)
 */
export async function benchWebVitals(origin, routes = KEY_ROUTES, runCount = RUNS) {
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  const documents = [];
  let floorTbt = 'not measured';
  /** Lighthouse's reading of this machine's speed in each run (higher is faster). */
  const speeds = [];
  try {
    for (const route of routes) {
      const url = `${origin}${route}`;
      const { scripted, blocked } = await interleavedRuns(lighthouse, chrome.port, url, speeds, runCount);
      const runs = scripted.runs;
      if (!runs.length) {
        rows.push({ route, goals: `no run finished (${scripted.failed()} failed)` });
        continue;
      }
      documents.push(await documentRow(url, runs, blocked.runs));
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
      });
      const accessibility = {
        score: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        failed: lhr.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      };
      const figure = {
        score: median(runs.map((entry) => entry.score)),
        fcp: median(runs.map((entry) => entry.fcp)),
        lcp: median(runs.map((entry) => entry.lcp)),
        blocking: Math.max(...runs.map((entry) => entry.blocking)),
        origins: Math.max(...runs.map((entry) => entry.origins)),
        cls: median(runs.map((entry) => entry.cls)),
        tbt: median(runs.map((entry) => entry.tbt)),
      };
      const met =
        figure.score >= GOALS.score &&
        figure.fcp <= GOALS.fcp &&
        figure.lcp <= GOALS.lcp &&
        figure.cls <= GOALS.cls &&
        figure.tbt <= GOALS.tbt &&
        figure.blocking <= GOALS.blocking &&
        figure.origins <= GOALS.origins &&
        accessibility.score >= GOALS.accessibility;
      rows.push({
        route,
        performance: figure.score,
        FCP: ms(figure.fcp),
        LCP: ms(figure.lcp),
        'blocking requests': `${figure.blocking} from ${figure.origins} origin${figure.origins === 1 ? '' : 's'}`,
        CLS: figure.cls.toFixed(3),
        TBT: msSpread(runs.map((entry) => entry.tbt)),
        accessibility: `${accessibility.score}${accessibility.failed.length ? ` (${accessibility.failed.join(', ')})` : ''}`,
        goals: verdict(met),
      });
    }
    const floor = await oneParagraphPage();
    try {
      const { runs, until } = runner(lighthouse, chrome.port, floor.url, speeds);
      await until(runCount);
      floorTbt = runs.length ? msSpread(runs.map((run) => run.tbt)) : 'no run finished';
    } finally {
      await floor.close();
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `\nLighthouse mobile, simulated throttling, median of ${runCount} (TBT: median, then the runs' lowest–highest; goals: performance ≥ ${GOALS.score}, FCP ≤ ${GOALS.fcp} ms, LCP ≤ ${GOALS.lcp} ms, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbt} ms; before the first paint the HTML and at most ${GOALS.blocking} render-blocking request, from ${GOALS.origins} origin; accessibility ${GOALS.accessibility})`,
  );
  console.table(rows);
  console.log(
    `\nWhat the document costs: TBT with the page's scripts and with every script file blocked (median of ${runCount}, lowest–highest; the two kinds run in turn), their ratio and the 90 % interval ${runCount} runs of each can place it in (ratio.mjs; goal ≤ ${SCRIPTED_OVER_BLOCKED}: met when the whole interval is, NOT met when none of it is, else cannot tell), how much of the TBT with scripts is in long tasks of the script files themselves, the same blocking time counted on the main thread's CPU time rather than its wall time (what the page's own work blocks, whatever else the machine ran: main-thread.mjs), the longest task that ran a script file, on CPU time × ${SLOWDOWN} (goal < ${LONG_TASK_MS} ms: then no script task is long of its own), and what the page holds as served`,
  );
  console.table(documents);
  console.log(`A one-paragraph page's TBT, the floor on this machine: ${floorTbt}`);
  if (speeds.length) {
    // TBT is the main thread's observed tasks, multiplied: on this machine the same build reads
    // several times higher in a slow phase. The phase, so that runs are compared like for like.
    console.log(
      `This machine's speed over these runs (Lighthouse's benchmarkIndex, higher is faster): ${range(speeds)}, median ${Math.round(median(speeds))}`,
    );
  }
}
