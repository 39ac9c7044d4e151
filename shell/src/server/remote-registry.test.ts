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
 * A static host of every remote's manifest and server entry. The entry is a container whose
 * './HomePage' loads and whose detail pages fail; `slowAnswers` makes that many next requests for the
 * catalogue's entry answer after the budget; `stop()` takes the host down.
 */
async function startFakeRemote() {
  const entry = `module.exports = {
    init() {},
    get(name) {
      if (name === './CourseDetailPage' || name === './BundleDetailPage') return Promise.reject(new Error('broken module'));
      return Promise.resolve(() => ({ default: 'page ' + name }));
    },
  };`;
  const control = { slowAnswers: 0 };
  const server = http.createServer((request, response) => {
    const send = (type: string, body: string) => {
      response.writeHead(200, { 'Content-Type': type });
      response.end(body);
    };
    if (request.url?.endsWith('/mf-manifest.json')) return send('application/json', JSON.stringify({ exposes: [] }));
    if (!request.url?.endsWith('/server/remoteEntry.js')) return send('text/plain', 'not found');
    if (request.url.startsWith('/catalog/') && control.slowAnswers > 0) {
      control.slowAnswers -= 1;
      setTimeout(() => send('text/javascript', entry), LOAD_BUDGET_MS + 300);
      return;
    }
    send('text/javascript', entry);
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
const load = (exposed: './HomePage' | './CourseDetailPage' | './BundleDetailPage') =>
  Promise.resolve(registry.platform.loadModule('catalog', exposed, 0));

test('a remote that answers is up, and its modules load', async () => {
  expect(catalogVersion()).toMatch(/^[\w-]{12}$/);
  await expect(load('./HomePage')).resolves.toEqual({ default: 'page ./HomePage' });
});

test('one check that runs out of time does not mark the remote down: it is tried again at once', async () => {
  const version = catalogVersion();
  remote.control.slowAnswers = 1;
  await registry.checkAll();
  expect(remote.control.slowAnswers).toBe(0);
  expect(catalogVersion()).toBe(version);
  await expect(load('./HomePage')).resolves.toEqual({ default: 'page ./HomePage' });
});

test('a remote whose check fails twice in a row is down: its modules fail at once, until it answers again', async () => {
  remote.control.slowAnswers = 2;
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

test('one failed load is not an outage; a second in a row is', async () => {
  const version = catalogVersion();
  await expect(load('./CourseDetailPage')).rejects.toThrow('broken module');
  expect(catalogVersion()).toBe(version);
  // A load that succeeds in between starts the count again.
  await expect(load('./HomePage')).resolves.toEqual({ default: 'page ./HomePage' });
  await expect(load('./CourseDetailPage')).rejects.toThrow('broken module');
  expect(catalogVersion()).toBe(version);

  await expect(load('./CourseDetailPage')).rejects.toThrow('broken module');
  expect(catalogVersion()).toBe('down');
  await expect(load('./HomePage')).rejects.toThrow('Remote catalog is down');
});

test('loads that fail together count as one failure', async () => {
  const version = catalogVersion();
  const together = [load('./CourseDetailPage'), load('./BundleDetailPage')];
  await Promise.allSettled(together);
  expect(catalogVersion()).toBe(version);
});
