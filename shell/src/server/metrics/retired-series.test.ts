/**
 * @jest-environment node
 */
import { Counter, Histogram, Registry } from 'prom-client';
import { foldRetired } from './cluster-metrics';
import { RetiredSeries } from './retired-series';
import type { Served } from './site-metrics';

const HOUR = 60 * 60_000;

function figures() {
  const registry = new Registry();
  const views = new Counter({ name: 'views_total', help: 'v', labelNames: ['part', 'version'], registers: [registry] });
  const renders = new Histogram({
    name: 'render_seconds',
    help: 'r',
    labelNames: ['part', 'version'],
    buckets: [0.1, 1],
    registers: [registry],
  });
  return { registry, views, renders };
}

const text = async (registry: Registry) => registry.metrics();

test("a version's series are dropped an hour after it stopped being served; the served one's and the shell's stay", async () => {
  const { registry, views, renders } = figures();
  let served: Served[] = [{ part: 'catalog', current: 'v1' }];
  const retired = new RetiredSeries(() => served, HOUR, registry);
  views.inc({ part: 'catalog', version: 'v1' });
  renders.observe({ part: 'catalog', version: 'v1' }, 0.05);
  views.inc({ part: 'shell', version: 's1' });
  await retired.prune(0);
  served = [{ part: 'catalog', current: 'v2' }];
  views.inc({ part: 'catalog', version: 'v2' });
  expect(await retired.prune(HOUR - 1)).toBe(0);
  expect(await text(registry)).toContain('version="v1"');
  await retired.prune(HOUR + 1);
  const after = await text(registry);
  expect(after).not.toContain('version="v1"');
  expect(after).toContain('views_total{part="catalog",version="v2"} 1');
  expect(after).toContain('views_total{part="shell",version="s1"} 1');
});

test('a version never served (an override) is kept for an hour from when it was first seen', async () => {
  const { registry, views } = figures();
  const retired = new RetiredSeries(() => [{ part: 'catalog', current: 'v1' }], HOUR, registry);
  views.inc({ part: 'dashboard', version: 'o1' });
  await retired.prune(10 * HOUR);
  expect(await text(registry)).toContain('version="o1"');
  await retired.prune(11 * HOUR);
  expect(await text(registry)).not.toContain('version="o1"');
});

test("the primary lets go of recycled workers' totals for versions the last worker no longer keeps", async () => {
  const worker = async (version: string, count: number) => {
    const { registry, views } = figures();
    views.inc({ part: 'catalog', version }, count);
    return registry.getMetricsAsJSON();
  };
  let totals = await foldRetired([], await worker('v1', 5));
  totals = await foldRetired(totals, await worker('v2', 3), new Set(['catalog@v2']));
  const values = (totals[0] ?? []).flatMap((figure) => figure.values ?? []);
  expect(values.map(({ labels }) => labels.version)).toEqual(['v2']);
  // Without a list (an older worker), nothing is dropped.
  const kept = await foldRetired(await foldRetired([], await worker('v1', 5)), await worker('v2', 3));
  expect((kept[0] ?? []).flatMap((figure) => figure.values ?? [])).toHaveLength(2);
});
