// How far a bench's few runs can place the ratio of two medians (TBT with scripts over TBT with
// scripts blocked, issue 43): a percentile bootstrap. Each resample draws as many runs of each kind
// as were taken, with replacement, and takes the ratio of their medians; the 5th and 95th
// percentiles of those ratios are the interval. Its verdict, as a canary's (canary-analysis.cjs):
// met when the whole interval is at or under the goal, not met when the whole of it is over, and
// "cannot tell" when it spans the goal: on a machine whose runs of one page range tenfold, five
// runs of each kind cannot settle a ratio, and a median's ratio alone would read the noise as a
// verdict either way. The resamples come from a seeded generator, so the same runs always print
// the same interval.

import { median } from './format.mjs';

const RESAMPLES = 2000;
const LOW = 0.05;
const HIGH = 0.95;

/** Under 1 ms blocked, a ratio says nothing: the scripts' TBT must then be under the goal in ms too. */
const ratioOf = (scripted, blocked) => scripted / Math.max(blocked, 1);

/** A small seeded generator (mulberry32): numbers in [0, 1). */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {number[]} scripted the runs' TBT with scripts
 * @param {number[]} blocked the runs' TBT with every script blocked
 * @param {number} goal the highest ratio that meets the goal
 * @returns {{ ratio: number, low: number, high: number, verdict: 'met' | 'NOT met' | 'cannot tell' }}
 */
export function medianRatio(scripted, blocked, goal) {
  const ratio = ratioOf(median(scripted), median(blocked));
  const random = generator(scripted.length * 7919 + blocked.length);
  const draw = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const ratios = Array.from({ length: RESAMPLES }, () => ratioOf(median(draw(scripted)), median(draw(blocked))));
  ratios.sort((a, b) => a - b);
  const low = ratios[Math.floor(LOW * (RESAMPLES - 1))];
  const high = ratios[Math.ceil(HIGH * (RESAMPLES - 1))];
  const verdict = high <= goal ? 'met' : low > goal ? 'NOT met' : 'cannot tell';
  return { ratio, low, high, verdict };
}
