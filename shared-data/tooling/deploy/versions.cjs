// @ts-check
/**
 * A remote's deployed versions, the deploy tool's side: landing a build as an immutable version
 * (publish), switching the pointer (activate, canary, promote, rollback) and retention (prune).
 * The layout and the pointer format are @shared-data/hosting's pointer.cjs, which production
 * servers read; this module re-exports it, so deploy.mjs and its tests see one API:
 *
 *   dist/v/<hash>/        one build, named by its content, never changed after it lands
 *   dist/v/<hash>/version.json   written inside the build before it lands: when it was built
 *   dist/current.json     the pointer: the current version, the ones before it (for rollback)
 *                         and an optional canary; the only file a deploy rewrites
 *
 * The pointer is written last and atomically (a temporary file renamed over it), so a reader sees
 * the old pointer or the new one, never half of one. Every pointer is signed with the part's key
 * (signing-keys.cjs) and names the hash of each served version's files.json, the SHA-384 of every
 * file of that version, written when it lands (@shared-data/hosting's integrity.cjs).
 */
const { createHash, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const pointerFormat = require('@shared-data/hosting/pointer');
const { FILES_LIST, integrityOf, signPointer } = require('@shared-data/hosting/integrity');

const { POINTER_FILE, VERSIONS_DIR, VERSION_FILE, DeployError, checkCanaryPercent } = pointerFormat;
const { servedVersions, versionDir, versionExists, readPointer } = pointerFormat;
/** What every build of a remote has: its browser manifest and container, and its server container. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js'];
/** Keep at least this many of the newest versions, and every version younger than KEEP_FOR_MS. */
const KEEP_VERSIONS = 5;
const KEEP_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {import('@shared-data/hosting/pointer').Pointer} Pointer
 * @typedef {{ version: string, builtAt: number, path: string }} StoredVersion
 * @typedef {import('./signing-keys.cjs').Signer} Signer
 */

/**
 * Writes the pointer atomically, signed, after checking every version it serves exists and has
 * its list of file hashes.
 * @param {string} dist
 * @param {Pick<Pointer, 'current' | 'previous' | 'canary'>} pointer
 * @param {Signer} signer
 * @returns {Pointer}
 */
function writePointer(dist, { current, previous, canary }, signer) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const version of servedVersions({ current, previous, canary, updatedAt: '' })) {
    if (!versionExists(dist, version))
      throw new DeployError(`There is no version ${version} in ${path.join(dist, VERSIONS_DIR)}`);
    const list = path.join(versionDir(dist, version), FILES_LIST);
    if (!fs.existsSync(list)) {
      throw new DeployError(
        `Version ${version} has no ${FILES_LIST} (it landed before deploys were signed): build it again`,
      );
    }
    files[version] = integrityOf(fs.readFileSync(list));
  }
  if (canary) checkCanaryPercent(canary.percent);
  /** @type {Pointer} */
  const unsigned = { current, previous, canary, updatedAt: new Date().toISOString(), files };
  const complete = { ...unsigned, signature: signPointer(signer.part, unsigned, signer.key) };
  const file = path.join(dist, POINTER_FILE);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(complete, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return complete;
}

/**
 * A hash of every file under `dir` (names and contents), the version's name.
 * @param {string} dir
 */
function hashFolder(dir) {
  const hash = createHash('sha256');
  const files = /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes files.json into a build: the SHA-384 of every file in it.
 * @param {string} dir
 */
function writeFilesList(dir) {
  const files = /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file !== FILES_LIST && file !== VERSION_FILE)
    .sort();
  const list = Object.fromEntries(files.map((file) => [file, integrityOf(fs.readFileSync(path.join(dir, file)))]));
  fs.writeFileSync(path.join(dir, FILES_LIST), `${JSON.stringify({ files: list }, null, 1)}\n`);
}

/**
 * Lands a finished build (a folder beside dist/v/ on the same disk) as an immutable version. A
 * build identical to a stored version is that version (the folder is removed).
 * @param {string} dist
 * @param {string} buildDir
 * @returns {string} the version
 */
function publish(dist, buildDir) {
  for (const file of REQUIRED_FILES) {
    if (!fs.existsSync(path.join(buildDir, file))) {
      throw new DeployError(`${buildDir} is not a whole remote build: it has no ${file}`);
    }
  }
  writeFilesList(buildDir);
  const version = hashFolder(buildDir);
  const target = versionDir(dist, version);
  if (versionExists(dist, version)) {
    fs.rmSync(buildDir, { recursive: true, force: true });
    return version;
  }
  fs.writeFileSync(path.join(buildDir, VERSION_FILE), `${JSON.stringify({ version, builtAt: Date.now() })}\n`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(buildDir, target);
  return version;
}

/**
 * The stored versions, newest first.
 * @param {string} dist
 * @returns {StoredVersion[]}
 */
function listVersions(dist) {
  const root = path.join(dist, VERSIONS_DIR);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((version) => versionExists(dist, version))
    .map((version) => {
      const info = JSON.parse(fs.readFileSync(path.join(root, version, VERSION_FILE), 'utf8'));
      return { version, builtAt: Number(info.builtAt), path: path.join(root, version) };
    })
    .sort((a, b) => b.builtAt - a.builtAt);
}

/**
 * Makes `version` current; the one it replaces becomes the first to roll back to. Drops a canary.
 * @param {string} dist
 * @param {string} version
 * @param {Signer} signer
 */
function activate(dist, version, signer) {
  const pointer = readPointer(dist);
  if (pointer?.current === version && !pointer.canary) return pointer;
  const previous = pointer ? [pointer.current, ...pointer.previous].filter((v) => v !== version) : [];
  return writePointer(dist, { current: version, previous, canary: null }, signer);
}

/**
 * Serves `version` to `percent` % of visitors; everyone else keeps the current version.
 * @param {string} dist
 * @param {string} version
 * @param {number} percent
 * @param {Signer} signer
 */
function startCanary(dist, version, percent, signer) {
  checkCanaryPercent(percent);
  const pointer = readPointer(dist);
  if (!pointer) throw new DeployError('A canary needs a current version to compare with: deploy one first');
  if (pointer.current === version) throw new DeployError(`Version ${version} is already current`);
  return writePointer(dist, { ...pointer, canary: { version, percent } }, signer);
}

/** Makes the canary current. @param {string} dist @param {Signer} signer */
function promote(dist, signer) {
  const pointer = readPointer(dist);
  if (!pointer?.canary) throw new DeployError('There is no canary to promote');
  return activate(dist, pointer.canary.version, signer);
}

/**
 * Drops the canary if there is one; otherwise goes back to the version before the current one.
 * @param {string} dist
 * @param {Signer} signer
 * @returns {{ pointer: Pointer, from: string, to: string }}
 */
function rollback(dist, signer) {
  const pointer = readPointer(dist);
  if (!pointer) throw new DeployError('Nothing is deployed yet: there is nothing to roll back');
  if (pointer.canary) {
    return {
      pointer: writePointer(dist, { ...pointer, canary: null }, signer),
      from: pointer.canary.version,
      to: pointer.current,
    };
  }
  const [to, ...rest] = pointer.previous.filter((version) => versionExists(dist, version));
  if (!to) throw new DeployError(`There is no previous version to roll back to (current: ${pointer.current})`);
  return {
    pointer: writePointer(dist, { current: to, previous: rest, canary: null }, signer),
    from: pointer.current,
    to,
  };
}

/**
 * Removes the versions the retention rule lets go: not served (current or canary) nor the one a
 * rollback would go back to, not among the
 * `keep` newest, and older than `keepForMs`. Returns the removed versions.
 * @param {string} dist
 * @param {Signer} signer
 * @param {{ keep?: number, keepForMs?: number, now?: number }} [options]
 */
function prune(dist, signer, { keep = KEEP_VERSIONS, keepForMs = KEEP_FOR_MS, now = Date.now() } = {}) {
  const pointer = readPointer(dist);
  // Served versions, and the one a rollback goes back to, always stay.
  const served = new Set(pointer ? [...servedVersions(pointer), ...pointer.previous.slice(0, 1)] : []);
  const removed = listVersions(dist)
    .filter((stored, index) => index >= keep && now - stored.builtAt > keepForMs && !served.has(stored.version))
    .map((stored) => {
      fs.rmSync(stored.path, { recursive: true, force: true });
      return stored.version;
    });
  if (pointer && pointer.previous.some((version) => removed.includes(version))) {
    const previous = pointer.previous.filter((version) => !removed.includes(version));
    writePointer(dist, { ...pointer, previous }, signer);
  }
  return removed;
}

module.exports = {
  ...pointerFormat,
  KEEP_VERSIONS,
  KEEP_FOR_MS,
  writePointer,
  hashFolder,
  writeFilesList,
  publish,
  listVersions,
  activate,
  startCanary,
  promote,
  rollback,
  prune,
};
