// The five deployable parts of the composed site, where each is served locally and how it starts:
// the remotes' builds on static hosts (CORS, cache headers), the shell's server-rendering server.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

const staticHost = (port) => [
  '../shared-data/server/static-host.mjs',
  '--port',
  String(port),
  '--cors',
  '--spa',
  'dist',
];

const REMOTE_PARTS = [
  { name: 'catalog', dir: 'mfe-catalog', port: 3001, args: staticHost(3001) },
  { name: 'membership', dir: 'mfe-membership', port: 3002, args: staticHost(3002) },
  { name: 'learn', dir: 'mfe-learn', port: 3003, args: staticHost(3003) },
  { name: 'dashboard', dir: 'mfe-dashboard', port: 3004, args: staticHost(3004) },
];

const SHELL_PART = { name: 'shell', dir: 'shell', port: 3000, args: ['dist/server/main.js'] };

const PARTS = [...REMOTE_PARTS, SHELL_PART];

const distOf = (part) => path.join(ROOT, part.dir, 'dist');

module.exports = { ROOT, REMOTE_PARTS, SHELL_PART, PARTS, distOf };
