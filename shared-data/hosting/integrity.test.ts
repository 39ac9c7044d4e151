/**
 * @jest-environment node
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { integrityOf, keyIdOf, parseFilesList, pointerDistrust, publicKeyText, signPointer } from './integrity.cjs';
import { parsePointer, type Pointer } from './pointer.cjs';

const key = () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: publicKeyText(createPublicKey(privateKey)) };
};
const team = key();
const A = '0123456789abcdef';
const B = 'fedcba9876543210';
const unsigned: Pointer = {
  current: A,
  previous: [],
  canary: { version: B, percent: 10 },
  updatedAt: '2026-11-25T20:00:00.000Z',
  files: { [A]: integrityOf('list a'), [B]: integrityOf('list b') },
};
const signed = (pointer = unsigned, signer = team.privateKey, part = 'catalog'): Pointer => ({
  ...pointer,
  signature: signPointer(part, pointer, signer),
});

test('a pointer signed with the part key is trusted, after a round trip through current.json', () => {
  const text = JSON.stringify(signed());
  expect(pointerDistrust('catalog', parsePointer(text), [team.publicKey])).toBeNull();
});

test('every change to a signed pointer is refused: versions, canary share, file hashes, the part', () => {
  const pointer = signed();
  const changed: Pointer[] = [
    { ...pointer, current: B },
    { ...pointer, canary: { version: B, percent: 90 } },
    { ...pointer, previous: [B] },
    { ...pointer, files: { ...pointer.files, [A]: integrityOf('another list') } },
  ];
  for (const forged of changed) {
    expect(pointerDistrust('catalog', forged, [team.publicKey])).toMatch(/signature does not match/);
  }
  expect(pointerDistrust('membership', pointer, [team.publicKey])).toMatch(/signature does not match/);
});

test('an unsigned pointer, one signed by another key, or a part with no key is refused', () => {
  expect(pointerDistrust('catalog', unsigned, [team.publicKey])).toBe('it is not signed');
  const other = key();
  expect(pointerDistrust('catalog', signed(unsigned, other.privateKey), [team.publicKey])).toMatch(
    new RegExp(`signed with key ${keyIdOf(other.publicKey)}, which remotes.json does not list`),
  );
  expect(pointerDistrust('catalog', signed(), [])).toMatch(/lists no public key/);
  const forgedValue = { ...signed(), signature: { keyId: keyIdOf(team.publicKey), value: 'AAAA' } };
  expect(pointerDistrust('catalog', forgedValue, [team.publicKey])).toMatch(/does not match/);
});

test('during a rotation both keys are accepted', () => {
  const next = key();
  const keys = [next.publicKey, team.publicKey];
  expect(pointerDistrust('catalog', signed(unsigned, team.privateKey), keys)).toBeNull();
  expect(pointerDistrust('catalog', signed(unsigned, next.privateKey), keys)).toBeNull();
  expect(pointerDistrust('catalog', signed(unsigned, team.privateKey), [next.publicKey])).toMatch(/does not list/);
});

test('a signed pointer must give the file list hash of every version it serves', () => {
  const withoutCanaryList = { ...unsigned, files: { [A]: integrityOf('list a') } };
  expect(pointerDistrust('catalog', signed(withoutCanaryList), [team.publicKey])).toMatch(
    `no file list hash for version ${B}`,
  );
});

test('a file list: relative paths and SHA-384 hashes only', () => {
  const files = { 'server/remoteEntry.js': integrityOf('x'), 'mf-manifest.json': integrityOf('{}') };
  expect(parseFilesList(JSON.stringify({ files }))).toEqual(files);
  expect(integrityOf('x')).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  expect(() => parseFilesList('{}')).toThrow(/no files/);
  expect(() => parseFilesList(JSON.stringify({ files: { '../etc/passwd': integrityOf('x') } }))).toThrow(/malformed/);
  expect(() => parseFilesList(JSON.stringify({ files: { 'a.js': 'md5-x' } }))).toThrow(/malformed/);
});
