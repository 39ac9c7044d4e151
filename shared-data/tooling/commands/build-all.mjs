#!/usr/bin/env node
// @ts-check
/**
 * `npm run build` at the top: every part of shared-data/parts.json built for production, two at a
 * time (the machines have two cores). Each remote is deployed locally (built into a new version
 * and made current, as `npm run deploy -w <remote>` does); the shell is built in place. Stops at
 * the first part that fails, saying which. `--list` prints the plan instead.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import partsModule from '@shared-data/parts';
import signingKeys from '../deploy/signing-keys.cjs';

const { ROOT } = partsModule;
const parts = partsModule.loadParts();

/** @type {{ dir: string, script: string }[]} */
const jobs = [
  ...Object.values(parts.remotes).map((part) => ({ dir: part.dir, script: 'deploy' })),
  { dir: parts.shell.dir, script: 'build' },
];
if (process.argv.includes('--list')) {
  // What would be built, in order, and nothing else (a tool or test reads the plan).
  for (const job of jobs) console.log(`${job.dir}: npm run ${job.script}`);
  process.exit(0);
}
// A machine's first build: each remote gets a local deploy key (the shell's build lists the public
// keys in remotes.json). Production keys are made once with `npm run keygen -w <remote>`.
for (const name of Object.keys(parts.remotes)) {
  if (!signingKeys.hasKey(name)) {
    signingKeys.createKey(name);
    console.log(`${name}: created a local deploy key in ${signingKeys.keyFolder(name)}`);
  }
}
const parallel = Math.max(1, Math.min(Number(process.env.BUILD_PARALLEL ?? 2), os.availableParallelism()));

/** @param {{ dir: string, script: string }} job */
function run(job) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', job.script, '-w', job.dir], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`${job.dir}: ${job.script} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve(undefined);
      } else reject(new Error(`${job.dir}: npm run ${job.script} failed (exit code ${code})`));
    });
  });
}

const started = Date.now();
const queue = [...jobs];
try {
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await run(job);
    }),
  );
  console.log(`All ${jobs.length} parts built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  queue.length = 0;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
