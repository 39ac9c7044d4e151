#!/usr/bin/env node
// @ts-check
/**
 * A remote team's deploy, rollback and canary, run from the remote's folder through its npm
 * scripts (`npm run deploy -w mfe-catalog`). Builds land as immutable versions in dist/v/<hash>/;
 * only dist/current.json changes on a switch (see versions.cjs). The shell's server and new browser
 * loads pick a switch up within the server's polling interval, with no restart.
 *
 *   build                        build into a new version; nothing served changes
 *   deploy [--canary N]          build, then make it current (or serve it to N % of visitors)
 *   deploy --from <folder> [--canary N]   land a build made elsewhere (a CI artifact), then switch
 *   promote [--force] [--auto]   make the canary current, if its figures say it is healthy
 *                                (canary-gate.mjs); --force skips the analysis; --auto watches it
 *                                (canary-watch.cjs) until they decide: promoted when healthy,
 *                                rolled back by itself when worse
 *   rollback                     drop the canary, or go back to the previous version (no build)
 *   activate <version>           make a stored version current
 *   versions                     list the stored versions, their ages and what is served
 *   keygen [--rotate | --end-rotation]   create the part's deploy key (see signing-keys.cjs),
 *                                rotate it (the old public key stays accepted), or end a rotation
 *
 * Every pointer written is signed with the part's deploy key, and every version lists the SHA-384
 * of its files: the shell's server runs nothing it cannot verify.
 * Options: --part <remote> (required), --keep <n> and --keep-hours <h> for the retention rule
 * (environment: DEPLOY_KEEP_VERSIONS, DEPLOY_KEEP_HOURS; defaults 5 and 24); for promote,
 * --metrics-url (CANARY_METRICS_URL) and --min-views (CANARY_MIN_VIEWS); with --auto, --interval <s>
 * between checks (CANARY_CHECK_INTERVAL_S; 30) and --max-wait <min> (CANARY_MAX_WAIT_MIN; 60).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import partsModule from '@shared-data/parts';
import { parseArgs } from 'node:util';
import versions from './versions.cjs';
import signingKeys from './signing-keys.cjs';
import { judgeCanary } from './canary-gate.mjs';
import canaryWatch from './canary-watch.cjs';

const require = createRequire(import.meta.url);
const { ROOT } = partsModule;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** @param {number} ms */
function age(ms) {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
}

/** @param {string | undefined} value @param {string} what */
function wholeNumber(value, what) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) fail(`${what} must be a whole number, got "${value}"`);
  return number;
}

/**
 * Builds the remote into a fresh folder and lands it as a version.
 * @param {string} dir the remote's folder
 * @param {string} dist
 */
function buildVersion(dir, dist) {
  const buildDir = emptyBuildDir(dist);
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const started = Date.now();
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production', '--env', `outputPath=${buildDir}`], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    fs.rmSync(buildDir, { recursive: true, force: true });
    const current = safePointer(dist)?.current;
    fail(`The build failed: nothing was deployed${current ? `; ${current} is still current` : ''}.`);
  }
  const version = versions.publish(dist, buildDir);
  console.log(`Built version ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return version;
}

/**
 * Where this deploy puts a build before it lands: beside dist/v/ (so landing is one rename), its own.
 * @param {string} dist
 */
function emptyBuildDir(dist) {
  const buildDir = path.join(dist, `.build-${process.pid}`);
  fs.rmSync(buildDir, { recursive: true, force: true });
  return buildDir;
}

/** @param {string} dist */
function safePointer(dist) {
  try {
    return versions.readPointer(dist);
  } catch {
    return null;
  }
}

/** @param {string} name @param {import('./versions.cjs').Pointer} pointer */
function describe(name, pointer) {
  const canary = pointer.canary ? `; canary ${pointer.canary.version} for ${pointer.canary.percent} % of visitors` : '';
  return `${name}: current ${pointer.current}${canary}`;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      part: { type: 'string' },
      canary: { type: 'string' },
      from: { type: 'string' },
      keep: { type: 'string' },
      'keep-hours': { type: 'string' },
      rotate: { type: 'boolean' },
      'end-rotation': { type: 'boolean' },
      force: { type: 'boolean' },
      auto: { type: 'boolean' },
      'metrics-url': { type: 'string' },
      'min-views': { type: 'string' },
      interval: { type: 'string' },
      'max-wait': { type: 'string' },
    },
    allowPositionals: true,
  });
  const [command, argument] = positionals;
  const parts = partsModule.loadParts();
  const part = values.part ? parts.remotes[values.part] : undefined;
  if (!part) fail(`--part must name a remote in shared-data/parts.json (${Object.keys(parts.remotes).join(', ')})`);
  const name = /** @type {string} */ (values.part);
  const dir = path.join(ROOT, part.dir);
  const dist = path.join(dir, 'dist');
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  // Checked before anything is built or written.
  if (canary !== undefined) versions.checkCanaryPercent(canary);
  const retention = {
    keep: wholeNumber(values.keep ?? process.env.DEPLOY_KEEP_VERSIONS, '--keep') ?? versions.KEEP_VERSIONS,
    keepForMs: (wholeNumber(values['keep-hours'] ?? process.env.DEPLOY_KEEP_HOURS, '--keep-hours') ?? 24) * 3_600_000,
  };
  const started = Date.now();
  // Read before anything is built: a deploy without its key changes nothing.
  const signer = ['build', 'versions', 'keygen', undefined].includes(command) ? null : signingKeys.signerOf(name);
  const sign = () => /** @type {import('./signing-keys.cjs').Signer} */ (signer);
  const switched = (/** @type {import('./versions.cjs').Pointer} */ pointer) => {
    const removed = versions.prune(dist, sign(), retention);
    console.log(`✓ ${describe(name, pointer)} (switched in ${Date.now() - started} ms)`);
    if (removed.length) console.log(`  removed by retention: ${removed.join(', ')}`);
  };

  switch (command) {
    case 'build': {
      buildVersion(dir, dist);
      const pointer = safePointer(dist);
      if (pointer) console.log(`  not served yet: ${describe(name, pointer)}`);
      return;
    }
    case 'deploy': {
      const version = values.from
        ? versions.publish(dist, copyToDist(path.resolve(values.from), dist))
        : buildVersion(dir, dist);
      const pointer =
        canary === undefined
          ? versions.activate(dist, version, sign())
          : versions.startCanary(dist, version, canary, sign());
      return switched(pointer);
    }
    case 'promote': {
      const pointer = safePointer(dist);
      if (pointer?.canary && !values.force) {
        const { current, canary: watched } = pointer;
        const minViews = wholeNumber(values['min-views'] ?? process.env.CANARY_MIN_VIEWS, '--min-views');
        const judge = () =>
          judgeCanary({ part: name, stable: current, canary: watched.version, url: values['metrics-url'], minViews });
        const interval = wholeNumber(values.interval ?? process.env.CANARY_CHECK_INTERVAL_S, '--interval') ?? 30;
        const maxWait = wholeNumber(values['max-wait'] ?? process.env.CANARY_MAX_WAIT_MIN, '--max-wait') ?? 60;
        const judged = values.auto
          ? await canaryWatch.watchCanary({
              judge,
              stillCanary: () => safePointer(dist)?.canary?.version === watched.version,
              intervalMs: Math.max(interval, 1) * 1000,
              maxWaitMs: maxWait * 60_000,
            })
          : await judge();
        console.log(judged.summary);
        if (judged.verdict === 'gone')
          fail(`${watched.version} is no longer a canary of ${name}: nothing was changed.`);
        if (judged.verdict === 'fail' && values.auto) {
          const { pointer: after, from, to } = versions.rollback(dist, sign());
          console.log(`Rolled back ${from} → ${to}: the canary of ${name} was worse than ${to}`);
          switched(after);
          process.exit(1);
        }
        if (judged.verdict !== 'pass') {
          fail(
            `Not promoted: ${pointer.canary.version} stays a canary for ${pointer.canary.percent} % (` +
              (judged.verdict === 'fail'
                ? 'it is worse than the current version'
                : `not judged yet${values.auto ? ` after ${maxWait} min` : ''}`) +
              '). `-- --force` promotes anyway; `-- --auto` rolls a worse canary back.',
          );
        }
      }
      return switched(versions.promote(dist, sign()));
    }
    case 'rollback': {
      const { pointer, from, to } = versions.rollback(dist, sign());
      console.log(`Rolled back ${from} → ${to}`);
      return switched(pointer);
    }
    case 'activate':
      if (!argument) fail('activate needs a version (see `versions`)');
      return switched(versions.activate(dist, /** @type {string} */ (argument), sign()));
    case 'keygen': {
      const keys = values['end-rotation']
        ? signingKeys.endRotation(name)
        : signingKeys.createKey(name, { rotate: values.rotate === true });
      console.log(`✓ ${name}'s deploy key is in ${signingKeys.keyFolder(name)} (keep it out of git).`);
      console.log(`  Public keys to list for "${name}" in the shell's remotes.json ("keys"):`);
      for (const key of keys) console.log(`    ${key}`);
      if (keys.length > 1) console.log('  Both are accepted until `keygen -- --end-rotation`.');
      return;
    }
    case 'versions': {
      const pointer = safePointer(dist);
      const now = Date.now();
      for (const stored of versions.listVersions(dist)) {
        const role =
          stored.version === pointer?.current
            ? 'current'
            : stored.version === pointer?.canary?.version
              ? `canary ${pointer.canary.percent} %`
              : pointer?.previous.includes(stored.version)
                ? 'previous'
                : '';
        console.log(`${stored.version}  ${age(now - stored.builtAt).padStart(8)} old  ${role}`);
      }
      if (!pointer) console.log(`${name}: nothing deployed yet`);
      return;
    }
    default:
      fail('Usage: deploy.mjs <build|deploy|promote|rollback|activate|versions|keygen> --part <remote> [--canary N]');
  }
}

/**
 * A build made elsewhere, copied beside the versions so it lands with one rename.
 * @param {string} folder
 * @param {string} dist
 */
function copyToDist(folder, dist) {
  if (!fs.existsSync(folder)) fail(`${folder} does not exist`);
  const copy = emptyBuildDir(dist);
  fs.cpSync(folder, copy, { recursive: true });
  fs.rmSync(path.join(copy, 'version.json'), { force: true });
  return copy;
}

try {
  await main();
} catch (error) {
  if (error instanceof versions.DeployError) fail(`${error.message}. Nothing was changed.`);
  throw error;
}
