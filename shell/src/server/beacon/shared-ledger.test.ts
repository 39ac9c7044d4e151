/**
 * @jest-environment node
 */
import { BeaconLedger } from './beacon-ledger';
import { answerQuestion, ledgerClient, type LedgerChannel, type LedgerMessage } from './shared-ledger';

/** A worker's end of the channel to a primary keeping `ledger` (as cluster's IPC, asynchronous). */
function workerOf(ledger: BeaconLedger, alone = new BeaconLedger(1000, 60_000)) {
  const listeners: ((message: LedgerMessage) => void)[] = [];
  const channel: LedgerChannel = {
    send: (question) =>
      setImmediate(() => answerQuestion(ledger, question, (answer) => listeners.forEach((listen) => listen(answer)))),
    onMessage: (listener) => listeners.push(listener),
  };
  return ledgerClient(channel, alone);
}

test("one visitor's rate is one for the whole server, whichever worker its beacons reach", async () => {
  const primary = new BeaconLedger(3, 60_000);
  const [first, second] = [workerOf(primary), workerOf(primary)];
  const answers = [];
  for (const worker of [first, second, first, second, second]) answers.push(await worker.visitor('192.0.2.1'));
  expect(answers).toEqual([true, true, true, false, false]);
  expect(await first.visitor('192.0.2.2')).toBe(true);
});

test("a page view's allowance and its first reports are the same on every worker", async () => {
  const primary = new BeaconLedger(60, 60_000);
  const [first, second] = [workerOf(primary), workerOf(primary)];
  expect(await first.page('page-1', 10, ['error learn v2'])).toEqual({ ok: true, fresh: [true] });
  expect(await second.page('page-1', 10, ['error learn v2'])).toEqual({ ok: true, fresh: [false] });
  expect((await second.page('page-1', 1, ['INP learn v2'])).ok).toBe(false);
});

test('a worker whose primary does not answer decides alone, after a second', async () => {
  jest.useFakeTimers();
  try {
    const silent = ledgerClient({ send: () => undefined, onMessage: () => undefined }, new BeaconLedger(1, 60_000));
    const answers = [silent.visitor('192.0.2.1'), silent.visitor('192.0.2.1')];
    jest.advanceTimersByTime(1000);
    expect(await Promise.all(answers)).toEqual([true, false]);
  } finally {
    jest.useRealTimers();
  }
});
