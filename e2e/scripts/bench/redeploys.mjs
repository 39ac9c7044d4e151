// A team deploying all day: one remote redeployed many times under steady load, through the real
// deploy command (`deploy.mjs deploy --from <folder>`: a build made elsewhere, as CI would hand
// over), against a shell server of its own. Prints the shell's memory (primary and workers) before
// and after, the failed requests, the longest time from a switch to the first page rendered with
// the new version, and the time from `rollback` to the first page with the old version.
// Memory is read before and after (which depends on where in its recycling cycle each worker ended,
// and on garbage V8 has not yet collected), and sampled twice a second during the first and the
// last quarter of the deploys: their medians, and their highest readings (a moment with a fresh
// worker beside the one it replaces). A server that keeps something per deploy reads higher in
// the last quarter. The goal is judged on the medians.
// The remote's pointer is put back byte for byte and the bench's versions removed afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { verdict } from './format.mjs';
import { BENCH_ROUTES } from './routes.mjs';

const GOALS = { growthMb: 20, switchS: 3, rollbackS: 5 };

/** Resident memory of a process and its children (the shell's primary and its workers), in MB. */
function treeRssMb(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let kb = 0;
  const visit = (id) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return kb / 1024;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `page` is rendered with `version` of the remote; returns the seconds it took. */
async function secondsUntilServed(origin, page, version, started) {
  for (;;) {
    const html = await (await fetch(`${origin}${page}`, { headers: { cookie: 'user_location=GLOBAL' } })).text();
    if (html.includes(`/v/${version}/`)) return (performance.now() - started) / 1000;
    if (performance.now() - started > 30_000) throw new Error(`Version ${version} not served after 30 s`);
    await sleep(50);
  }
}

/**
 * @param {{ root: string, remote: { name: string, dir: string }, origin: string, shellPid: number, deploys: number }} options
 */
export async function benchRedeploys({ root, remote, origin, shellPid, deploys }) {
  /** The remote's top-bar page (its routes.json), loaded throughout. */
  const page = BENCH_ROUTES.pageOf(remote.name, { slug: false });
  const dist = path.join(root, remote.dir, 'dist');
  const pointerFile = path.join(dist, 'current.json');
  const pointerBefore = fs.readFileSync(pointerFile, 'utf8');
  const original = JSON.parse(pointerBefore).current;
  const deployTool = path.join(root, 'shared-data', 'tooling', 'deploy', 'deploy.mjs');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-redeploys-'));
  const created = [];
  const deploy = (...args) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [deployTool, ...args, '--part', remote.name], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`deploy.mjs ${args.join(' ')} failed: ${result.stderr}`);
    return started;
  };

  // Warm up: every remote's container loaded, JIT warm; then memory settles.
  await autocannon({ url: `${origin}${page}`, connections: 10, duration: 3 });
  await sleep(2000);
  const before = treeRssMb(shellPid);
  const load = autocannon({
    url: `${origin}${page}`,
    connections: 10,
    duration: 3600,
    headers: { cookie: 'user_location=GLOBAL', 'accept-encoding': 'br' },
  });
  let slowest = 0;
  const started = performance.now();
  const samples = { first: [], last: [] };
  let quarter = 'first';
  const sampler = setInterval(() => {
    if (quarter) samples[quarter].push(treeRssMb(shellPid));
  }, 500);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const highest = (values) => Math.max(0, ...values);
  try {
    for (let deployNumber = 1; deployNumber <= deploys; deployNumber++) {
      // A new build: the current one with its server entry changed (a new version to evaluate).
      quarter = deployNumber <= deploys / 4 ? 'first' : deployNumber > (deploys * 3) / 4 ? 'last' : null;
      const build = path.join(work, `build-${deployNumber}`);
      fs.cpSync(path.join(dist, 'v', original), build, {
        recursive: true,
        filter: (file) => !/\.(map|gz|br)$/.test(file),
      });
      fs.appendFileSync(path.join(build, 'server', 'remoteEntry.js'), `\n/* bench deploy ${deployNumber} */\n`);
      const switched = deploy('deploy', '--from', build);
      const version = JSON.parse(fs.readFileSync(pointerFile, 'utf8')).current;
      created.push(version);
      fs.rmSync(build, { recursive: true, force: true });
      slowest = Math.max(slowest, await secondsUntilServed(origin, page, version, switched));
    }
    clearInterval(sampler);
    const typicalGrowth = median(samples.last) - median(samples.first);
    const rolledBack = deploy('rollback');
    const rollbackS = await secondsUntilServed(origin, page, created.at(-2) ?? original, rolledBack);
    load.stop();
    const result = await load;
    await sleep(5000);
    const after = treeRssMb(shellPid);
    const failed = result.errors + result.timeouts + result.non2xx;
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    console.log(
      `\n${deploys} deploys of ${remote.name} in ${minutes} min under load (autocannon, 10 connections on ${page}): ${result.requests.total} requests`,
    );
    console.table([
      {
        'memory before MB': before.toFixed(0),
        'memory after MB': after.toFixed(0),
        'growth MB': (after - before).toFixed(1),
        'median MB, first → last quarter': `${median(samples.first).toFixed(0)} → ${median(samples.last).toFixed(0)}`,
        'highest MB, first → last quarter': `${highest(samples.first).toFixed(0)} → ${highest(samples.last).toFixed(0)}`,
        'failed requests': failed,
        'errors / timeouts / non-2xx': `${result.errors} / ${result.timeouts} / ${result.non2xx}`,
        'slowest switch s': slowest.toFixed(2),
        'rollback s': rollbackS.toFixed(2),
      },
    ]);
    console.log(
      `Memory (median), last quarter of ${deploys} deploys against the first: ${typicalGrowth >= 0 ? '+' : ''}${typicalGrowth.toFixed(1)} MB (goal: ≤ ${GOALS.growthMb} MB: ${verdict(typicalGrowth <= GOALS.growthMb)}); ` +
        `failed requests: ${failed} (goal: 0: ${verdict(failed === 0)}); ` +
        `every switch served within ${slowest.toFixed(2)} s (goal: ≤ ${GOALS.switchS} s: ${verdict(slowest <= GOALS.switchS)}); ` +
        `rollback to the first page with the old version: ${rollbackS.toFixed(2)} s (goal: < ${GOALS.rollbackS} s: ${verdict(rollbackS < GOALS.rollbackS)})`,
    );
  } finally {
    clearInterval(sampler);
    load.stop();
    fs.writeFileSync(pointerFile, pointerBefore);
    for (const version of created) fs.rmSync(path.join(dist, 'v', version), { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}
