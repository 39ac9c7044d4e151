#!/usr/bin/env node
// @ts-check
/**
 * `npm run override -w <remote>`: a team's local build of its remote, seen inside the site (server
 * rendered and hydrated) by the developer's browser alone. It builds a new version of the remote
 * (`deploy.mjs build`: nothing deployed changes), serves the remote's dist/ on a local port with
 * the static host every remote uses, and prints a link to the site that sets a short-lived signed
 * cookie naming the part and that version's manifest (@shared-data/hosting's override-token.cjs).
 * It serves until stopped (Ctrl-C). See docs/operations.md, "Overrides: a local build in the site".
 *
 * Options: --port <n> (default: the remote's port + 1000), --hours <h> (default 4, at most 12),
 *   --site <origin> (SITE_ORIGIN; default the local shell), --page </path> (default the build's
 *   first page), --version <v> (serve a stored version instead of building), --dist <folder>
 *   (serve the versions of another folder), --origin <origin> (the build's origin as the site's
 *   server and the browser reach it; default http://localhost:<port>).
 * Environment: SHELL_OVERRIDE_SECRET (the site's override secret; outside production a public
 *   development secret is used when unset), SHELL_OVERRIDE_ORIGINS (what the site allows), HOST.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import partsModule from '@shared-data/parts';
import { createStaticHost } from '@shared-data/hosting/static-files';
import pointer from '@shared-data/hosting/pointer';
import tokens from '@shared-data/hosting/override-token';

const { ROOT, originOf } = partsModule;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    port: { type: 'string' },
    hours: { type: 'string' },
    site: { type: 'string' },
    page: { type: 'string' },
    version: { type: 'string' },
    dist: { type: 'string' },
    origin: { type: 'string' },
  },
});
const parts = partsModule.loadParts();
const part = values.part ? parts.remotes[values.part] : undefined;
if (!part) fail(`--part must name a remote in shared-data/parts.json (${Object.keys(parts.remotes).join(', ')})`);
const name = /** @type {string} */ (values.part);
const partDir = path.join(ROOT, part.dir);

const found = tokens.overrideSecret(process.env);
if (!found) fail('Set SHELL_OVERRIDE_SECRET to the site’s override secret (ask whoever runs the site).');
if ('error' in found) fail(found.error);
if (found.development)
  console.log('  (signing with the public development secret: only a server outside production accepts it)');

const hours = Number(values.hours ?? tokens.DEFAULT_HOURS);
if (!(hours > 0 && hours <= tokens.MAX_HOURS)) fail(`--hours must be more than 0 and at most ${tokens.MAX_HOURS}`);
const port = Number(values.port ?? part.port + 1000);
const taken = [parts.shell, ...Object.values(parts.remotes)].map((each) => each.port);
if (!Number.isInteger(port) || port <= 0 || taken.includes(port))
  fail(`--port must be a free port other than the site's own (${taken.join(', ')})`);
const dist = values.dist ? path.resolve(values.dist) : path.join(partDir, 'dist');

/** Builds a new version into dist/v/ (nothing served changes) and returns it. */
function build() {
  const deploy = path.join(ROOT, 'shared-data', 'tooling', 'deploy', 'deploy.mjs');
  const result = spawnSync(process.execPath, [deploy, 'build', '--part', name], {
    cwd: partDir,
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout ?? '');
  const version = /Built version ([0-9a-f]{16})/.exec(result.stdout ?? '')?.[1];
  if (result.status !== 0 || !version) fail('The build failed: nothing to override with.');
  return version;
}

const version = values.version ?? build();
if (!pointer.versionExists(dist, version)) fail(`${dist} has no version ${version}`);

/** The build's first page without parameters, else the home page. */
function firstPage() {
  try {
    const routes = JSON.parse(fs.readFileSync(path.join(pointer.versionDir(dist, version), 'routes.json'), 'utf8'));
    return (
      routes
        .map((/** @type {{ path: string }} */ route) => route.path)
        .find((/** @type {string} */ p) => !p.includes(':')) ?? '/'
    );
  } catch {
    return '/';
  }
}

const origin = values.origin ?? `http://localhost:${port}`;
const url = `${origin}/${pointer.VERSIONS_DIR}/${version}/mf-manifest.json`;
if (!tokens.originAllowed(new URL(url), tokens.allowedOrigins(process.env.SHELL_OVERRIDE_ORIGINS)))
  console.warn(
    `  ${origin} is not in the allowed origins (SHELL_OVERRIDE_ORIGINS): a site with the defaults ignores it`,
  );

const app = await createStaticHost({ root: dist, cors: true });
await app.listen({ port, host: process.env.HOST ?? 'localhost' });
const token = tokens.signOverride({ part: name, url, hours }, found.secret);
const site = values.site ?? process.env.SITE_ORIGIN ?? originOf('shell');
const link = new URL('/_override', site);
link.searchParams.set('token', token);
link.searchParams.set('to', values.page ?? firstPage());
const until = new Date(Date.now() + hours * 3_600_000).toISOString().slice(11, 16);
console.log(`✓ ${name} ${version} is served on ${origin} (Ctrl-C stops it)`);
console.log(`  Open this link to see it in the site, in that browser only, until ${until} UTC:`);
console.log(`override link: ${link.href}`);
console.log('  Every page then shows a badge with a link that ends the override.');

const stop = () => app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
