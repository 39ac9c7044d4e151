/**
 * @jest-environment node
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { combine, foldRetired, type Figures } from './cluster-metrics';

/** One worker's figures: a counter, a histogram and a gauge, as its registry reports them. */
async function worker(views: number, renders: number[], live: number): Promise<Figures> {
  const registry = new Registry();
  new Counter({ name: 'views_total', help: 'v', labelNames: ['version'], registers: [registry] }).inc(
    { version: 'c1' },
    views,
  );
  const histogram = new Histogram({ name: 'render_seconds', help: 'r', buckets: [0.1, 1], registers: [registry] });
  for (const seconds of renders) histogram.observe(seconds);
  new Gauge({ name: 'canary_percent', help: 'c', aggregator: 'max', registers: [registry] }).set(live);
  return registry.getMetricsAsJSON();
}

const line = (text: string, start: string) => text.split('\n').find((row) => row.startsWith(start));

test('workers are added up: counters and histogram buckets summed, a gauge by its aggregator (max)', async () => {
  const text = await combine([], [await worker(3, [0.05], 10), await worker(4, [0.5, 2], 10)]).metrics();
  expect(line(text, 'views_total')).toBe('views_total{version="c1"} 7');
  expect(line(text, 'render_seconds_bucket{le="0.1"}')).toBe('render_seconds_bucket{le="0.1"} 1');
  expect(line(text, 'render_seconds_bucket{le="1"}')).toBe('render_seconds_bucket{le="1"} 2');
  expect(line(text, 'render_seconds_count')).toBe('render_seconds_count 3');
  expect(line(text, 'canary_percent')).toBe('canary_percent 10');
});

test("a recycled worker's totals are kept, folded into one set; its gauges are not", async () => {
  let retired = await foldRetired([], await worker(5, [0.05], 50));
  retired = await foldRetired(retired, await worker(2, [0.05], 50));
  expect(retired).toHaveLength(1);
  const text = await combine(retired, [await worker(1, [], 0)]).metrics();
  // Nothing lost when workers are replaced: 5 + 2 + 1.
  expect(line(text, 'views_total')).toBe('views_total{version="c1"} 8');
  expect(line(text, 'render_seconds_count')).toBe('render_seconds_count 2');
  // The canary has ended: only the live worker says what is served now.
  expect(line(text, 'canary_percent')).toBe('canary_percent 0');
});
