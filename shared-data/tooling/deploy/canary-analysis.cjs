// @ts-check
/**
 * Is a canary healthy? The maths of `npm run promote`'s analysis, in the manner of Argo Rollouts'
 * and Flagger's analysis steps: the shell server's metrics (Prometheus text, see
 * shell/src/server/metrics) give, for the canary and for the current (stable) version of one
 * part, the traffic so far (page views), two error rates and the INP histogram; the canary fails
 * when it is worse than the stable version beyond a stated margin (THRESHOLDS), passes when it is
 * not, and is inconclusive while it has too little traffic to tell.
 *
 * The two error rates, each of which alone can fail a canary (ADR 0009):
 * - the server error rate: server render errors, sections that fell back and 5xx answers, per
 *   page view. The server sees these itself: no browser can add to them (Flagger's
 *   request-success-rate);
 * - the (browser) error rate: page views that reported at least one browser error, per page view.
 *   A report counts only with the token of a page the server sent with that version, and once per
 *   page view (browser_error_views_total), so one page view adds at most one; the numerator is
 *   never more than the views.
 */

/**
 * The margins (each can be changed by an option of `promote`, see deploy.mjs):
 * - minViews: the canary's page views before anything is decided (Flagger's default analysis
 *   waits for a few intervals of traffic; 50 views keep one unlucky error from failing it);
 * - errorRateMargin: the canary fails when either error rate exceeds the stable version's by more
 *   than this (absolute: 0.01 is one percentage point; Flagger's request-success-rate check);
 * - minInpSamples: INP is compared only once the canary has this many INP reports;
 * - inpRatio, inpMarginMs: the canary fails when its p75 INP is both above stable × inpRatio and
 *   more than inpMarginMs above it (so a few milliseconds of noise never fail it).
 */
/** @typedef {{ minViews: number, errorRateMargin: number, minInpSamples: number, inpRatio: number, inpMarginMs: number }} Thresholds */
/** @type {Readonly<Thresholds>} */
const THRESHOLDS = Object.freeze({
  minViews: 50,
  errorRateMargin: 0.01,
  minInpSamples: 20,
  inpRatio: 1.2,
  inpMarginMs: 50,
});

const PREFIX = 'codeyatra_';

/**
 * @typedef {{ name: string, labels: Record<string, string>, value: number }} Sample
 * @typedef {{ views: number, errorViews: number, browserErrors: number, serverErrors: number, inp: { count: number, buckets: [number, number][] } }} Figures
 * @typedef {{ version: string, figures: Figures, errorRate: number | null, serverErrorRate: number | null, inpP75: number | null }} Side
 * @typedef {{ verdict: 'pass' | 'fail' | 'inconclusive', reasons: string[], stable: Side, canary: Side }} Analysis
 */

/**
 * The samples of a Prometheus text exposition (comments and malformed lines are skipped).
 * @param {string} text
 * @returns {Sample[]}
 */
function parsePrometheus(text) {
  /** @type {Sample[]} */
  const samples = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line.trim());
    if (!match) continue;
    /** @type {Record<string, string>} */
    const labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[/** @type {string} */ (key)] = /** @type {string} */ (value).replace(/\\(.)/g, (_, c) =>
        c === 'n' ? '\n' : c,
      );
    }
    const value = Number(match[3] === '+Inf' ? Infinity : match[3]);
    if (!Number.isNaN(value)) samples.push({ name: /** @type {string} */ (match[1]), labels, value });
  }
  return samples;
}

/**
 * One version's figures: the sum of each series over every other label.
 * @param {Sample[]} samples
 * @param {string} part
 * @param {string} version
 * @returns {Figures}
 */
function figuresOf(samples, part, version) {
  const of = (/** @type {string} */ name) =>
    samples.filter((s) => s.name === `${PREFIX}${name}` && s.labels.part === part && s.labels.version === version);
  const sum = (/** @type {string} */ name) => of(name).reduce((total, s) => total + s.value, 0);
  const inp = of('web_vital_bucket').filter((s) => s.labels.name === 'INP');
  /** @type {Map<number, number>} */
  const buckets = new Map();
  for (const s of inp) {
    const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + s.value);
  }
  const views = sum('page_views_total');
  const answers5xx = of('http_requests_total')
    .filter((s) => /^5\d\d$/.test(s.labels.status ?? ''))
    .reduce((total, s) => total + s.value, 0);
  return {
    views,
    errorViews: Math.min(sum('browser_error_views_total'), views),
    browserErrors: sum('browser_errors_total'),
    serverErrors: sum('server_render_errors_total') + sum('fallbacks_total') + answers5xx,
    inp: {
      count: of('web_vital_count')
        .filter((s) => s.labels.name === 'INP')
        .reduce((total, s) => total + s.value, 0),
      buckets: [...buckets].sort((a, b) => a[0] - b[0]),
    },
  };
}

/**
 * The q-quantile of a cumulative histogram, as Prometheus' histogram_quantile: linear within the
 * bucket it falls in (the lowest bucket from 0; a quantile in +Inf is the highest finite bound).
 * @param {number} q
 * @param {[number, number][]} buckets cumulative counts by upper bound, ascending
 * @returns {number | null}
 */
function quantile(q, buckets) {
  const total = buckets.at(-1)?.[1] ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const [le, count] of buckets) {
    if (count >= rank) {
      if (le === Infinity) return lower;
      return count === below ? le : lower + ((le - lower) * (rank - below)) / (count - below);
    }
    lower = le;
    below = count;
  }
  return lower;
}

/**
 * @param {string} version
 * @param {Figures} figures
 * @returns {Side}
 */
const side = (version, figures) => ({
  version,
  figures,
  errorRate: figures.views > 0 ? figures.errorViews / figures.views : null,
  serverErrorRate: figures.views > 0 ? figures.serverErrors / figures.views : null,
  inpP75: quantile(0.75, figures.inp.buckets),
});

/**
 * The canary against the stable version.
 * @param {Sample[]} samples
 * @param {{ part: string, stable: string, canary: string }} versions
 * @param {Partial<Thresholds>} [options]
 * @returns {Analysis}
 */
function analyze(samples, { part, stable, canary }, options = {}) {
  const t = { ...THRESHOLDS, ...options };
  const s = side(stable, figuresOf(samples, part, stable));
  const c = side(canary, figuresOf(samples, part, canary));
  /** @type {string[]} */
  const reasons = [];
  if (c.figures.views < t.minViews) {
    reasons.push(`the canary has ${c.figures.views} page views; ${t.minViews} are needed to judge it`);
    return { verdict: 'inconclusive', reasons, stable: s, canary: c };
  }
  for (const [rate, what] of /** @type {const} */ ([
    ['serverErrorRate', 'server error rate'],
    ['errorRate', 'error rate'],
  ])) {
    const [stableRate, canaryRate] = [s[rate] ?? 0, c[rate] ?? 0];
    if (canaryRate - stableRate > t.errorRateMargin) {
      reasons.push(
        `${what} ${percent(canaryRate)} against ${percent(stableRate)} for ${stable} (margin ${percent(t.errorRateMargin)})`,
      );
    }
  }
  if (c.figures.inp.count >= t.minInpSamples && c.inpP75 !== null && s.inpP75 !== null) {
    if (c.inpP75 > s.inpP75 * t.inpRatio && c.inpP75 - s.inpP75 > t.inpMarginMs) {
      reasons.push(
        `p75 INP ${Math.round(c.inpP75)} ms against ${Math.round(s.inpP75)} ms (margin ×${t.inpRatio} and +${t.inpMarginMs} ms)`,
      );
    }
  }
  return { verdict: reasons.length ? 'fail' : 'pass', reasons, stable: s, canary: c };
}

/** @param {number} rate */
const percent = (rate) => `${(rate * 100).toFixed(1)} %`;

/**
 * The figures as a short table, for the command's output.
 * @param {Analysis} analysis
 */
function describeAnalysis({ stable, canary }) {
  const rate = (/** @type {number | null} */ r) => (r === null ? '–' : percent(r)).padStart(7);
  const row = (/** @type {string} */ role, /** @type {Side} */ x) =>
    `  ${role.padEnd(7)} ${x.version.padEnd(18)} ${String(x.figures.views).padStart(6)} views  ` +
    `server errors ${String(x.figures.serverErrors).padStart(4)} (${rate(x.serverErrorRate)})  ` +
    `views with a browser error ${String(x.figures.errorViews).padStart(4)} (${rate(x.errorRate)}; ${x.figures.browserErrors} reports)  ` +
    `p75 INP ${x.inpP75 === null ? '–' : `${Math.round(x.inpP75)} ms`} (${x.figures.inp.count} reports)`;
  return [row('stable', stable), row('canary', canary)].join('\n');
}

module.exports = { THRESHOLDS, parsePrometheus, figuresOf, quantile, analyze, describeAnalysis };
