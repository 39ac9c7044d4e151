// @ts-check
/**
 * The site behind a real cache (README "Past one machine"): nginx as its CDN
 * (shell/deploy/nginx/cdn.conf.template, see cdn-config.mjs) in front of two shell servers and of
 * the remotes' static hosts, run as the current user with everything in a temporary folder.
 * `npm run serve:cdn` (serve-cdn.mjs), the e2e suite (cdn-redeploy.spec.ts) and the bench start it.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import partsModule from '@shared-data/parts';
import signingKeys from '../deploy/signing-keys.cjs';
import processes from './processes.cjs';
import { cacheStatuses, NGINX_PATH, writeCdnConfig } from './cdn-config.mjs';

const { REMOTE_PARTS, SHELL_PART } = partsModule;
const { startPart, waitForUrl } = processes;

/**
 * Resolves once something accepts connections on `port` (an HTTP request would reach the shell
 * servers, which start after nginx, and nginx would count their absence against them).
 * @param {number} port
 */
async function waitForPort(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  const open = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  while (!(await open())) {
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * nginx with the CDN's configuration, in the foreground; `stop` ends it (SIGTERM: fast shutdown).
 * @param {import('./cdn-config.mjs').CdnLayout} layout
 * @param {import('node:child_process').StdioOptions} stdio
 */
export async function startNginx(layout, stdio = 'inherit') {
  const config = writeCdnConfig(layout);
  const errorLog = path.join(layout.folder, 'error.log');
  const child = spawn(NGINX_PATH, ['-p', layout.folder, '-e', errorLog, '-c', config, '-g', 'daemon off;'], { stdio });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForPort(layout.port);
  } catch (error) {
    await stop();
    const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
    throw new Error(`nginx did not start: ${error}\n${log}`);
  }
  return { child, stop };
}

/**
 * @typedef {{
 *   port: number,
 *   shellPorts: number[],
 *   remotePorts: Record<string, number>,
 *   metricsPorts?: number[],
 *   stdio?: import('node:child_process').StdioOptions,
 * }} CdnSiteOptions
 */

/**
 * Shell servers on `shellPorts` reading the remotes through the CDN (their remotes.json names the
 * CDN's port of each remote), and nginx on `port` in front of them. The remotes' static hosts must
 * already run on their own ports.
 * @param {CdnSiteOptions} options
 */
export async function startSiteBehindCdn({ port, shellPorts, remotePorts, metricsPorts, stdio = 'ignore' }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyatra-cdn-'));
  const origin = `http://localhost:${port}`;
  const remotes = REMOTE_PARTS.map((part) => {
    const cdnPort = remotePorts[part.name];
    if (!cdnPort) throw new Error(`no CDN port for the remote ${part.name}`);
    return { name: part.name, port: cdnPort, originPort: part.port };
  });
  const remoteOrigins = Object.fromEntries(remotes.map((remote) => [remote.name, `http://localhost:${remote.port}`]));
  const remotesFile = path.join(folder, 'remotes.json');
  fs.writeFileSync(
    remotesFile,
    JSON.stringify(
      Object.fromEntries(
        remotes.map((remote) => [
          remote.name,
          { manifest: `${remoteOrigins[remote.name]}/mf-manifest.json`, keys: signingKeys.publicKeys(remote.name) },
        ]),
      ),
    ),
  );
  const nginx = await startNginx({ folder, port, shellPorts, remotes }, stdio);
  // One secret for both servers: a page's beacons reach either (ADR 0009).
  const beaconSecret = process.env.BEACON_SECRET ?? crypto.randomBytes(32).toString('hex');
  const shells = shellPorts.map((shellPort, index) => ({
    port: shellPort,
    ...startPart(
      { ...SHELL_PART, port: shellPort },
      {
        // One worker each: two processes in all, on a 2-core machine.
        env: {
          HOST: '127.0.0.1',
          REMOTES_FILE: remotesFile,
          SITE_ORIGIN: origin,
          SHELL_WORKERS: '1',
          METRICS_PORT: String(metricsPorts?.[index] ?? 0),
          // nginx's X-Forwarded-For names the visitor (the beacon limit counts per visitor).
          TRUST_PROXY: '127.0.0.1',
          BEACON_SECRET: beaconSecret,
        },
        stdio,
      },
    ),
  }));
  const stop = async () => {
    await Promise.all([nginx.stop(), ...shells.map((shell) => shell.stop())]);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await Promise.all(shellPorts.map((shellPort) => waitForUrl(`http://127.0.0.1:${shellPort}/robots.txt`)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, remoteOrigins, folder, shells, cacheStatuses: () => cacheStatuses(folder), stop };
}
