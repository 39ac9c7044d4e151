/**
 * The production server as a few worker processes under a primary that only supervises (Node's
 * `cluster`). Every deploy of a remote makes the server evaluate that remote's new code; the
 * federation runtime and V8 keep part of each evaluation alive, so a process that has loaded many
 * versions has grown. A worker that has loaded `recycleAfter` containers asks to be replaced:
 * the primary starts a fresh worker and, once it listens, tells the old one to stop taking
 * connections and finish the requests it has. No request is dropped; memory stays flat across
 * weeks of deploys. A worker that dies is replaced at once.
 *
 * Settings (environment): SHELL_WORKERS (default: one per core, as the machine reports them; 0 runs
 * the server in this process, without a primary) and SHELL_RECYCLE_AFTER (containers loaded before
 * a worker is replaced; default 25) and SHELL_SEMI_SPACE_MB (the size of each worker's young
 * generation's halves, V8's --max-semi-space-size; default 16, Node.js 20's size: Node.js 22 and
 * later size it from the machine's memory, and under load a worker then held 60–90 MB more between
 * recycles for the same pages; 0 leaves V8's choice). Rendering is CPU work: one worker per core is what the
 * machine can serve at once (the uncached home page: 284 req/s with one worker, 368 with two,
 * on two cores). Each worker checks the remotes itself, like separate instances behind a load
 * balancer: after a deploy, each renders the new version within its check interval. The primary
 * serves the figures of all its workers on the metrics port (metrics/), keeps the one beacon ledger
 * they share (beacon/shared-ledger.ts), and gives them one secret for page tokens (BEACON_SECRET,
 * or one it makes at start: beacon/page-token.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { register } from 'prom-client';
import { beaconRatePerMinute, randomSecret, secretFromEnv, serveLedger } from './beacon';
import { answerPrimary, clusterScraper, sendLastFigures, serveMetrics, startPruning } from './metrics';

/** `drain` retires a worker another replaces; `stop` ends the server: idle connections close at once. */
type Message = { type: 'recycle' } | { type: 'drain' } | { type: 'stop' };

export interface WorkerServer {
  /** Containers loaded so far. */
  containersLoaded: () => number;
  /**
   * Stops taking connections and resolves when the requests in flight are answered. Draining (a
   * replacement takes over) keeps idle keep-alive connections until their next answer; stopping
   * closes them at once, since no other worker will take their clients' next requests.
   */
  close: (mode: 'drain' | 'stop') => Promise<void>;
}

const DRAIN_LIMIT_MS = 15_000;

/** In a worker: asks for a replacement once enough containers were loaded; drains when told to. */
function superviseWorker(server: WorkerServer, recycleAfter: number) {
  let asked = false;
  const timer = setInterval(() => {
    if (asked || server.containersLoaded() < recycleAfter) return;
    asked = true;
    process.send?.({ type: 'recycle' } satisfies Message);
  }, 500);
  timer.unref();
  answerPrimary();
  process.on('message', (message: Message) => {
    // The channel also carries the metrics' messages (metrics/cluster-metrics.ts).
    if (message.type !== 'drain' && message.type !== 'stop') return;
    clearInterval(timer);
    setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref();
    server
      .close(message.type)
      // Its totals outlive it: the primary keeps them.
      .then(() => sendLastFigures())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

/**
 * Runs `start` in SHELL_WORKERS worker processes (or in this process when it is 0), recycling them
 * as described above. `start` resolves once the worker listens.
 */
export function runWorkers(start: () => Promise<WorkerServer>): void {
  const workers = Number(process.env.SHELL_WORKERS ?? os.availableParallelism());
  const recycleAfter = Number(process.env.SHELL_RECYCLE_AFTER ?? 25);
  if (cluster.isWorker || workers === 0) {
    start().then(
      (server) => {
        startPruning();
        if (cluster.isWorker) return superviseWorker(server, recycleAfter);
        serveMetrics(() => register.metrics());
        stopOnSignal(() => server.close('stop'));
      },
      (error: unknown) => {
        console.error('The shell server could not start', error);
        process.exit(1);
      },
    );
    return;
  }

  const semiSpaceMb = Number(process.env.SHELL_SEMI_SPACE_MB ?? 16);
  if (semiSpaceMb > 0)
    cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-semi-space-size=${semiSpaceMb}`] });
  serveMetrics(clusterScraper());
  // One beacon ledger (rates, page views' allowances) and one page-token secret for all workers.
  serveLedger(beaconRatePerMinute());
  process.env.BEACON_SECRET = secretFromEnv() ?? randomSecret();
  let stopping = false;
  const retiring = new Set<Worker>();
  const fork = () => cluster.fork();
  cluster.on('message', (worker, message: Message) => {
    if (message.type !== 'recycle' || retiring.has(worker) || stopping) return;
    retiring.add(worker);
    const fresh = fork();
    fresh.once('listening', () => {
      console.info(
        `Worker ${worker.process.pid} replaced by ${fresh.process.pid} (it had loaded ${recycleAfter} containers)`,
      );
      worker.send({ type: 'drain' } satisfies Message);
    });
  });
  cluster.on('exit', (worker, code) => {
    if (retiring.delete(worker) || stopping) return;
    console.error(`Worker ${worker.process.pid} stopped (exit code ${code}); starting another`);
    fork();
  });
  for (let i = 0; i < workers; i++) fork();
  stopOnSignal(async () => {
    stopping = true;
    const all = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      all.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.send({ type: 'stop' } satisfies Message);
          }),
      ),
    );
  });
}

function stopOnSignal(stop: () => Promise<void>) {
  const handler = () => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
