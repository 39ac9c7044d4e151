// @ts-check
/**
 * What makes a deployed version trustworthy, for the deploy tool that signs it and every server
 * that runs it (the shell's server verifies before it evaluates anything):
 *
 *   v/<version>/files.json   the SHA-384 of every file of the version (Subresource Integrity form,
 *                            "sha384-<base64>"), written by the deploy before the version lands
 *   current.json             the pointer, signed with the part's Ed25519 key: the part, the versions
 *                            it serves, and for each served version the hash of its files.json
 *
 * So one signature covers every byte a server may run: the pointer names the file list by its
 * hash, and the list names every file by its hash. A part's public keys (two during a rotation) are
 * listed in the shell's remotes.json.
 */
const nodeCrypto = require('node:crypto');
const { servedVersions } = require('./pointer.cjs');

const FILES_LIST = 'files.json';

/** @param {string | Buffer} bytes @returns {string} "sha384-<base64>" */
const integrityOf = (bytes) => `sha384-${nodeCrypto.createHash('sha384').update(bytes).digest('base64')}`;

/** A public key as remotes.json lists it: the base64 of its SPKI DER form. @param {import("node:crypto").KeyObject} key */
const publicKeyText = (key) => key.export({ type: 'spki', format: 'der' }).toString('base64');

/** @param {string} text @returns {import("node:crypto").KeyObject} */
const publicKeyFrom = (text) =>
  nodeCrypto.createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });

/** A short name for a key, written beside a signature so a reader knows which key made it. @param {string} text */
const keyIdOf = (text) => nodeCrypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The bytes a pointer's signature covers, in a fixed order (so signer and verifier agree).
 * @param {string} part
 * @param {import('./pointer.cjs').Pointer} pointer
 */
function signedBytes(part, pointer) {
  const files = Object.fromEntries(Object.entries(pointer.files ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  return Buffer.from(
    JSON.stringify({
      part,
      current: pointer.current,
      previous: pointer.previous,
      canary: pointer.canary,
      updatedAt: pointer.updatedAt,
      files,
    }),
  );
}

/**
 * Signs a pointer with a part's private key.
 * @param {string} part
 * @param {import('./pointer.cjs').Pointer} pointer
 * @param {import("node:crypto").KeyObject} privateKey
 * @returns {{ keyId: string, value: string }}
 */
function signPointer(part, pointer, privateKey) {
  const keyId = keyIdOf(publicKeyText(nodeCrypto.createPublicKey(privateKey)));
  return { keyId, value: nodeCrypto.sign(null, signedBytes(part, pointer), privateKey).toString('base64') };
}

/**
 * Why a pointer is not trusted, or null when one of `publicKeys` signed it and every version it
 * serves has its file list's hash.
 * @param {string} part
 * @param {import('./pointer.cjs').Pointer} pointer
 * @param {readonly string[]} publicKeys base64 SPKI, as remotes.json lists them
 * @returns {string | null}
 */
function pointerDistrust(part, pointer, publicKeys) {
  if (!pointer.signature) return 'it is not signed';
  if (publicKeys.length === 0) return `remotes.json lists no public key for ${part}`;
  const { keyId, value } = pointer.signature;
  const key = publicKeys.find((text) => keyIdOf(text) === keyId);
  if (!key) return `it is signed with key ${keyId}, which remotes.json does not list for ${part}`;
  let valid = false;
  try {
    valid = nodeCrypto.verify(null, signedBytes(part, pointer), publicKeyFrom(key), Buffer.from(value, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) return `its signature does not match (key ${keyId})`;
  const unlisted = servedVersions(pointer).find((version) => !pointer.files?.[version]);
  return unlisted ? `it gives no file list hash for version ${unlisted}` : null;
}

/**
 * A version's files.json, checked: every entry a relative path and an SRI hash.
 * @param {string} text
 * @returns {Record<string, string>}
 */
function parseFilesList(text) {
  /** @type {any} */
  const value = JSON.parse(text);
  const files = value?.files;
  if (!files || typeof files !== 'object') throw new Error(`${FILES_LIST} has no files`);
  for (const [file, hash] of Object.entries(files)) {
    if (typeof hash !== 'string' || !hash.startsWith('sha384-') || file.startsWith('/') || file.includes('..')) {
      throw new Error(`${FILES_LIST} has a malformed entry for ${file}`);
    }
  }
  return files;
}

exports.FILES_LIST = FILES_LIST;
exports.integrityOf = integrityOf;
exports.publicKeyText = publicKeyText;
exports.keyIdOf = keyIdOf;
exports.signPointer = signPointer;
exports.pointerDistrust = pointerDistrust;
exports.parseFilesList = parseFilesList;
