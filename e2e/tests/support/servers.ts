/**
 * Extra servers a test starts for itself: a shell server with its own remotes.json (to play a
 * remote that is down, hangs or moved), a remote's static host on another port, and a server that
 * accepts connections and never answers.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { manifestUrlOf, REMOTE_PARTS, SHELL_PART, type Part } from '@shared-data/parts';
import { startPart, waitForUrl } from '@shared-data/tooling/commands/processes';
import { publicKeys } from '@shared-data/tooling/deploy/signing-keys';
import type parts from '@shared-data/parts/list';

/** A remote's name, from shared-data/parts.json (a new remote needs no edit here). */
export type RemoteName = keyof (typeof parts)['remotes'] & string;

export const remotePart = (name: RemoteName): Part => {
  const part = REMOTE_PARTS.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`no remote ${name}`);
  return part;
};

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** The normal remote locations with this machine's deploy keys, with some moved to other origins. */
export function remoteLocations(
  moved: Partial<Record<RemoteName, string>> = {},
): Record<RemoteName, { manifest: string; keys: string[] }> {
  const locations = Object.fromEntries(
    REMOTE_PARTS.map((part) => [part.name, { manifest: manifestUrlOf(part.name), keys: publicKeys(part.name) }]),
  ) as Record<RemoteName, { manifest: string; keys: string[] }>;
  for (const [name, origin] of Object.entries(moved)) {
    locations[name as RemoteName].manifest = `${origin}/mf-manifest.json`;
  }
  return locations;
}

/** A shell server of the production build on a free port, reading its own remotes.json; `logs()` is what it printed. */
export async function startShell(
  moved: Partial<Record<RemoteName, string>> = {},
  /** More of its environment (SHELL_OVERRIDE_SECRET, ...). */
  env: Record<string, string> = {},
): Promise<RunningServer & { remotesFile: string; logs: () => string }> {
  const port = await freePort();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyatra-shell-'));
  const remotesFile = path.join(folder, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(remoteLocations(moved)));
  const origin = `http://localhost:${port}`;
  const server = startPart(
    { ...SHELL_PART, port },
    {
      // One worker (see playwright.config.ts): what the test changes shows on the next answer.
      // No metrics port: the suite's own server has it.
      env: {
        REMOTES_FILE: remotesFile,
        SITE_ORIGIN: origin,
        HTML_CACHE_TTL_MS: '0',
        SHELL_WORKERS: '1',
        METRICS_PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  for (const stream of [server.child.stdout, server.child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => (printed += text));
  }
  await waitForUrl(`${origin}/robots.txt`);
  return {
    origin,
    remotesFile,
    logs: () => printed,
    stop: async () => {
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A remote's production build on its static host, on `port`. */
export async function startRemote(name: RemoteName, port: number): Promise<RunningServer> {
  const part = remotePart(name);
  const server = startPart({ ...part, port }, { stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  await waitForUrl(`${origin}/mf-manifest.json`);
  return { origin, stop: server.stop };
}

/** Accepts connections on `port` and never answers: a remote that hangs. */
export async function startHangingServer(port: number): Promise<RunningServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
