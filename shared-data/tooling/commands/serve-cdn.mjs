#!/usr/bin/env node
// @ts-check
/**
 * `npm run serve:cdn` (after `npm run build`): the site behind nginx as its CDN (cdn.mjs). The
 * remotes on their ports (3001-3004), two shell servers on 3110 and 3111 (metrics on 9465 and
 * 9466), and the CDN on http://localhost:3100, with each remote's files through it on 3101-3104.
 * Stops all on SIGINT or SIGTERM.
 */
import partsModule from '@shared-data/parts';
import processes from './processes.cjs';
import { startSiteBehindCdn } from './cdn.mjs';

const { REMOTE_PARTS, manifestUrlOf } = partsModule;
const { startPart, waitForUrl } = processes;

const remotes = REMOTE_PARTS.map((part) => startPart(part));
await Promise.all(REMOTE_PARTS.map((part) => waitForUrl(manifestUrlOf(part.name))));
const site = await startSiteBehindCdn({
  port: 3100,
  shellPorts: [3110, 3111],
  remotePorts: Object.fromEntries(REMOTE_PARTS.map((part, index) => [part.name, 3101 + index])),
  metricsPorts: [9465, 9466],
  stdio: 'inherit',
});
console.log(`The site through nginx: ${site.origin} (shell servers on 3110 and 3111; nginx's files in ${site.folder})`);
const stop = async () => {
  await Promise.all([site.stop(), ...remotes.map((remote) => remote.stop())]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
