// @ts-check
/**
 * The one list of parts (shared-data/parts.json), as every script, config and build reads it. A
 * test or a tool can hand them another list: CODEYATRA_PARTS_FILE names a file of the same shape
 * (shared-data/server/sixth-part.test.ts adds a part to a temporary copy and shows each consumer
 * picks it up).
 */
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ dir: string, port: number }} ShellPart */
/** @typedef {{ dir: string, port: number, exposes: Record<string, string> }} RemotePart */
/** @typedef {{ shell: ShellPart, remotes: Record<string, RemotePart> }} Parts */

const DEFAULT_FILE = path.join(__dirname, '..', 'parts.json');

/** Where the list is read from. */
const partsFile = () => process.env.CODEYATRA_PARTS_FILE || DEFAULT_FILE;

/** @returns {Parts} */
function loadParts() {
  return JSON.parse(fs.readFileSync(partsFile(), 'utf8'));
}

module.exports = { loadParts, partsFile };
