// @ts-check
/**
 * `promote`'s gate: reads the shell server's metrics (CANARY_METRICS_URL or --metrics-url; by
 * default the metrics port of a server on this machine, http://127.0.0.1:9464/metrics) and judges
 * a part's canary against its current version (canary-analysis.cjs). Prints the figures and the
 * verdict; the caller promotes, refuses or rolls back.
 */
import analysis from './canary-analysis.cjs';

export const DEFAULT_METRICS_URL = 'http://127.0.0.1:9464/metrics';

/**
 * @param {{ part: string, stable: string, canary: string, url?: string, minViews?: number }} options
 * @returns {Promise<{ verdict: 'pass' | 'fail' | 'inconclusive' | 'unreachable', summary: string }>}
 */
export async function judgeCanary({ part, stable, canary, url, minViews }) {
  const metricsUrl = url ?? process.env.CANARY_METRICS_URL ?? DEFAULT_METRICS_URL;
  let text;
  try {
    const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    text = await response.text();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { verdict: 'unreachable', summary: `The metrics at ${metricsUrl} could not be read (${why}).` };
  }
  const result = analysis.analyze(
    analysis.parsePrometheus(text),
    { part, stable, canary },
    minViews === undefined ? {} : { minViews },
  );
  const t = { ...analysis.THRESHOLDS, ...(minViews === undefined ? {} : { minViews }) };
  const summary = [
    `Canary analysis of ${part} (${metricsUrl}):`,
    analysis.describeAnalysis(result),
    `  margins: at least ${t.minViews} canary views; server error rate and error rate (views with a browser error) each at most ${(t.errorRateMargin * 100).toFixed(1)} points above stable; p75 INP at most ×${t.inpRatio} or +${t.inpMarginMs} ms (from ${t.minInpSamples} reports)`,
    ...result.reasons.map((reason) => `  ${result.verdict === 'fail' ? 'worse' : 'waiting'}: ${reason}`),
  ].join('\n');
  return { verdict: result.verdict, summary };
}
