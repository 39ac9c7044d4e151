/**
 * One beacon ledger for the whole server (beacon-ledger.ts): with cluster workers (workers.ts),
 * the primary keeps it and each worker asks over the cluster's channel, so a visitor's rate and a
 * page view's allowance are the same whichever worker a beacon reaches. Without a primary (no
 * cluster, or tests) the process keeps its own. Should the primary not answer within a second, the
 * worker decides with a ledger of its own (a worker is never stuck on a beacon).
 */
import cluster, { type Worker } from 'node:cluster';
import { BeaconLedger, type LedgerQuestions, type PageAdmission } from './beacon-ledger';
import { TOKEN_LIFETIME_MS } from './page-token';

/** The messages of this file on the cluster's channel (workers.ts and metrics ignore them). */
export type LedgerMessage =
  | { type: 'beacon:visitor'; id: number; key: string }
  | { type: 'beacon:page'; id: number; page: string; events: number; keys: string[] }
  | { type: 'beacon:answer'; id: number; answer: boolean | PageAdmission };

const ANSWER_TIMEOUT_MS = 1000;

/** Beacons a visitor may send per minute to the whole server (BEACON_RATE_PER_MINUTE, default 60). */
export const beaconRatePerMinute = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env.BEACON_RATE_PER_MINUTE ?? 60);

export const newLedger = (perMinute: number) => new BeaconLedger(perMinute, TOKEN_LIFETIME_MS);

/** One end of the cluster's channel, as this file uses it (a worker's process, or a test's). */
export interface LedgerChannel {
  send(message: LedgerMessage): void;
  onMessage(listener: (message: LedgerMessage) => void): void;
}

/** In the primary: answers every worker's questions from one ledger. */
export function serveLedger(perMinute: number, ledger: LedgerQuestions = newLedger(perMinute)): void {
  cluster.on('message', (worker: Worker, message: LedgerMessage) =>
    answerQuestion(ledger, message, (answer) => {
      if (worker.isConnected()) worker.send(answer);
    }),
  );
}

/** Answers one worker's question (any other message is not this file's). */
export function answerQuestion(ledger: LedgerQuestions, message: LedgerMessage, send: (answer: LedgerMessage) => void) {
  const answer =
    message.type === 'beacon:visitor'
      ? ledger.visitor(message.key)
      : message.type === 'beacon:page'
        ? ledger.page(message.page, message.events, message.keys)
        : null;
  if (answer === null) return;
  void Promise.resolve(answer).then((value) => send({ type: 'beacon:answer', id: message.id, answer: value }));
}

/** The ledger this process asks: the primary's in a cluster worker, else its own. */
export function sharedLedger(perMinute: number): LedgerQuestions {
  const own = newLedger(perMinute);
  if (!cluster.isWorker || !process.send) return own;
  return ledgerClient(
    { send: (message) => process.send?.(message), onMessage: (listener) => process.on('message', listener) },
    own,
  );
}

/** Questions asked over `channel`; `alone` answers those not answered within a second. */
export function ledgerClient(channel: LedgerChannel, alone: LedgerQuestions): LedgerQuestions {
  let nextId = 0;
  const waiting = new Map<number, (answer: boolean | PageAdmission) => void>();
  channel.onMessage((message) => {
    if (message.type === 'beacon:answer') waiting.get(message.id)?.(message.answer);
  });
  const ask = <T extends boolean | PageAdmission>(question: LedgerMessage, fallback: () => T | Promise<T>) =>
    new Promise<T>((resolve) => {
      const timer = setTimeout(() => void Promise.resolve(fallback()).then(finish), ANSWER_TIMEOUT_MS);
      function finish(answer: boolean | PageAdmission) {
        clearTimeout(timer);
        waiting.delete(question.id);
        resolve(answer as T);
      }
      waiting.set(question.id, finish);
      channel.send(question);
    });
  return {
    visitor: (key) => ask({ type: 'beacon:visitor', id: nextId++, key }, () => alone.visitor(key)),
    page: (page, events, keys) =>
      ask({ type: 'beacon:page', id: nextId++, page, events, keys: [...keys] }, () => alone.page(page, events, keys)),
  };
}
