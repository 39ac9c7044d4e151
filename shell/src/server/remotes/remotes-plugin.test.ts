/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { withFakeRemotes, V1 } from './fake-remote-host.test-utils';
import { remotesPlugin } from './remotes-plugin';

const fake = withFakeRemotes();
const loadedInstances = () =>
  (globalThis as { __FEDERATION__?: { __INSTANCES__: unknown[] } }).__FEDERATION__?.__INSTANCES__.length ?? 0;

async function appWithRemotes() {
  const app = Fastify();
  await app.register(remotesPlugin, { remotesFile: fake.remotesFile, log: fake.logger() });
  return app;
}

test('the remotes are checked before the app is ready: its first page knows their versions and routes', async () => {
  const app = await appWithRemotes();
  expect(app.remotes.current().routes().catalog).toBeUndefined();
  await app.ready();
  expect(
    app.remotes
      .current()
      .routes()
      .catalog?.map((route) => route.path),
  ).toEqual([`/catalog-${V1}`]);
  expect(app.remotes.signedHashes('catalog', 'current')?.version).toBe(V1);
  await app.close();
});

test('closing the app releases every version it loaded, and no check reaches the remotes after', async () => {
  const app = await appWithRemotes();
  await app.ready();
  const before = loadedInstances();
  const platform = app.remotes.current().platform;
  await expect(platform.loadModule('catalog', './HomePage' as never, 0)).resolves.toEqual({
    default: `page ./HomePage @${V1}`,
  });
  expect(loadedInstances()).toBeGreaterThan(before);
  expect(app.remotes.containersLoaded).toBe(1);

  await app.close();
  expect(loadedInstances()).toBe(before);
  const requests = fake.remote.control.requests;
  await app.remotes.checkAll();
  expect(fake.remote.control.requests).toBe(requests);
});
