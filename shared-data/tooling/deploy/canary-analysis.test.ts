/**
 * @jest-environment node
 */
import analysis from './canary-analysis.cjs';

const { analyze, parsePrometheus, quantile, figuresOf, THRESHOLDS } = analysis;

/**
 * One version's traffic: page views; views with a browser error (`errors`) and the reports behind
 * them (`reports`, as many as `errors` unless said); server-side failures (`server`: render
 * errors, fallbacks, 5xx answers); INP reports.
 */
interface Traffic {
  views: number;
  errors: number;
  reports?: number;
  server?: [number, number, number];
  inp: [number, number];
}

/** A scrape as the shell's server writes it: two workers' series already added up, other parts beside. */
function scrape({
  stable = { views: 200, errors: 1, inp: [0, 0] },
  canary = { views: 100, errors: 0, inp: [0, 0] },
}: {
  stable?: Traffic;
  canary?: Traffic;
}) {
  const lines = ['# HELP codeyatra_page_views_total Pages sent', '# TYPE codeyatra_page_views_total counter'];
  for (const [version, figures] of [
    ['s1', stable],
    ['c1', canary],
  ] as const) {
    lines.push(`codeyatra_page_views_total{part="learn",version="${version}"} ${figures.views}`);
    const { errors, reports = errors, server = [0, 0, 0] } = figures;
    lines.push(`codeyatra_browser_error_views_total{part="learn",version="${version}"} ${errors}`);
    lines.push(`codeyatra_browser_errors_total{part="learn",version="${version}"} ${reports}`);
    lines.push(`codeyatra_server_render_errors_total{part="learn",version="${version}"} ${server[0]}`);
    lines.push(`codeyatra_fallbacks_total{part="learn",version="${version}"} ${server[1]}`);
    lines.push(`codeyatra_http_requests_total{route="/x",status="503",part="learn",version="${version}"} ${server[2]}`);
    lines.push(`codeyatra_http_requests_total{route="/x",status="200",part="learn",version="${version}"} 9999`);
    // inp: [reports at or under 100 ms, reports between 300 and 500 ms]
    const [fast, slow] = figures.inp;
    for (const [le, count] of [
      ['100', fast],
      ['300', fast],
      ['500', fast + slow],
      ['+Inf', fast + slow],
    ] as const) {
      lines.push(`codeyatra_web_vital_bucket{le="${le}",name="INP",part="learn",version="${version}"} ${count}`);
    }
    lines.push(`codeyatra_web_vital_count{name="INP",part="learn",version="${version}"} ${fast + slow}`);
  }
  lines.push('codeyatra_browser_errors_total{part="catalog",version="c1"} 999');
  return parsePrometheus(lines.join('\n'));
}

const versions = { part: 'learn', stable: 's1', canary: 'c1' };

test('reads a Prometheus text: labels with escapes, +Inf, comments skipped', () => {
  const samples = parsePrometheus('# HELP x y\nx_total{a="b\\"c",le="+Inf"} 3\nbad line\ny 1.5e2\n');
  expect(samples).toEqual([
    { name: 'x_total', labels: { a: 'b"c', le: '+Inf' }, value: 3 },
    { name: 'y', labels: {}, value: 150 },
  ]);
});

test("one version's figures: its views, its errors, its INP histogram; other parts left out", () => {
  const canary: Traffic = { views: 10, errors: 4, reports: 9, server: [1, 2, 3], inp: [1, 2] };
  const figures = figuresOf(scrape({ canary }), 'learn', 'c1');
  expect(figures).toEqual({
    views: 10,
    errorViews: 4,
    browserErrors: 9,
    serverErrors: 6,
    inp: {
      count: 3,
      buckets: [
        [100, 1],
        [300, 1],
        [500, 3],
        [Infinity, 3],
      ],
    },
  });
});

test('the quantile of a histogram is interpolated within its bucket, as histogram_quantile', () => {
  const buckets: [number, number][] = [
    [100, 50],
    [200, 100],
    [Infinity, 100],
  ];
  expect(quantile(0.5, buckets)).toBe(100);
  expect(quantile(0.75, buckets)).toBe(150);
  expect(quantile(0.25, buckets)).toBe(50);
  expect(quantile(0.75, [[Infinity, 0]])).toBeNull();
  // In the +Inf bucket: the highest finite bound.
  expect(
    quantile(0.99, [
      [100, 1],
      [Infinity, 10],
    ]),
  ).toBe(100);
});

test('a canary with too little traffic is inconclusive, whatever its errors', () => {
  const result = analyze(scrape({ canary: { views: THRESHOLDS.minViews - 1, errors: 40, inp: [0, 0] } }), versions);
  expect(result.verdict).toBe('inconclusive');
  expect(result.reasons[0]).toContain(`${THRESHOLDS.minViews - 1} page views`);
});

test('a canary whose error rate is above the stable one beyond the margin fails, with the figures', () => {
  // 0.5 % stable, 8 % canary.
  const result = analyze(scrape({ canary: { views: 100, errors: 8, inp: [0, 0] } }), versions);
  expect(result.verdict).toBe('fail');
  expect(result.canary.errorRate).toBeCloseTo(0.08);
  expect(result.stable.errorRate).toBeCloseTo(0.005);
  expect(result.reasons).toEqual(['error rate 8.0 % against 0.5 % for s1 (margin 1.0 %)']);
});

test('a page view adds at most one to the error rate, however many reports it sent', () => {
  // 5 views with a browser error, 400 reports behind them: 5 %, not 400 %.
  const result = analyze(scrape({ canary: { views: 100, errors: 5, reports: 400, inp: [0, 0] } }), versions);
  expect(result.canary.errorRate).toBeCloseTo(0.05);
  expect(result.canary.figures.browserErrors).toBe(400);
  // More views with an error than views (a figure out of step): never above 100 %.
  const odd = analyze(scrape({ canary: { views: 60, errors: 90, inp: [0, 0] } }), versions);
  expect(odd.canary.errorRate).toBe(1);
});

test('server-side failures (render errors, fallbacks, 5xx) alone fail a canary no browser reported against', () => {
  const result = analyze(scrape({ canary: { views: 100, errors: 0, server: [2, 3, 1], inp: [0, 0] } }), versions);
  expect(result.verdict).toBe('fail');
  expect(result.canary.serverErrorRate).toBeCloseTo(0.06);
  expect(result.reasons).toEqual(['server error rate 6.0 % against 0.0 % for s1 (margin 1.0 %)']);
  // Browser reports against the stable version cannot hide them.
  const hidden = scrape({
    stable: { views: 200, errors: 200, inp: [0, 0] },
    canary: { views: 100, errors: 0, server: [0, 6, 0], inp: [0, 0] },
  });
  expect(analyze(hidden, versions).verdict).toBe('fail');
  // Within the margin: passes.
  const few = scrape({ canary: { views: 200, errors: 0, server: [0, 1, 0], inp: [0, 0] } });
  expect(analyze(few, versions).verdict).toBe('pass');
});

test('within the margin it passes: 1.4 % against 0.5 % is under one percentage point more', () => {
  const result = analyze(scrape({ canary: { views: 500, errors: 7, inp: [0, 0] } }), versions);
  expect(result.verdict).toBe('pass');
});

test('a slower p75 INP fails only above both the ratio and the absolute margin, with enough reports', () => {
  const slow = { views: 100, errors: 0, inp: [10, 30] as [number, number] };
  const fast = { views: 200, errors: 1, inp: [40, 0] as [number, number] };
  const result = analyze(scrape({ stable: fast, canary: slow }), versions);
  expect(result.verdict).toBe('fail');
  expect(result.reasons[0]).toMatch(/^p75 INP 4\d\d ms against 75 ms/);
  // Too few INP reports: not judged on INP.
  expect(analyze(scrape({ stable: fast, canary: { ...slow, inp: [2, 6] } }), versions).verdict).toBe('pass');
  // The same p75 on both sides: passes.
  expect(analyze(scrape({ stable: slow, canary: slow }), versions).verdict).toBe('pass');
});

test('margins can be changed per call', () => {
  const samples = scrape({ canary: { views: 5, errors: 1, inp: [0, 0] } });
  expect(analyze(samples, versions, { minViews: 5 }).verdict).toBe('fail');
  expect(analyze(samples, versions, { minViews: 5, errorRateMargin: 0.5 }).verdict).toBe('pass');
});
