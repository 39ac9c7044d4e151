/**
 * The browser's reports to the shell's server (POST /_beacon, see server/beacon): each error with
 * the part and version whose script threw (attribution.ts), and the page's web vitals (LCP, INP,
 * CLS, from `web-vitals`' standard build, about 2 KB, the values only: the attribution build's
 * element and timing breakdowns are not reported, and computing them cost the page's start a long
 * task; started once the page has loaded, and
 * bundled with the shell's startup, not loaded apart, since every script a page runs is listed in
 * its HTML: see e2e/tests/first-paint.spec.ts). Events wait in a queue and leave with navigator.sendBeacon, which
 * survives the page going away: when it is hidden, and a second after an error. A page reports
 * at most a few errors, so a loop that throws cannot flood the server. Every beacon carries the
 * page's token (the server's proof it sent this page, with these versions: server/beacon/page-token.ts),
 * read from the navigation's Server-Timing; the server refuses a beacon without one.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';
import { ownerOf, type Owner } from './attribution';

export const BEACON_PATH = '/_beacon';
/** The Server-Timing entry whose description is the page's token (the server's PAGE_TOKEN_TIMING). */
const PAGE_TOKEN_TIMING = 'cy-page';
const MAX_ERRORS = 5;
/** The server takes at most ten events a beacon. */
const BATCH = 10;

type ReportEvent =
  | ({ type: 'error'; message: string } & Owner)
  | ({ type: 'vital'; name: 'LCP' | 'INP' | 'CLS'; value: number } & Owner);

export interface Reporter {
  /** An error some code threw (a boundary caught it, or nothing did). */
  error(error: unknown): void;
  /** Reports the page's LCP, INP and CLS under its owner (web-vitals reads the buffered entries). */
  watchVitals(page: Owner): void;
}

/** @param bases each remote's manifest URL (remotes.json), whose folders hold its versions' scripts. */
export function startReporting(bases: Readonly<Record<string, string>>): Reporter {
  const queue: ReportEvent[] = [];
  const url = `${BEACON_PATH}?t=${encodeURIComponent(pageToken())}`;
  let errors = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    while (queue.length) {
      const body = JSON.stringify({ events: queue.splice(0, BATCH) });
      navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
    }
  };
  const error = (thrown: unknown, file = '') => {
    if (errors++ >= MAX_ERRORS) return;
    const stack = thrown instanceof Error ? `${thrown.stack ?? ''}\n${file}` : file;
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    queue.push({ type: 'error', message: message.slice(0, 200), ...ownerOf(stack, bases) });
    clearTimeout(timer);
    timer = setTimeout(flush, 1000);
  };
  addEventListener('error', (event) => error(event.error ?? event.message, event.filename));
  addEventListener('unhandledrejection', (event) => error(event.reason));
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  return {
    error,
    watchVitals(page) {
      const report = ({ name, value }: { name: 'CLS' | 'INP' | 'LCP'; value: number }) =>
        queue.push({ type: 'vital', name, value: Math.round(value * 1000) / 1000, ...page });
      onCLS(report);
      onINP(report);
      onLCP(report);
    },
  };
}

/** The token of the page as the server sent it ('' when the browser gives no Server-Timing). */
export function pageToken(): string {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === PAGE_TOKEN_TIMING)?.description ?? '';
}
