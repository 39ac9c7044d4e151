// @ts-check
/**
 * Each remote team's deploy key (Ed25519): the private key signs the team's pointers
 * (@shared-data/hosting's integrity.cjs), the public key is listed in the shell's remotes.json.
 *
 *   <part folder>/.deploy-keys/private.pem    the signing key (mode 0600; never in git)
 *   <part folder>/.deploy-keys/previous.pub   during a rotation: the key before it, still accepted
 *
 * DEPLOY_KEYS_DIR=<folder> keeps them elsewhere (<folder>/<part>/…), e.g. a CI secret mount.
 */
const nodeCrypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { loadParts, ROOT } = require('@shared-data/parts');
const { publicKeyText } = require('@shared-data/hosting/integrity');
const { DeployError } = require('@shared-data/hosting/pointer');

const PRIVATE_FILE = 'private.pem';
const PREVIOUS_FILE = 'previous.pub';

/** @param {string} part a remote's name in parts.json */
function keyFolder(part) {
  if (process.env.DEPLOY_KEYS_DIR) return path.join(process.env.DEPLOY_KEYS_DIR, part);
  const remote = loadParts().remotes[part];
  if (!remote) throw new DeployError(`shared-data/parts.json has no remote named "${part}"`);
  return path.join(ROOT, remote.dir, '.deploy-keys');
}

/** @param {string} part */
const hasKey = (part) => fs.existsSync(path.join(keyFolder(part), PRIVATE_FILE));

/**
 * Creates the part's key. With `rotate`, the key it replaces stays accepted (previous.pub) until
 * `endRotation`; without it, an existing key is never overwritten.
 * @param {string} part
 * @param {{ rotate?: boolean }} [options]
 */
function createKey(part, { rotate = false } = {}) {
  const folder = keyFolder(part);
  const file = path.join(folder, PRIVATE_FILE);
  if (fs.existsSync(file) && !rotate) {
    throw new DeployError(`${part} already has a deploy key (${file}); rotate it with --rotate`);
  }
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (fs.existsSync(file)) fs.writeFileSync(path.join(folder, PREVIOUS_FILE), `${publicKeys(part)[0]}\n`);
  const { privateKey } = nodeCrypto.generateKeyPairSync('ed25519');
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  fs.renameSync(temporary, file);
  return publicKeys(part);
}

/** Stops accepting the key before the last rotation. @param {string} part */
function endRotation(part) {
  fs.rmSync(path.join(keyFolder(part), PREVIOUS_FILE), { force: true });
  return publicKeys(part);
}

/** @param {string} part @returns {import("node:crypto").KeyObject} */
function privateKey(part) {
  const file = path.join(keyFolder(part), PRIVATE_FILE);
  if (!fs.existsSync(file)) {
    throw new DeployError(`${part} has no deploy key (${file}): create one with \`npm run keygen -w <its folder>\``);
  }
  return nodeCrypto.createPrivateKey(fs.readFileSync(file));
}

/** The part's public keys as remotes.json lists them: the current one, then the previous during a rotation. @param {string} part */
function publicKeys(part) {
  if (!hasKey(part)) return [];
  const current = publicKeyText(nodeCrypto.createPublicKey(privateKey(part)));
  const previousFile = path.join(keyFolder(part), PREVIOUS_FILE);
  const previous = fs.existsSync(previousFile) ? fs.readFileSync(previousFile, 'utf8').trim() : null;
  return previous && previous !== current ? [current, previous] : [current];
}

/** What signs a part's pointers. @param {string} part @returns {{ part: string, key: nodeCrypto.KeyObject }} */
const signerOf = (part) => ({ part, key: privateKey(part) });

module.exports = { keyFolder, hasKey, createKey, endRotation, privateKey, publicKeys, signerOf };
