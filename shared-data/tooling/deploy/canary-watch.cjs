// @ts-check
/**
 * `promote --auto`: a canary watched until its numbers decide it, in the manner of Flagger's and
 * Argo Rollouts' analysis runs. Every interval the gate judges it (canary-gate.mjs); while it is
 * not judged yet (too few page views) or the metrics cannot be read, the watch waits and tries
 * again; a worse canary ends the watch with 'fail' (the caller rolls it back), a healthy one with
 * 'pass' (the caller promotes it). A canary that someone else promoted or rolled back ends it with
 * 'gone'; one still undecided after maxWaitMs with its last verdict.
 */

/**
 * @typedef {'pass' | 'fail' | 'inconclusive' | 'unreachable'} Verdict
 * @typedef {{ verdict: Verdict, summary: string }} Judgement
 * @typedef {{
 *   judge: () => Promise<Judgement>,
 *   stillCanary: () => boolean,
 *   intervalMs: number,
 *   maxWaitMs: number,
 *   log?: (line: string) => void,
 *   sleep?: (ms: number) => Promise<void>,
 *   now?: () => number,
 * }} WatchOptions
 */

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {WatchOptions} options
 * @returns {Promise<{ verdict: Verdict | 'gone', summary: string, checks: number }>}
 */
async function watchCanary({
  judge,
  stillCanary,
  intervalMs,
  maxWaitMs,
  log = console.log,
  sleep = wait,
  now = Date.now,
}) {
  const deadline = now() + maxWaitMs;
  /** @type {Judgement} */
  let last = { verdict: 'inconclusive', summary: '' };
  for (let checks = 1; ; checks++) {
    if (!stillCanary())
      return { verdict: 'gone', summary: 'The canary is no longer served (promoted or rolled back).', checks };
    last = await judge();
    if (last.verdict === 'pass' || last.verdict === 'fail') return { ...last, checks };
    if (now() + intervalMs > deadline) return { ...last, checks };
    log(`${last.summary}\n  check ${checks}: not decided; next check in ${Math.round(intervalMs / 1000)} s`);
    await sleep(intervalMs);
  }
}

module.exports = { watchCanary };
