#!/usr/bin/env node
// @ts-check
/**
 * A part's build on a static host, as its production host (a CDN or any static host configured the
 * same way) would serve it: `npm run serve -w <remote>`, and each remote of `npm run serve`. The
 * rules (cache headers, versions, CORS, precompressed files) are @shared-data/hosting's
 * static-files.mjs, which the shell's server uses for its own files.
 *
 * Usage: static-host.mjs (--part <remote> | --port <port>) [--cors] [--spa] <dist folder>
 *   --part takes the remote's port from shared-data/parts.json; PORT in the environment overrides it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import partsModule from '@shared-data/parts';
import { createStaticHost } from '@shared-data/hosting/static-files';

/** A remote's port in parts.json. @param {string} name */
function portOfPart(name) {
  const parts = partsModule.loadParts();
  const port = parts.remotes[name]?.port;
  if (!port) throw new Error(`shared-data/parts.json has no remote named "${name}"`);
  return port;
}

/** How long a stopping host waits for the requests in flight. */
const STOP_GRACE_MS = 2000;

const { values, positionals } = parseArgs({
  options: {
    part: { type: 'string' },
    port: { type: 'string' },
    cors: { type: 'boolean' },
    spa: { type: 'boolean' },
  },
  allowPositionals: true,
});
const [folder] = positionals;
const port = Number(process.env.PORT ?? values.port ?? (values.part && portOfPart(values.part)));
if (!folder || !port) {
  console.error('Usage: static-host.mjs (--part <remote> | --port <port>) [--cors] [--spa] <folder>');
  process.exit(1);
}
const app = await createStaticHost({ root: path.resolve(folder), cors: values.cors, spa: values.spa });
await app.listen({ port, host: process.env.HOST ?? 'localhost' });
console.log(`${folder} on http://localhost:${port}`);
// Requests in flight get a moment to finish; a connection a browser keeps open is not waited for
// (app.close alone waited for one of them for close to a minute).
const stop = () => {
  setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS).unref();
  return app.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
