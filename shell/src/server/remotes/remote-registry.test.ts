/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { REMOTE_NAMES, type RemoteName } from 'shared-data';
import { LOAD_BUDGET_MS } from './containers/loaded-build';
import { RELEASE_AFTER_MS } from './releasing';
import { RemoteRegistry } from './remote-registry';

const V1 = '1111111111111111';
const V2 = '2222222222222222';

/**
 * A static host of every remote's deployed versions: /<remote>/current.json (the pointer) and
 * /<remote>/v/<version>/ (manifest, server entry). The entry is a container whose modules each
 * fetch a file of their own and answer with their name and version. `pointers` sets what each
 * remote's current.json says (text as served), `slowPointers` makes that many next requests for
 * the catalogue's pointer answer after the budget, `failingFiles` that many next requests for a
 * module's file answer 500, `badRoutes` the versions whose routes.json is malformed (each version
 * declares one page, /<remote>-<version>); `stop()` takes the host down.
 */
async function startFakeRemote() {
  const pointerOf = (current: string, canary: { version: string; percent: number } | null = null) =>
    JSON.stringify({ current, previous: [], canary, updatedAt: '' });
  const control = {
    slowPointers: 0,
    failingFiles: 0,
    versions: new Set([V1, V2]),
    /** Versions whose routes.json is not a list of routes. */
    badRoutes: new Set<string>(),
    pointers: Object.fromEntries(REMOTE_NAMES.map((name) => [name, pointerOf(V1)])) as Record<RemoteName, string>,
    pointerOf,
  };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
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
    const file = /^\/(\w+)\/v\/(\w+)\/(mf-manifest\.json|routes\.json|server\/remoteEntry\.js)$/.exec(url);
    if (!file || !control.versions.has(file[2]!)) return send(404, 'text/plain', 'not found');
    if (file[3] === 'mf-manifest.json') return send(200, 'application/json', JSON.stringify({ exposes: [] }));
    if (file[3] === 'routes.json') {
      if (control.badRoutes.has(file[2]!)) return send(200, 'application/json', '[{"path": "no slash"}]');
      const routes = [{ path: `/${file[1]}-${file[2]}`, page: './HomePage', label: 'Home page' }];
      return send(200, 'application/json', JSON.stringify(routes));
    }
    send(
      200,
      'text/javascript',
      `module.exports = {
        init() {},
        get(name) {
          return fetch(${JSON.stringify(`${origin}/${file[1]}/files/`)} + name.slice(2)).then((response) => {
            if (!response.ok) throw new Error(name + ' answered ' + response.status);
            return () => ({ default: 'page ' + name + ' @' + ${JSON.stringify(file[2])} });
          });
        },
      };`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
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

let remote: Awaited<ReturnType<typeof startFakeRemote>>;
let folder: string;
let registry: RemoteRegistry;
/** The registry's log lines, as pino writes them. */
let logLines: Record<string, unknown>[];
const testLogger = () => pino({ level: 'debug' }, { write: (line: string) => logLines.push(JSON.parse(line)) });

beforeEach(async () => {
  logLines = [];
  remote = await startFakeRemote();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
  const locations = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remote.origin}/${name}/mf-manifest.json`]));
  fs.writeFileSync(path.join(folder, 'remotes.json'), JSON.stringify(locations));
  registry = new RemoteRegistry(path.join(folder, 'remotes.json'), testLogger());
  await registry.checkAll();
});

afterEach(async () => {
  await registry.checkAll();
  await remote.stop();
  fs.rmSync(folder, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const catalogVersion = (bucket: number | null = null) => registry.versionsFor(bucket).catalog;
const load = (exposed: './HomePage' | './CourseDetailPage', versions = registry.versionsFor(null)) =>
  Promise.resolve(registry.versionSetView(versions).platform.loadModule('catalog', exposed as never, 0));

test('a remote that answers is up on its current version, and its modules load from that version', async () => {
  expect(catalogVersion()).toBe(V1);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
  expect(registry.versionSetView(registry.versionsFor(null)).browserLocations().catalog).toBe(
    `${remote.origin}/catalog/v/${V1}/mf-manifest.json`,
  );
});

test('one check that runs out of time does not mark the remote down: it is tried again at once', async () => {
  remote.control.slowPointers = 1;
  await registry.checkAll();
  expect(remote.control.slowPointers).toBe(0);
  expect(catalogVersion()).toBe(V1);
});

test('a remote whose check fails twice in a row is down: its modules fail at once, until it answers again', async () => {
  remote.control.slowPointers = 2;
  await registry.checkAll();
  expect(catalogVersion()).toBe('down');
  await expect(load('./HomePage')).rejects.toThrow('Remote catalog is down');

  await registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
});

test('a remote that no longer accepts connections is down', async () => {
  await remote.stop();
  await registry.checkAll();
  expect(catalogVersion()).toBe('down');
});

test('a module whose file fails once still loads: the container is loaded afresh and tried again at once', async () => {
  remote.control.failingFiles = 1;
  await expect(load('./CourseDetailPage')).resolves.toEqual({ default: `page ./CourseDetailPage @${V1}` });
  expect(remote.control.failingFiles).toBe(0);
  expect(catalogVersion()).toBe(V1);
});

test('a module that fails twice in a row marks the remote down', async () => {
  remote.control.failingFiles = 2;
  await expect(load('./CourseDetailPage')).rejects.toThrow('./CourseDetailPage answered 500');
  expect(catalogVersion()).toBe('down');
  await expect(load('./HomePage')).rejects.toThrow('Remote catalog is down');
});

test('loads that fail together count as one failure', async () => {
  remote.control.failingFiles = 2;
  await expect(Promise.all([load('./HomePage'), load('./CourseDetailPage')])).resolves.toEqual([
    { default: `page ./HomePage @${V1}` },
    { default: `page ./CourseDetailPage @${V1}` },
  ]);
  expect(catalogVersion()).toBe(V1);
});

test('a switch of the pointer is picked up by the next check; a page started before it keeps its versions', async () => {
  const before = registry.versionsFor(null);
  remote.control.pointers.catalog = remote.control.pointerOf(V2);
  await registry.checkAll();
  expect(catalogVersion()).toBe(V2);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V2}` });
  await expect(load('./HomePage', before)).resolves.toEqual({ default: `page ./HomePage @${V1}` });
  expect(registry.versionSetView(before).key).not.toBe(registry.versionSetView(registry.versionsFor(null)).key);
});

test('a canary serves its version to the visitors whose bucket is below its percentage', async () => {
  expect(registry.hasCanary()).toBe(false);
  remote.control.pointers.catalog = remote.control.pointerOf(V1, { version: V2, percent: 30 });
  await registry.checkAll();
  expect(registry.hasCanary()).toBe(true);
  expect(catalogVersion(0)).toBe(V2);
  expect(catalogVersion(29)).toBe(V2);
  expect(catalogVersion(30)).toBe(V1);
  expect(catalogVersion(null)).toBe(V1);
  await expect(load('./HomePage', registry.versionsFor(5))).resolves.toEqual({ default: `page ./HomePage @${V2}` });
});

test('a half-written pointer, or one naming a missing version, is never served: the last good one stays', async () => {
  remote.control.pointers.catalog = remote.control.pointerOf(V2).slice(0, 20);
  await registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  remote.control.pointers.catalog = remote.control.pointerOf('3333333333333333');
  await registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
});

const catalogPaths = (versions = registry.versionsFor(null)) =>
  registry
    .versionSetView(versions)
    .routes()
    .catalog?.map((route) => route.path);

test("each version's routes are read with it: a page started before a switch keeps its versions' routes", async () => {
  const before = registry.versionsFor(null);
  expect(catalogPaths()).toEqual([`/catalog-${V1}`]);
  remote.control.pointers.catalog = remote.control.pointerOf(V2);
  await registry.checkAll();
  expect(catalogPaths()).toEqual([`/catalog-${V2}`]);
  expect(catalogPaths(before)).toEqual([`/catalog-${V1}`]);
});

test('a version whose routes.json is malformed is refused: the last good one stays, and the log says why, naming the part and version', async () => {
  remote.control.badRoutes.add(V2);
  remote.control.pointers.catalog = remote.control.pointerOf(V2);
  await registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  expect(catalogPaths()).toEqual([`/catalog-${V1}`]);
  expect(logLines).toContainEqual(
    expect.objectContaining({
      level: 50,
      part: 'catalog',
      version: V1,
      msg: expect.stringMatching(/routes\.json: route 0 has no valid path; still serving/),
    }),
  );
});

test("a remote that is down keeps its last current version's routes: its pages show their fallback, not 404", async () => {
  await remote.stop();
  await registry.checkAll();
  expect(catalogVersion()).toBe('down');
  expect(catalogPaths()).toEqual([`/catalog-${V1}`]);
});

test('a remote never read since the start has no routes yet (unknown, not none)', async () => {
  await remote.stop();
  const fresh = new RemoteRegistry(path.join(folder, 'remotes.json'), testLogger());
  await fresh.checkAll();
  expect(fresh.versionSetView(fresh.versionsFor(null)).routes().catalog).toBeUndefined();
});

test('versions no longer served are released: many deploys leave one loaded version', async () => {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: unknown[] } }).__FEDERATION__;
  for (let deploy = 0; deploy < 20; deploy++) {
    remote.control.pointers.catalog = remote.control.pointerOf(deploy % 2 ? V1 : V2);
    await registry.checkAll();
    await load('./HomePage');
  }
  const loaded = federation?.__INSTANCES__.length ?? 0;
  registry.checkStale(Date.now() + RELEASE_AFTER_MS + 1);
  expect(federation?.__INSTANCES__.length).toBe(loaded - 1);
  expect(registry.containersLoaded).toBe(2);
});
