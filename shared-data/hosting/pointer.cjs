// @ts-check
/**
 * The pointer format: how a remote's deployed versions are laid out on disk (or in an object store
 * laid out the same way) and read by whoever serves them (the shell's server, the static hosts):
 *
 *   dist/v/<hash>/        one build, named by its content, never changed after it lands
 *   dist/v/<hash>/version.json   written inside the build before it lands: when it was built
 *   dist/current.json     the pointer: the current version, the ones before it (for rollback)
 *                         and an optional canary; the only file a deploy rewrites
 *
 * The pointer is written last and atomically (by the deploy tool, @shared-data/tooling's
 * deploy/versions.cjs), so a reader sees the old pointer or the new one, never half of one; a
 * reader still checks what it reads (parsePointer) and that the version it names exists, and keeps
 * the last good pointer otherwise.
 */
const fs = require('node:fs');
const path = require('node:path');

const POINTER_FILE = 'current.json';
const VERSIONS_DIR = 'v';
const VERSION_FILE = 'version.json';
/** A version's name: the start of its content hash. */
const VERSION_PATTERN = /^[0-9a-f]{16}$/;

/**
 * @typedef {{ version: string, percent: number }} Canary
 * @typedef {{ keyId: string, value: string }} Signature
 * @typedef {{ current: string, previous: string[], canary: Canary | null, updatedAt: string,
 *   files?: Record<string, string>, signature?: Signature }} Pointer
 *   `files`: for each served version, the hash of its files.json; `signature`: the part's key's
 *   signature of it all (integrity.cjs). Parsed here, verified by whoever runs the versions.
 */

/** A refused deploy step or an unusable pointer: its message says what was wrong; nothing was changed. */
class DeployError extends Error {}

/** @param {unknown} version */
const isVersion = (version) => typeof version === 'string' && VERSION_PATTERN.test(version);

/** @param {unknown} percent */
function checkCanaryPercent(percent) {
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new DeployError(`A canary serves 1 to 99 % of visitors, as a whole number; got ${String(percent)}`);
  }
  return percent;
}

/**
 * The pointer in `text`, checked; throws on anything else (a half-written or hand-broken file).
 * @param {string} text
 * @returns {Pointer}
 */
function parsePointer(text) {
  /** @type {any} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DeployError(`${POINTER_FILE} is not JSON (half written?)`);
  }
  if (!value || typeof value !== 'object') throw new DeployError(`${POINTER_FILE} is not an object`);
  if (!isVersion(value.current)) throw new DeployError(`${POINTER_FILE} names no current version`);
  if (!Array.isArray(value.previous) || !value.previous.every(isVersion)) {
    throw new DeployError(`${POINTER_FILE} has no list of previous versions`);
  }
  const canary = value.canary ?? null;
  if (canary !== null && (!isVersion(canary.version) || typeof canary.percent !== 'number')) {
    throw new DeployError(`${POINTER_FILE} has a malformed canary`);
  }
  if (canary) checkCanaryPercent(canary.percent);
  const files = value.files ?? {};
  if (
    typeof files !== 'object' ||
    !Object.entries(files).every(([v, hash]) => isVersion(v) && typeof hash === 'string')
  ) {
    throw new DeployError(`${POINTER_FILE} has a malformed list of file hashes`);
  }
  const signature = value.signature;
  if (signature !== undefined && (typeof signature?.keyId !== 'string' || typeof signature?.value !== 'string')) {
    throw new DeployError(`${POINTER_FILE} has a malformed signature`);
  }
  return {
    current: value.current,
    previous: value.previous,
    canary: canary && { version: canary.version, percent: canary.percent },
    updatedAt: String(value.updatedAt ?? ''),
    files,
    ...(signature ? { signature: { keyId: signature.keyId, value: signature.value } } : {}),
  };
}

/** The versions a pointer serves: the current one and the canary. @param {Pointer} pointer */
const servedVersions = (pointer) => (pointer.canary ? [pointer.current, pointer.canary.version] : [pointer.current]);

/** @param {string} dist @param {string} version */
const versionDir = (dist, version) => path.join(dist, VERSIONS_DIR, version);

/** @param {string} dist @param {string} version */
const versionExists = (dist, version) =>
  isVersion(version) && fs.existsSync(path.join(versionDir(dist, version), VERSION_FILE));

/**
 * The pointer of the remote built into `dist`, or null before its first deploy.
 * @param {string} dist
 * @returns {Pointer | null}
 */
function readPointer(dist) {
  let text;
  try {
    text = fs.readFileSync(path.join(dist, POINTER_FILE), 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  const pointer = parsePointer(text);
  for (const version of servedVersions(pointer)) {
    if (!versionExists(dist, version))
      throw new DeployError(`${POINTER_FILE} names version ${version}, which is not in ${VERSIONS_DIR}/`);
  }
  return pointer;
}

exports.POINTER_FILE = POINTER_FILE;
exports.VERSIONS_DIR = VERSIONS_DIR;
exports.VERSION_FILE = VERSION_FILE;
exports.VERSION_PATTERN = VERSION_PATTERN;
exports.DeployError = DeployError;
exports.isVersion = isVersion;
exports.checkCanaryPercent = checkCanaryPercent;
exports.parsePointer = parsePointer;
exports.servedVersions = servedVersions;
exports.versionDir = versionDir;
exports.versionExists = versionExists;
exports.readPointer = readPointer;
