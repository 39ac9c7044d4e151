// The five deployable parts of the composed site, where each is served locally and how it starts:
// the remotes' builds on static hosts (CORS, cache headers), the shell's server-rendering server.
// Names, folders and ports come from shared-data/parts.json, the one list every part builds from.
const path = require('node:path');
const PARTS_JSON = require('shared-data/server/parts').loadParts();

const ROOT = path.resolve(__dirname, '..', '..');

/** A remote's build on its static host; the port comes in PORT (see processes.cjs). */
const staticHost = ['../shared-data/server/static-host.mjs', '--cors', '--spa', 'dist'];

const REMOTE_PARTS = Object.entries(PARTS_JSON.remotes).map(([name, part]) => ({
  name,
  dir: part.dir,
  port: part.port,
  args: staticHost,
}));

const SHELL_PART = {
  name: 'shell',
  dir: PARTS_JSON.shell.dir,
  port: PARTS_JSON.shell.port,
  args: ['dist/server/main.js'],
};

const PARTS = [...REMOTE_PARTS, SHELL_PART];

const distOf = (part) => path.join(ROOT, part.dir, 'dist');

/** Where a part is served locally: 'http://localhost:3001'. */
function originOf(name) {
  const part = PARTS.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`No part named "${name}" in shared-data/parts.json`);
  return `http://localhost:${part.port}`;
}

/** A remote's browser manifest where it is served locally (what remotes.json lists for it). */
const manifestUrlOf = (name) => `${originOf(name)}/mf-manifest.json`;

module.exports = { ROOT, REMOTE_PARTS, SHELL_PART, PARTS, distOf, originOf, manifestUrlOf };
