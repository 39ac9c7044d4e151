/**
 * @jest-environment node
 *
 * The bench's verdict on issue 43's ratio (TBT with scripts over TBT with scripts blocked): met or
 * not met only when the runs place the whole 90 % interval on one side of the goal, "cannot tell"
 * otherwise. The module is an ES module, as the bench loads it: it runs in a Node process of its own.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@jest/globals';
import path from 'node:path';

type Reading = { ratio: number; low: number; high: number; verdict: string };

const MODULE = path.join(__dirname, 'ratio.mjs');

function medianRatio(scripted: number[], blocked: number[], goal = 1.25): Reading {
  const source = `import(${JSON.stringify(MODULE)}).then(({ medianRatio }) => process.stdout.write(JSON.stringify(medianRatio(${JSON.stringify(scripted)}, ${JSON.stringify(blocked)}, ${goal}))))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' }));
}

test('runs that agree settle the ratio either way', () => {
  const under = medianRatio([20, 22, 23, 24, 25], [29, 30, 31, 33, 35]);
  expect(under.verdict).toBe('met');
  expect(under.ratio).toBeCloseTo(23 / 31);
  expect(under.high).toBeLessThanOrEqual(1.25);

  const over = medianRatio([120, 125, 130, 135, 140], [40, 42, 45, 48, 50]);
  expect(over.verdict).toBe('NOT met');
  expect(over.ratio).toBeCloseTo(130 / 45);
  expect(over.low).toBeGreaterThan(1.25);
});

test('runs that range tenfold cannot tell, whichever side their medians fall', () => {
  // The medians' ratio reads 4.18 here, and 0.8 in the second: either verdict would be the noise's.
  const high = medianRatio([9, 60, 117, 150, 211], [11, 20, 28, 40, 45]);
  expect(high.ratio).toBeGreaterThan(4);
  expect(high.verdict).toBe('cannot tell');
  expect(high.low).toBeLessThanOrEqual(1.25);

  const low = medianRatio([5, 20, 40, 160, 230], [2, 30, 50, 70, 240]);
  expect(low.ratio).toBeCloseTo(0.8);
  expect(low.verdict).toBe('cannot tell');
  expect(low.high).toBeGreaterThan(1.25);
});

test('under 1 ms blocked, the scripts must stay under the goal in milliseconds', () => {
  expect(medianRatio([0, 0, 1, 0, 0], [0, 0, 0, 0, 0]).verdict).toBe('met');
  expect(medianRatio([3, 4, 5, 4, 3], [0, 0, 0, 0, 0]).verdict).toBe('NOT met');
});

test('the same runs always print the same interval', () => {
  const runs: [number[], number[]] = [
    [36, 80, 96, 99, 100],
    [16, 40, 64, 90, 105],
  ];
  expect(medianRatio(...runs)).toEqual(medianRatio(...runs));
});
