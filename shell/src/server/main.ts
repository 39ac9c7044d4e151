/**
 * The entry of the site's production server (the shell's deploy): the Fastify app of http/ in
 * worker processes (workers.ts). Stateless: run as many instances as needed behind a load balancer
 * or CDN.
 *
 * Settings (environment): PORT (default: the shell's port in shared-data/parts.json), HOST (localhost), SITE_ORIGIN (the public origin for
 * canonical URLs, default http://localhost:PORT), REMOTES_FILE (default: remotes.json beside
 * index.html), HTML_CACHE_TTL_MS (10000; 0 turns the cache off), TRUST_PROXY (the addresses of a
 * CDN or load balancer in front, comma-separated: their X-Forwarded-For names the visitor),
 * BEACON_SECRET (signs the pages' beacon tokens; the same for every instance; default: one the
 * primary makes at start, see workers.ts), BEACON_RATE_PER_MINUTE (60, per visitor, whole server),
 * and the timeouts and connection cap of every worker (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS,
 * KEEP_ALIVE_TIMEOUT_MS, IDLE_TIMEOUT_MS, MAX_CONNECTIONS: @shared-data/hosting's connection-limits.cjs).
 */
import path from 'node:path';
import parts from '@shared-data/parts/list';
import { connectionLimits, hardenedServerFactory } from '@shared-data/hosting/static-files';
import { createServer } from './http';
import { runWorkers } from './workers';

// Read as the module loads, in the primary too: a bad value stops the server at once, not each
// worker it would start again and again.
const limits = connectionLimits(process.env);

async function start() {
  const port = Number(process.env.PORT ?? parts.shell.port);
  const host = process.env.HOST ?? 'localhost';
  const publicDir = path.join(__dirname, '..', 'public');
  const { app, drain } = await createServer({
    serverFactory: hardenedServerFactory(limits),
    publicDir,
    remotesFile: process.env.REMOTES_FILE ?? path.join(publicDir, 'remotes.json'),
    origin: process.env.SITE_ORIGIN ?? `http://localhost:${port}`,
    htmlCacheTtlMs: Number(process.env.HTML_CACHE_TTL_MS ?? 10_000),
    trustedProxies: (process.env.TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  });
  // Ready first: the remotes are checked before the first request (remotes/remotes-plugin.ts).
  await app.listen({ port, host });
  console.log(`shell      http://localhost:${port} (server-rendered, process ${process.pid})`);
  return { containersLoaded: () => app.remotes.containersLoaded, close: drain };
}

runWorkers(start);
