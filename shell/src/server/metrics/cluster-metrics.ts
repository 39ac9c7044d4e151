/**
 * One scrape for the whole server: the primary asks every worker for its figures over the cluster's
 * channel and adds them up (prom-client's AggregatorRegistry.aggregate: counters and histograms
 * summed, gauges by their own aggregator). A worker that is replaced (recycled, see workers.ts)
 * sends its last figures as it stops, and the primary keeps them: totals never go backwards
 * when a worker is recycled, so a canary's traffic so far is all counted.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, register } from 'prom-client';
import { keepVersions, retiredSeries } from './retired-series';

export type Figures = Awaited<ReturnType<typeof register.getMetricsAsJSON>>;

/** The messages of this file on the cluster's channel (workers.ts ignores them). */
export type MetricsMessage =
  | { type: 'metrics:ask'; id: number }
  | { type: 'metrics:answer'; id: number; figures: Figures }
  | { type: 'metrics:last'; figures: Figures; kept: string[] };

const ASK_TIMEOUT_MS = 2000;

/** The figures of this process (a worker, or the server without a primary). */
export const ownFigures = (): Promise<Figures> => register.getMetricsAsJSON();

/** In a worker: answers the primary's questions. */
export function answerPrimary(): void {
  process.on('message', (message: MetricsMessage) => {
    if (message.type !== 'metrics:ask') return;
    void ownFigures().then((figures) => process.send?.({ type: 'metrics:answer', id: message.id, figures }));
  });
}

/**
 * In a worker about to stop: hands its last figures to the primary, with the versions whose
 * figures are still kept (retired-series.ts), resolved once sent.
 */
export async function sendLastFigures(): Promise<void> {
  await retiredSeries.prune();
  const figures = await ownFigures();
  const kept = [...retiredSeries.kept()];
  await new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send({ type: 'metrics:last', figures, kept } satisfies MetricsMessage, undefined, {}, () => resolve());
  });
}

/** In the primary: the Prometheus text of every worker's figures, and of the workers that stopped. */
export function clusterScraper() {
  let nextId = 0;
  const waiting = new Map<number, (figures: Figures) => void>();
  /** The last totals of the workers that stopped (foldRetired). */
  let retired: Promise<Figures[]> = Promise.resolve([]);
  cluster.on('message', (_worker, message: MetricsMessage) => {
    if (message.type === 'metrics:answer') waiting.get(message.id)?.(message.figures);
    if (message.type === 'metrics:last') {
      retired = retired.then((before) => foldRetired(before, message.figures, new Set(message.kept)));
    }
  });
  const ask = (worker: Worker) =>
    new Promise<Figures | null>((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => finish(null), ASK_TIMEOUT_MS);
      function finish(figures: Figures | null) {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(figures);
      }
      waiting.set(id, finish);
      worker.send({ type: 'metrics:ask', id } satisfies MetricsMessage);
    });
  return async (): Promise<string> => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker?.isConnected());
    const answers = (await Promise.all(workers.map(ask))).filter((figures): figures is Figures => figures !== null);
    return combine(await retired, answers).metrics();
  };
}

/**
 * The totals of the workers that stopped with one more worker's last figures, as one set (so it
 * stays one set however many are recycled). Gauges are left out: they describe the present. The
 * series of versions the last worker no longer keeps (`kept`: retired-series.ts) are let go.
 */
export async function foldRetired(
  retired: readonly Figures[],
  last: Figures,
  kept?: ReadonlySet<string>,
): Promise<Figures[]> {
  const totals = last.filter((figure) => String(figure.type) !== 'gauge');
  const before = kept ? retired.map((figures) => keepVersions(figures, kept)) : retired;
  return [(await AggregatorRegistry.aggregate([...before, totals]).getMetricsAsJSON()) as Figures];
}

/** The whole server: the stopped workers' totals and the live workers' figures, added up. */
export const combine = (retired: readonly Figures[], live: readonly Figures[]) =>
  AggregatorRegistry.aggregate([...retired, ...live]);
