/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import integrity from '@shared-data/hosting/integrity';
import versions from './versions.cjs';

const signer = { part: 'catalog', key: generateKeyPairSync('ed25519').privateKey };

const DAY = 24 * 60 * 60 * 1000;
let dist: string;
let builds = 0;

/** A finished remote build beside dist/v/, with `content` in its entry. */
function build(content = `build ${++builds}`) {
  const dir = path.join(dist, `.build-${builds}-${Math.random()}`);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), content);
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), content);
  return dir;
}

const deploy = (content?: string) => versions.publish(dist, build(content));
const pointerText = () => fs.readFileSync(path.join(dist, versions.POINTER_FILE), 'utf8');
/** Sets a version's build time, as if it had been built `ago` ms ago. */
function age(version: string, ago: number) {
  const file = path.join(dist, versions.VERSIONS_DIR, version, 'version.json');
  fs.writeFileSync(file, JSON.stringify({ version, builtAt: Date.now() - ago }));
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-test-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

test('a build lands as a version named by its content; the same build again is the same version', () => {
  const first = deploy('same');
  expect(first).toMatch(versions.VERSION_PATTERN);
  expect(fs.readFileSync(path.join(dist, 'v', first, 'server', 'remoteEntry.js'), 'utf8')).toBe('same');
  expect(deploy('same')).toBe(first);
  expect(deploy('other')).not.toBe(first);
  expect(fs.readdirSync(dist).filter((name) => name.startsWith('.build'))).toEqual([]);
});

test('a build without its server container is refused', () => {
  const dir = build();
  fs.rmSync(path.join(dir, 'server'), { recursive: true });
  expect(() => versions.publish(dist, dir)).toThrow(/no server\/remoteEntry\.js/);
  expect(versions.listVersions(dist)).toEqual([]);
});

test('activate makes a version current and remembers the one before; rollback goes back to it', () => {
  const a = deploy();
  const b = deploy();
  expect(versions.readPointer(dist)).toBeNull();
  versions.activate(dist, a, signer);
  versions.activate(dist, b, signer);
  expect(versions.readPointer(dist)).toMatchObject({ current: b, previous: [a], canary: null });
  const { from, to } = versions.rollback(dist, signer);
  expect([from, to]).toEqual([b, a]);
  expect(versions.readPointer(dist)).toMatchObject({ current: a, previous: [] });
});

test('rollback with no previous version, or before any deploy, is refused and changes nothing', () => {
  expect(() => versions.rollback(dist, signer)).toThrow(/Nothing is deployed yet/);
  versions.activate(dist, deploy(), signer);
  const before = pointerText();
  expect(() => versions.rollback(dist, signer)).toThrow(/no previous version/);
  expect(pointerText()).toBe(before);
});

test('a pointer to a version that does not exist is never written', () => {
  const a = deploy();
  versions.activate(dist, a, signer);
  const before = pointerText();
  expect(() => versions.activate(dist, '0123456789abcdef', signer)).toThrow(/There is no version 0123456789abcdef/);
  expect(() => versions.activate(dist, '../../etc', signer)).toThrow(versions.DeployError);
  expect(pointerText()).toBe(before);
});

test('a canary is 1 to 99 % as a whole number; promote makes it current, rollback drops it', () => {
  const a = deploy();
  const b = deploy();
  versions.activate(dist, a, signer);
  for (const percent of [0, 100, 12.5, Number.NaN]) {
    expect(() => versions.startCanary(dist, b, percent, signer)).toThrow(/1 to 99 %/);
  }
  versions.startCanary(dist, b, 10, signer);
  expect(versions.readPointer(dist)).toMatchObject({ current: a, canary: { version: b, percent: 10 } });
  expect(versions.rollback(dist, signer)).toMatchObject({ from: b, to: a });
  expect(versions.readPointer(dist)?.canary).toBeNull();
  versions.startCanary(dist, b, 50, signer);
  versions.promote(dist, signer);
  expect(versions.readPointer(dist)).toMatchObject({ current: b, previous: [a], canary: null });
  expect(() => versions.promote(dist, signer)).toThrow(/no canary/);
});

test('a half-written pointer is never taken for one; writing one leaves no partial file', () => {
  const a = deploy();
  versions.activate(dist, a, signer);
  const whole = pointerText();
  for (let length = 0; length < whole.length - 2; length += 7) {
    fs.writeFileSync(path.join(dist, versions.POINTER_FILE), whole.slice(0, length));
    expect(() => versions.readPointer(dist)).toThrow(versions.DeployError);
  }
  expect(() => versions.parsePointer(JSON.stringify({ current: a, previous: 'x' }))).toThrow(/previous/);
  fs.writeFileSync(path.join(dist, versions.POINTER_FILE), whole);
  versions.activate(dist, deploy(), signer);
  expect(fs.readdirSync(dist).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

test('retention keeps the newest five, anything younger than a day, the served version and the one before it', () => {
  const all = Array.from({ length: 9 }, () => deploy());
  all.forEach((version, index) => age(version, (20 - index) * DAY));
  versions.activate(dist, all[0]!, signer);
  versions.activate(dist, all[8]!, signer);
  age(all[1]!, DAY / 2);
  // Newest five: 1 (half a day old), 8, 7, 6, 5; 8 is current, 0 the version before it.
  expect(versions.prune(dist, signer).sort()).toEqual([all[2], all[3], all[4]].sort());
  expect(versions.listVersions(dist)).toHaveLength(6);
  expect(versions.readPointer(dist)).toMatchObject({ current: all[8], previous: [all[0]] });
});

test('retention is configurable', () => {
  const all = Array.from({ length: 4 }, () => deploy());
  all.forEach((version, index) => age(version, (10 - index) * 60_000));
  versions.activate(dist, all[3]!, signer);
  expect(versions.prune(dist, signer, { keep: 1, keepForMs: 0 }).sort()).toEqual(all.slice(0, 3).sort());
});

test('a version lists the SHA-384 of each of its files; the pointer is signed and names that list by its hash', () => {
  const a = deploy('entry a');
  versions.activate(dist, a, signer);
  const folder = path.join(dist, versions.VERSIONS_DIR, a);
  const list = JSON.parse(fs.readFileSync(path.join(folder, integrity.FILES_LIST), 'utf8')).files;
  expect(Object.keys(list).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js']);
  expect(list['server/remoteEntry.js']).toBe(integrity.integrityOf('entry a'));
  const pointer = versions.readPointer(dist)!;
  expect(pointer.files).toEqual({
    [a]: integrity.integrityOf(fs.readFileSync(path.join(folder, integrity.FILES_LIST))),
  });
  const publicKey = integrity.publicKeyText(createPublicKey(signer.key));
  expect(integrity.pointerDistrust('catalog', pointer, [publicKey])).toBeNull();
  expect(integrity.pointerDistrust('dashboard', pointer, [publicKey])).toMatch(/does not match/);
});

test('a version that landed without a file list is not served: it must be built again', () => {
  const a = deploy();
  fs.rmSync(path.join(dist, versions.VERSIONS_DIR, a, integrity.FILES_LIST));
  expect(() => versions.activate(dist, a, signer)).toThrow(/has no files\.json/);
  expect(versions.readPointer(dist)).toBeNull();
});
