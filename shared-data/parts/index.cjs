// @ts-check
/**
 * The one reader of the parts list (shared-data/parts.json): the deployable parts, their folders,
 * local ports and the fragments each remote exposes for other parts. Every script, config, build, the e2e suite and the
 * static hosts read it here; code that is bundled (shared-data's contracts, the shell's server)
 * imports the same file through `@shared-data/parts/list`.
 *
 * A test or a tool can hand it another list: CODEYATRA_PARTS_FILE names a file of the same shape
 * (shared-data/tooling/commands/sixth-part.test.ts adds a part to a temporary copy and shows each
 * consumer picks it up). The lists below (PARTS, REMOTE_PARTS, ...) are read once, when this module
 * is first loaded; loadParts() reads the file again.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ dir: string, port: number }} ShellPart */
/** @typedef {{ dir: string, port: number, fragments: Record<string, string> }} RemotePart */
/** @typedef {{ shell: ShellPart, remotes: Record<string, RemotePart> }} Parts */
/** @typedef {{ name: string, dir: string, port: number }} Part */

const DEFAULT_FILE = path.join(__dirname, '..', 'parts.json');

/** The repository's root, where every part's folder is. */
const ROOT = path.resolve(__dirname, '..', '..');

/** Where the list is read from. */
const partsFile = () => process.env.CODEYATRA_PARTS_FILE || DEFAULT_FILE;

/** @returns {Parts} */
function loadParts() {
  return JSON.parse(fs.readFileSync(partsFile(), 'utf8'));
}

const PARTS_JSON = loadParts();

/** @type {Part[]} */
const REMOTE_PARTS = Object.entries(PARTS_JSON.remotes).map(([name, part]) => ({
  name,
  dir: part.dir,
  port: part.port,
}));

/** @type {Part} */
const SHELL_PART = { name: 'shell', dir: PARTS_JSON.shell.dir, port: PARTS_JSON.shell.port };

const PARTS = [...REMOTE_PARTS, SHELL_PART];

/** A part's build folder. @param {{ dir: string }} part */
const distOf = (part) => path.join(ROOT, part.dir, 'dist');

/** Where a part is served locally: 'http://localhost:3001'. @param {string} name */
function originOf(name) {
  const part = PARTS.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`No part named "${name}" in shared-data/parts.json`);
  return `http://localhost:${part.port}`;
}

/** A remote's browser manifest where it is served locally (what remotes.json lists for it). @param {string} name */
const manifestUrlOf = (name) => `${originOf(name)}/mf-manifest.json`;

module.exports = { loadParts, partsFile, ROOT, REMOTE_PARTS, SHELL_PART, PARTS, distOf, originOf, manifestUrlOf };
