/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-data';
import { LOAD_BUDGET_MS, RemoteRegistry } from './remote-registry';

/**
 * A static host of every remote's manifest and server entry. The entry is a container whose modules
 * each fetch a file of their own. `slowEntries` makes that many next requests for the catalogue's
 * entry answer after the budget, `failingFiles` that many next requests for a module's file answer
 * 500; `stop()` takes the host down.
 */
async function startFakeRemote() {
  const control = { slowEntries: 0, failingFiles: 0 };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(body);
    };
    if (url.endsWith('/mf-manifest.json')) return send(200, 'application/json', JSON.stringify({ exposes: [] }));
    if (url.includes('/files/')) {
      if (control.failingFiles > 0) {
        control.failingFiles -= 1;
        return send(500, 'text/plain', 'failed');
      }
      return send(200, 'text/plain', 'module');
    }
    if (!url.endsWith('/server/remoteEntry.js')) return send(404, 'text/plain', 'not found');
    const entry = `module.exports = {
      init() {},
      get(name) {
        return fetch(${JSON.stringify(`${origin}${path.posix.dirname(path.posix.dirname(url))}/files/`)} + name.slice(2)).then((response) => {
          if (!response.ok) throw new Error(name + ' answered ' + response.status);
          return () => ({ default: 'page ' + name });
        });
      },
    };`;
    if (url.startsWith('/catalog/') && control.slowEntries > 0) {
      control.slowEntries -= 1;
      setTimeout(() => send(200, 'text/javascript', entry), LOAD_BUDGET_MS + 300);
      return;
    }
    send(200, 'text/javascript', entry);
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

beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  remote = await startFakeRemote();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
  const locations = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remote.origin}/${name}/mf-manifest.json`]));
  fs.writeFileSync(path.join(folder, 'remotes.json'), JSON.stringify(locations));
  registry = new RemoteRegistry(path.join(folder, 'remotes.json'));
  await registry.checkAll();
});

afterEach(async () => {
  await registry.checkAll();
  await remote.stop();
  fs.rmSync(folder, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const catalogVersion = () => /catalog@([^,]+)/.exec(registry.versionKey())?.[1];
const load = (exposed: './HomePage' | './CourseDetailPage') =>
  Promise.resolve(registry.platform.loadModule('catalog', exposed, 0));

test('a remote that answers is up, and its modules load', async () => {
  expect(catalogVersion()).toMatch(/^[\w-]{12}$/);
  await expect(load('./HomePage')).resolves.toEqual({ default: 'page ./HomePage' });
});

test('one check that runs out of time does not mark the remote down: it is tried again at once', async () => {
  const version = catalogVersion();
  remote.control.slowEntries = 1;
  await registry.checkAll();
  expect(remote.control.slowEntries).toBe(0);
  expect(catalogVersion()).toBe(version);
  await expect(load('./HomePage')).resolves.toEqual({ default: 'page ./HomePage' });
});

test('a remote whose check fails twice in a row is down: its modules fail at once, until it answers again', async () => {
  remote.control.slowEntries = 2;
  await registry.checkAll();
  expect(catalogVersion()).toBe('down');
  await expect(load('./HomePage')).rejects.toThrow('Remote catalog is down');

  await registry.checkAll();
  expect(catalogVersion()).toMatch(/^[\w-]{12}$/);
  await expect(load('./HomePage')).resolves.toEqual({ default: 'page ./HomePage' });
});

test('a remote that no longer accepts connections is down', async () => {
  await remote.stop();
  await registry.checkAll();
  expect(catalogVersion()).toBe('down');
});

test('a module whose file fails once still loads: the remote is loaded afresh and tried again at once', async () => {
  const version = catalogVersion();
  remote.control.failingFiles = 1;
  await expect(load('./CourseDetailPage')).resolves.toEqual({ default: 'page ./CourseDetailPage' });
  expect(remote.control.failingFiles).toBe(0);
  expect(catalogVersion()).toBe(version);
});

test('a module that fails twice in a row marks the remote down', async () => {
  remote.control.failingFiles = 2;
  await expect(load('./CourseDetailPage')).rejects.toThrow('./CourseDetailPage answered 500');
  expect(catalogVersion()).toBe('down');
  await expect(load('./HomePage')).rejects.toThrow('Remote catalog is down');
});

test('loads that fail together count as one failure', async () => {
  const version = catalogVersion();
  remote.control.failingFiles = 2;
  await expect(Promise.all([load('./HomePage'), load('./CourseDetailPage')])).resolves.toEqual([
    { default: 'page ./HomePage' },
    { default: 'page ./CourseDetailPage' },
  ]);
  expect(catalogVersion()).toBe(version);
});
