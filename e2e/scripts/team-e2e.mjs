#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:e2e -w <part>`: one team's end-to-end tests against the composed site, without
 * building everything. Builds the part it is run from (a remote is deployed locally as a new
 * version, the shell built in place), composes it with the other parts' existing builds (a part
 * never built here is built once, and says so), then runs the tests that part owns: a remote's
 * specs in its folder (mfe-<part>/e2e/), the shell's listed in tests/support/owners.ts, and the
 * route sweeps' tests of the routes it renders.
 * Extra arguments go to Playwright: `npm run test:e2e -w mfe-catalog -- --grep "course page"`.
 * `--no-build` skips building the part (its current build is tested).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readPointer } from '@shared-data/hosting/pointer';
import PARTS from '@shared-data/parts';

const { PARTS: ALL, ROOT, distOf } = PARTS;
const E2E = path.resolve(import.meta.dirname, '..');

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');
const dir = path.basename(process.cwd());
const part = ALL.find((candidate) => candidate.dir === dir || candidate.name === dir);
if (!part) {
  console.error(
    `Run this from a part's folder (npm run test:e2e -w <part>): "${dir}" is not in shared-data/parts.json.`,
  );
  process.exit(2);
}

/** @param {{ name: string, dir: string }} which */
const isShell = (which) => which.name === 'shell';
/** @param {{ name: string, dir: string }} which */
function isBuilt(which) {
  if (isShell(which)) return fs.existsSync(path.join(distOf(which), 'server', 'main.js'));
  try {
    return readPointer(distOf(which)) !== null;
  } catch {
    return false;
  }
}
/** @param {{ name: string, dir: string }} which */
function build(which) {
  const script = isShell(which) ? 'build' : 'deploy';
  const started = Date.now();
  const result = spawnSync('npm', ['run', script, '-w', which.dir], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${which.dir}: npm run ${script} failed; nothing was tested.`);
    process.exit(result.status ?? 1);
  }
  console.log(`${which.dir}: ${script} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (!noBuild) build(part);
for (const other of ALL) {
  if (other === part || isBuilt(other)) continue;
  console.log(`${other.dir} has no build here yet: building it once (its team's later deploys replace it).`);
  build(other);
}

const run = (command, commandArgs, env = process.env) =>
  spawnSync(command, commandArgs, { cwd: E2E, stdio: 'inherit', env }).status ?? 1;
const packages = run(process.execPath, ['scripts/ensure-system-packages.mjs']);
if (packages !== 0) process.exit(packages);
process.exit(
  run(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...playwrightArgs], {
    ...process.env,
    E2E_TEAM: part.name,
  }),
);
