/**
 * @jest-environment node
 */
import canaryWatch from './canary-watch.cjs';

type Verdict = 'pass' | 'fail' | 'inconclusive' | 'unreachable';

/** A watch over verdicts given in turn, on a clock that moves only when the watch sleeps. */
function watch(verdicts: Verdict[], { served = (): boolean => true, maxWaitMs = 60_000 } = {}) {
  let clock = 0;
  const sleeps: number[] = [];
  const lines: string[] = [];
  let judged = 0;
  const result = canaryWatch.watchCanary({
    judge: async () => {
      const verdict = verdicts[Math.min(judged, verdicts.length - 1)] as Verdict;
      judged++;
      return { verdict, summary: `figures ${judged}` };
    },
    stillCanary: served,
    intervalMs: 10_000,
    maxWaitMs,
    log: (line) => lines.push(line),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
  });
  return { result, sleeps, lines, judged: () => judged };
}

test('a canary that crosses the margin after some traffic is decided worse at that check, after waiting between checks', async () => {
  const run = watch(['inconclusive', 'inconclusive', 'fail', 'pass']);
  await expect(run.result).resolves.toEqual({ verdict: 'fail', summary: 'figures 3', checks: 3 });
  expect(run.sleeps).toEqual([10_000, 10_000]);
  expect(run.lines[0]).toContain('figures 1');
  expect(run.lines[0]).toContain('check 1: not decided; next check in 10 s');
});

test('a healthy canary ends the watch with pass once it has the traffic to be judged', async () => {
  const run = watch(['inconclusive', 'pass']);
  await expect(run.result).resolves.toMatchObject({ verdict: 'pass', checks: 2 });
});

test('unreadable metrics are tried again, not taken for a verdict', async () => {
  const run = watch(['unreachable', 'fail']);
  await expect(run.result).resolves.toMatchObject({ verdict: 'fail', checks: 2 });
});

test('an undecided canary ends the watch after the longest wait, with its last figures', async () => {
  const run = watch(['inconclusive'], { maxWaitMs: 35_000 });
  await expect(run.result).resolves.toEqual({ verdict: 'inconclusive', summary: 'figures 4', checks: 4 });
  expect(run.sleeps).toEqual([10_000, 10_000, 10_000]);
});

test('a canary promoted or rolled back by someone else ends the watch without judging it again', async () => {
  let served = true;
  const run = watch(['inconclusive'], { served: () => served });
  await Promise.resolve();
  served = false;
  await expect(run.result).resolves.toMatchObject({ verdict: 'gone' });
  expect(run.judged()).toBe(1);
});
