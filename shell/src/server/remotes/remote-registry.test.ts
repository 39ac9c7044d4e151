/**
 * @jest-environment node
 */
import { RELEASE_AFTER_MS } from './releasing';
import { RemoteRegistry } from './remote-registry';
import { withFakeRemotes, V1, V2 } from './fake-remote-host.test-utils';

const fake = withFakeRemotes();
const catalogVersion = (bucket: number | null = null) => fake.registry.versionsFor(bucket).catalog;
const load = (
  exposed: './HomePage' | './CourseDetailPage' | './PricingBlok' | './Gone',
  versions = fake.registry.versionsFor(null),
) => Promise.resolve(fake.registry.versionSetView(versions).platform.loadModule('catalog', exposed as never, 0));

test('a remote that answers is up on its current version, and its modules load from that version', async () => {
  expect(catalogVersion()).toBe(V1);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
  expect(fake.registry.versionSetView(fake.registry.versionsFor(null)).browserLocations().catalog).toBe(
    `${fake.remote.origin}/catalog/v/${V1}/mf-manifest.json`,
  );
});

test('one check that runs out of time does not mark the remote down: it is tried again at once', async () => {
  fake.remote.control.slowPointers = 1;
  await fake.registry.checkAll();
  expect(fake.remote.control.slowPointers).toBe(0);
  expect(catalogVersion()).toBe(V1);
});

test('a remote whose check fails twice in a row is down: its modules fail at once, until it answers again', async () => {
  fake.remote.control.slowPointers = 2;
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe('down');
  await expect(load('./HomePage')).rejects.toThrow('Remote catalog is down');

  await fake.registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
});

test('a remote that no longer accepts connections is down', async () => {
  await fake.remote.stop();
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe('down');
});

test('a module whose file fails once still loads: the container is loaded afresh and tried again at once', async () => {
  fake.remote.control.failingFiles = 1;
  await expect(load('./CourseDetailPage')).resolves.toEqual({ default: `page ./CourseDetailPage @${V1}` });
  expect(fake.remote.control.failingFiles).toBe(0);
  expect(catalogVersion()).toBe(V1);
});

test('a module that fails twice in a row marks the remote down', async () => {
  fake.remote.control.failingFiles = 2;
  await expect(load('./CourseDetailPage')).rejects.toThrow('./CourseDetailPage answered 500');
  expect(catalogVersion()).toBe('down');
  await expect(load('./HomePage')).rejects.toThrow('Remote catalog is down');
});

test('a module the version does not expose fails for its caller alone: the container is not asked, the remote stays up', async () => {
  await load('./HomePage');
  const requests = fake.remote.control.requests;
  for (let request = 0; request < 3; request++) {
    await expect(load('./PricingBlok')).rejects.toThrow('catalog does not expose ./PricingBlok');
  }
  expect(fake.remote.control.requests).toBe(requests);
  expect(catalogVersion()).toBe(V1);
  await expect(load('./CourseDetailPage')).resolves.toEqual({ default: `page ./CourseDetailPage @${V1}` });
  expect(fake.registry.containersLoaded).toBe(1);
});

test('a module its manifest lists but its container does not expose is not retried: the container stays loaded, the remote up', async () => {
  await load('./HomePage');
  for (let request = 0; request < 3; request++) {
    await expect(load('./Gone')).rejects.toThrow('does not exist in container');
  }
  expect(catalogVersion()).toBe(V1);
  expect(fake.registry.containersLoaded).toBe(1);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
});

test('loads that fail together count as one failure', async () => {
  fake.remote.control.failingFiles = 2;
  await expect(Promise.all([load('./HomePage'), load('./CourseDetailPage')])).resolves.toEqual([
    { default: `page ./HomePage @${V1}` },
    { default: `page ./CourseDetailPage @${V1}` },
  ]);
  expect(catalogVersion()).toBe(V1);
});

test('a switch of the pointer is picked up by the next check; a page started before it keeps its versions', async () => {
  const before = fake.registry.versionsFor(null);
  fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V2);
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe(V2);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V2}` });
  await expect(load('./HomePage', before)).resolves.toEqual({ default: `page ./HomePage @${V1}` });
  expect(fake.registry.versionSetView(before).key).not.toBe(
    fake.registry.versionSetView(fake.registry.versionsFor(null)).key,
  );
});

test('a canary serves its version to the visitors whose bucket is below its percentage', async () => {
  expect(fake.registry.hasCanary()).toBe(false);
  fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V1, { version: V2, percent: 30 });
  await fake.registry.checkAll();
  expect(fake.registry.hasCanary()).toBe(true);
  expect(catalogVersion(0)).toBe(V2);
  expect(catalogVersion(29)).toBe(V2);
  expect(catalogVersion(30)).toBe(V1);
  expect(catalogVersion(null)).toBe(V1);
  await expect(load('./HomePage', fake.registry.versionsFor(5))).resolves.toEqual({
    default: `page ./HomePage @${V2}`,
  });
});

test('a half-written pointer, or one naming a missing version, is never served: the last good one stays', async () => {
  fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V2).slice(0, 20);
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  fake.remote.control.pointers.catalog = fake.remote.control.pointerOf('3333333333333333');
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
});

const catalogPaths = (versions = fake.registry.versionsFor(null)) =>
  fake.registry
    .versionSetView(versions)
    .routes()
    .catalog?.map((route) => route.path);

test("each version's routes are read with it: a page started before a switch keeps its versions' routes", async () => {
  const before = fake.registry.versionsFor(null);
  expect(catalogPaths()).toEqual([`/catalog-${V1}`]);
  fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V2);
  await fake.registry.checkAll();
  expect(catalogPaths()).toEqual([`/catalog-${V2}`]);
  expect(catalogPaths(before)).toEqual([`/catalog-${V1}`]);
});

test('a version whose routes.json is malformed is refused: the last good one stays, and the log says why, naming the part and version', async () => {
  fake.remote.control.badRoutes.add(V2);
  fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V2);
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  expect(catalogPaths()).toEqual([`/catalog-${V1}`]);
  expect(fake.logLines).toContainEqual(
    expect.objectContaining({
      level: 50,
      part: 'catalog',
      version: V1,
      msg: expect.stringMatching(/routes\.json: route 0 has no valid path; still serving/),
    }),
  );
});

test('a version with a bad nav entry is refused like any bad route declaration', async () => {
  fake.remote.control.badNav.add(V2);
  fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V2);
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe(V1);
  expect(fake.logLines).toContainEqual(
    expect.objectContaining({
      msg: expect.stringMatching(/its top bar entry needs an order and a label; still serving/),
    }),
  );
});

test("a remote that is down keeps its last current version's routes: its pages show their fallback, not 404", async () => {
  await fake.remote.stop();
  await fake.registry.checkAll();
  expect(catalogVersion()).toBe('down');
  expect(catalogPaths()).toEqual([`/catalog-${V1}`]);
});

test('a remote never read since the start has no routes yet (unknown, not none)', async () => {
  await fake.remote.stop();
  const fresh = new RemoteRegistry(fake.remotesFile, fake.logger());
  await fresh.checkAll();
  expect(fresh.versionSetView(fresh.versionsFor(null)).routes().catalog).toBeUndefined();
});

test('versions no longer served are released: many deploys leave one loaded version', async () => {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: unknown[] } }).__FEDERATION__;
  for (let deploy = 0; deploy < 20; deploy++) {
    fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(deploy % 2 ? V1 : V2);
    await fake.registry.checkAll();
    await load('./HomePage');
  }
  const loaded = federation?.__INSTANCES__.length ?? 0;
  fake.registry.checkStale(Date.now() + RELEASE_AFTER_MS + 1);
  expect(federation?.__INSTANCES__.length).toBe(loaded - 1);
  expect(fake.registry.containersLoaded).toBe(2);
});
