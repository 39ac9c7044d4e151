/**
 * @jest-environment node
 */
import type { RemoteName } from '@shared-data/contracts';
import { withFakeRemotes, V1, V2 } from '../remotes/fake-remote-host.test-utils';
import { RELEASE_AFTER_MS, type RemotesSubstitution } from '../remotes';
import { MAX_LOADED, OverrideBuilds } from './override-builds';

const fake = withFakeRemotes();
let now = 0;
let builds: OverrideBuilds;
beforeEach(() => {
  now = Date.now();
  builds = new OverrideBuilds(fake.logger(), () => now);
});
afterEach(() => builds.close());

/** A build of `folder` on the fake host (not a deployed remote's folder), version V2. */
const localBuild = (folder = 'local', version = V2) => `${fake.remote.origin}/${folder}/v/${version}/mf-manifest.json`;
const load = (remote: RemoteName, substitution?: RemotesSubstitution) =>
  Promise.resolve(
    fake.registry
      .versionSetView(fake.registry.versionsFor(null), substitution)
      .platform.loadModule(remote, './HomePage' as never, 0),
  );

test("an override renders the part from its build for its renders only; everyone else's stay on the served version", async () => {
  const substitution = await builds.substitution('catalog', localBuild());
  await expect(load('catalog', substitution)).resolves.toEqual({ default: `page ./HomePage @${V2}` });
  await expect(load('catalog')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
  // The other remotes of an override render are the served ones.
  await expect(load('learn', substitution)).resolves.toEqual({ default: `page ./HomePage @${V1}` });
  expect(fake.registry.versionSetView(fake.registry.versionsFor(null), substitution).browserLocations().catalog).toBe(
    localBuild(),
  );
  expect(fake.registry.versionSetView(fake.registry.versionsFor(null)).browserLocations().catalog).toBe(
    `${fake.remote.origin}/catalog/v/${V1}/mf-manifest.json`,
  );
  // Every container it evaluates counts towards the worker's recycling: the override's catalogue,
  // the served one, and the learn build of the override's render, which is its own (the catalogue
  // owns content other remotes show: theirs receive the override's).
  expect(fake.registry.containersLoaded).toBe(3);
  await load('learn');
  expect(fake.registry.containersLoaded).toBe(4);
});

test('an override unused for a while is released, and loaded afresh when asked for again', async () => {
  await load('catalog', await builds.substitution('catalog', localBuild()));
  const loaded = fake.registry.containersLoaded;
  now += RELEASE_AFTER_MS - 1;
  builds.releaseUnused();
  expect(builds.size).toBe(1);
  now += 1;
  builds.releaseUnused();
  expect(builds.size).toBe(0);
  await expect(load('catalog', await builds.substitution('catalog', localBuild()))).resolves.toEqual({
    default: `page ./HomePage @${V2}`,
  });
  expect(fake.registry.containersLoaded).toBe(loaded + 1);
});

test('at most a few overrides are held: the least recently used goes first', async () => {
  const folders = Array.from({ length: MAX_LOADED + 1 }, (_, index) => `local${index}`);
  for (const folder of folders) await builds.substitution('dashboard', localBuild(folder));
  expect(builds.size).toBe(MAX_LOADED);
});

test('a build whose file does not match its own list, or that is not there, is not loaded', async () => {
  fake.remote.control.tampered.add(`local/${V2}/server/remoteEntry.js`);
  await expect(builds.substitution('catalog', localBuild())).rejects.toThrow(/remoteEntry\.js does not match/);
  await expect(builds.substitution('catalog', localBuild('local', '3333333333333333'))).rejects.toThrow(/answered 404/);
  expect(builds.size).toBe(0);
});
