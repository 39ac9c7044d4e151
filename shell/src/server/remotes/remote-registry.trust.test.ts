/**
 * @jest-environment node
 */
import { generateKeyPairSync } from 'node:crypto';
import { integrityOf, signPointer } from '@shared-data/hosting/integrity';
import { withFakeRemotes, V1, V2 } from './fake-remote-host.test-utils';

const fake = withFakeRemotes();
const catalogVersion = () => fake.registry.versionsFor(null).catalog;
const load = (exposed: './HomePage') =>
  Promise.resolve(
    fake.registry.versionSetView(fake.registry.versionsFor(null)).platform.loadModule('catalog', exposed as never, 0),
  );

describe('nothing runs that its team did not sign', () => {
  /** An error line, in the registry's log (pino: part and version as fields) or on the console. */
  const refusedWith = (pattern: RegExp) => {
    const logged = fake.logLines.filter((line) => line.level === 50).map((line) => String(line.msg));
    const printed = jest.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect([...logged, ...printed]).toContainEqual(expect.stringMatching(pattern));
  };

  test('a pointer with a bad signature is refused: the last good version stays, and the log names part and version', async () => {
    const forged = { ...JSON.parse(fake.remote.control.pointerOf(V1)), current: V2 };
    fake.remote.control.pointers.catalog = JSON.stringify(forged);
    await fake.registry.checkAll();
    expect(catalogVersion()).toBe(V1);
    refusedWith(
      new RegExp(
        `^Remote catalog: .*current\\.json is not trusted: its signature does not match .*\\(version ${V2}\\); still serving ${V1}`,
      ),
    );
  });

  test('a pointer signed by a key remotes.json does not list, or not signed at all, is refused', async () => {
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const unsigned = { ...JSON.parse(fake.remote.control.pointerOf(V2)), signature: undefined };
    fake.remote.control.pointers.catalog = JSON.stringify(unsigned);
    await fake.registry.checkAll();
    expect(catalogVersion()).toBe(V1);
    refusedWith(/is not trusted: it is not signed/);
    const pointer = { ...unsigned, signature: undefined };
    fake.remote.control.pointers.catalog = JSON.stringify({
      ...pointer,
      signature: signPointer('catalog', pointer, stranger),
    });
    await fake.registry.checkAll();
    expect(catalogVersion()).toBe(V1);
    refusedWith(/signed with key \w+, which remotes.json does not list for catalog/);
  });

  test('a pointer signed for another remote is refused', async () => {
    fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V2, null, 'dashboard');
    await fake.registry.checkAll();
    expect(catalogVersion()).toBe(V1);
    refusedWith(/signature does not match/);
  });

  test('a server file changed after the deploy refuses its version before any of it runs; the log names the file', async () => {
    fake.remote.control.tampered.add(`catalog/${V2}/server/remoteEntry.js`);
    fake.remote.control.pointers.catalog = fake.remote.control.pointerOf(V2);
    await fake.registry.checkAll();
    expect(catalogVersion()).toBe(V1);
    await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
    refusedWith(
      new RegExp(`version ${V2}: server/remoteEntry\\.js does not match its signed hash.*still serving ${V1}`),
    );
  });

  test('the container runs from the checked copy: changing the file on the host afterwards changes nothing', async () => {
    fake.remote.control.tampered.add(`catalog/${V1}/server/remoteEntry.js`);
    await expect(load('./HomePage')).resolves.toEqual({ default: `page ./HomePage @${V1}` });
    expect(fake.registry.containersLoaded).toBe(1);
  });

  test('a file the signed list does not name is never fetched for a container: the load fails, logged', async () => {
    await load('./HomePage');
    const chunk = `${fake.remote.origin}/catalog/v/${V1}/server/extra-chunk.js`;
    const answer = await fetch(chunk);
    expect(answer.status).toBe(403);
    refusedWith(new RegExp(`^Remote catalog ${V1}: extra-chunk\\.js is not in its signed file list: refused`));
  });

  test("the browser's hashes are a checked version's own: its scripts outside server/, none for a version not checked", async () => {
    await fake.registry.checkAll();
    const browserEntry = { 'remoteEntry.js': integrityOf(`/* the browser's catalog ${V1} */`) };
    expect(fake.registry.signedHashes('catalog', V1)).toEqual({ version: V1, files: browserEntry });
    expect(fake.registry.signedHashes('catalog', 'current')).toEqual({ version: V1, files: browserEntry });
    expect(fake.registry.signedHashes('catalog', '9999999999999999')).toBeNull();
    expect(fake.registry.signedHashes('__proto__', 'current')).toBeNull();
  });
});
