/**
 * Test support for the remote registry's tests: a static host of every remote's deployed versions,
 * signed as the deploy tool signs them, and a registry reading it (a fresh pair per test).
 */
import pino, { type Logger } from 'pino';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import { integrityOf, publicKeyText, signPointer } from '@shared-data/hosting/integrity';
import { LOAD_BUDGET_MS } from './containers/loaded-build';
import { RemoteRegistry } from './remote-registry';

/** The remotes' deploy key (one for all four here), listed in remotes.json. */
export const TEAM_KEY = generateKeyPairSync('ed25519').privateKey;
export const V1 = '1111111111111111';
export const V2 = '2222222222222222';
/**
 * What each version's manifest says it exposes. Its container answers each with a module, but
 * './Gone' as webpack's container answers a name it does not expose (a manifest out of step).
 */
const EXPOSED = ['./HomePage', './CourseDetailPage', './Gone'];
const NO_FILES = { sync: [], async: [] };

/**
 * A static host of every remote's deployed versions: /<remote>/current.json (the pointer) and
 * /<remote>/v/<version>/ (manifest, server entry). The entry is a container whose modules each
 * fetch a file of their own and answer with their name and version (EXPOSED). `pointers` sets what each
 * remote's current.json says (text as served), `slowPointers` makes that many next requests for
 * the catalogue's pointer answer after the budget, `failingFiles` that many next requests for a
 * module's file answer 500, `badRoutes` the versions whose routes.json is malformed, `badNav` those
 * whose page's top bar entry is (each version declares one page, /<remote>-<version>, in the top bar), `requests` counts what it answered; `stop()` takes the host down.
 */
export async function startFakeRemote() {
  const files = {
    'mf-manifest.json': () =>
      JSON.stringify({
        exposes: EXPOSED.map((name) => ({ path: name, assets: { css: NO_FILES, js: NO_FILES } })),
      }),
    'remoteEntry.js': (remote: string, version: string) => `/* the browser's ${remote} ${version} */`,
    'routes.json': (remote: string, version: string) =>
      control.badRoutes.has(version)
        ? '[{"path": "no slash"}]'
        : JSON.stringify([
            {
              path: `/${remote}-${version}`,
              page: './HomePage',
              label: 'Home page',
              nav: { topBar: control.badNav.has(version) ? { label: 'Home' } : { order: 1, label: 'Home' } },
            },
          ]),
    'server/remoteEntry.js': (remote: string, version: string) => `module.exports = {
        init() {},
        get(name) {
          if (name === './Gone') {
            return Promise.resolve().then(() => {
              throw new Error('Module "' + name + '" does not exist in container.');
            });
          }
          return fetch(${JSON.stringify(`${origin}/${remote}/files/`)} + name.slice(2)).then((response) => {
            if (!response.ok) throw new Error(name + ' answered ' + response.status);
            return () => ({ default: 'page ' + name + ' @' + ${JSON.stringify(version)} });
          });
        },
      };`,
  };
  /** A version's files.json, as the deploy writes it. */
  const filesList = (remote: string, version: string) =>
    JSON.stringify({
      files: Object.fromEntries(
        Object.entries(files).map(([file, body]) => [file, integrityOf(body(remote, version))]),
      ),
    });
  /** A pointer signed with the remote's key, naming each served version's file list by its hash. */
  const pointerOf = (
    current: string,
    canary: { version: string; percent: number } | null = null,
    remote: RemoteName = 'catalog',
  ) => {
    const served = canary ? [current, canary.version] : [current];
    const pointer = {
      current,
      previous: [],
      canary,
      updatedAt: '',
      files: Object.fromEntries(served.map((version) => [version, integrityOf(filesList(remote, version))])),
    };
    return JSON.stringify({ ...pointer, signature: signPointer(remote, pointer, TEAM_KEY) });
  };
  const control = {
    slowPointers: 0,
    failingFiles: 0,
    versions: new Set([V1, V2]),
    /** Versions whose routes.json is not a list of routes. */
    badRoutes: new Set<string>(),
    /** Versions whose page's nav entry has no order. */
    badNav: new Set<string>(),
    /** Files served with other bytes than the deploy listed ('catalog/<version>/<file>'). */
    tampered: new Set<string>(),
    pointers: {} as Record<RemoteName, string>,
    pointerOf,
    /** Requests the host has answered so far. */
    requests: 0,
  };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    control.requests += 1;
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(body);
    };
    const pointer = /^\/(\w+)\/current\.json$/.exec(url);
    if (pointer) {
      const body = control.pointers[pointer[1] as RemoteName];
      if (pointer[1] === 'catalog' && control.slowPointers > 0) {
        control.slowPointers -= 1;
        setTimeout(() => send(200, 'application/json', body), LOAD_BUDGET_MS + 300);
        return;
      }
      return send(200, 'application/json', body);
    }
    if (url.includes('/files/')) {
      if (control.failingFiles > 0) {
        control.failingFiles -= 1;
        return send(500, 'text/plain', 'failed');
      }
      return send(200, 'text/plain', 'module');
    }
    const file = /^\/(\w+)\/v\/(\w+)\/(.+)$/.exec(url);
    if (!file || !control.versions.has(file[2]!)) return send(404, 'text/plain', 'not found');
    const [, name, version, path] = file as unknown as [string, string, string, string];
    if (path === 'files.json') return send(200, 'application/json', filesList(name, version));
    const body = files[path as keyof typeof files];
    if (!body) return send(404, 'text/plain', 'not found');
    const tampered = control.tampered.has(`${name}/${version}/${path}`) ? '\n// changed' : '';
    send(200, path.endsWith('.js') ? 'text/javascript' : 'application/json', body(name, version) + tampered);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  // The entry names the origin: the pointers (which hash it) are written once it is known.
  control.pointers = Object.fromEntries(REMOTE_NAMES.map((name) => [name, pointerOf(V1, null, name)])) as Record<
    RemoteName,
    string
  >;
  return {
    origin,
    control,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fake remote host and a registry reading it, new for each test; `remotesFile` is its remotes.json. */
export function withFakeRemotes() {
  const current = {} as {
    remote: Awaited<ReturnType<typeof startFakeRemote>>;
    registry: RemoteRegistry;
    remotesFile: string;
    /** The registry's log lines, as pino writes them (JSON objects). */
    logLines: Record<string, unknown>[];
    /** A logger that writes into `logLines`, for another registry. */
    logger: () => Logger;
  };
  current.logger = () => pino({ level: 'debug' }, { write: (line: string) => current.logLines.push(JSON.parse(line)) });
  let folder: string;
  beforeEach(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    current.logLines = [];
    current.remote = await startFakeRemote();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
    const keys = [publicKeyText(createPublicKey(TEAM_KEY))];
    const locations = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { manifest: `${current.remote.origin}/${name}/mf-manifest.json`, keys }]),
    );
    current.remotesFile = path.join(folder, 'remotes.json');
    fs.writeFileSync(current.remotesFile, JSON.stringify(locations));
    current.registry = new RemoteRegistry(current.remotesFile, current.logger());
    await current.registry.checkAll();
  });
  afterEach(async () => {
    await current.registry.checkAll();
    await current.remote.stop();
    fs.rmSync(folder, { recursive: true, force: true });
    jest.restoreAllMocks();
  });
  return current;
}
