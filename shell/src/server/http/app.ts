/**
 * The site's production server (the shell's deploy) as a Fastify app, made of plugins that each do
 * one job and declare what they need: the remotes and their versions (../remotes), rendering
 * (../rendering), then the HTTP side: error pages, security headers on every answer (security.ts,
 * client-error.ts) and compression,
 * the shell's own static files (shell-files.ts), sitemap and robots (site-file-routes.ts), browser
 * reports (../beacon), signed overrides (../overrides), the signed hashes (integrity-route.ts) and
 * every other path as a page (pages.ts). Stateless: run as many instances as needed behind a load
 * balancer or CDN.
 */
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import { beaconRatePerMinute, beaconRoute, pageTokens, randomSecret, secretFromEnv } from '../beacon';
import { createLogger, type Logger } from '../logging';
import { countAnswers } from '../metrics';
import { overridesPlugin } from '../overrides';
import { CHECK_LIMIT_MS, remotesPlugin } from '../remotes';
import { renderingPlugin } from '../rendering';
import { clientErrorAnswer } from './client-error';
import { drainable } from './connections';
import { errorPages, frameworkErrorPage } from './error-pages';
import { integrityRoute } from './integrity-route';
import { pages } from './pages';
import { securityHeaders, securityHeadersPlugin } from './security';
import { shellFiles } from './shell-files';
import { siteFileRoutes } from './site-file-routes';

export interface ServerOptions {
  /** The shell's browser build: dist/public. */
  publicDir: string;
  /** Where the remotes are: remotes.json. */
  remotesFile: string;
  /** The site's public origin, for canonical URLs, the sitemap and robots.txt. */
  origin: string;
  htmlCacheTtlMs: number;
  /**
   * The addresses of a CDN or load balancer in front (TRUST_PROXY): a request from one of them is
   * the visitor's named by its X-Forwarded-For (the beacon limit counts per visitor, not per CDN node).
   */
  trustedProxies?: string[];
  /**
   * The secret page tokens are signed with (BEACON_SECRET; beacon/page-token.ts): the same for
   * every worker and instance whose pages' beacons may reach this one. Default: BEACON_SECRET,
   * else one made for this app.
   */
  beaconSecret?: string;
  /** Where the server logs (logging.ts: stdout, and SHELL_LOG_FILE). */
  log?: Logger;
  /**
   * The HTTP server with its timeouts and connection cap (@shared-data/hosting's
   * hardenedServerFactory, from REQUEST_TIMEOUT_MS and the others: main.ts); Node's defaults without.
   */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/**
 * The app, its plugins registered; it checks the remotes when it gets ready (`listen` or `ready`)
 * and releases them when it closes. `drain` stops taking connections (workers.ts).
 */
export async function createServer(options: ServerOptions) {
  const log = options.log ?? createLogger();
  const headers = securityHeaders(() => app.remotes.origins());
  const app: FastifyInstance = Fastify({
    serverFactory: options.serverFactory,
    loggerInstance: log as FastifyBaseLogger,
    // A line per request would drown the lines about the remotes: the metrics count requests.
    logController: new LogController({ disableRequestLogging: true }),
    // While a worker drains (server/workers.ts), requests on its open connections are still answered.
    return503OnClosing: false,
    // A URL that cannot be decoded (/%) gets a page, never the framework's error text; nor does a
    // request Node's parser refuses (431, 408, 400). Both carry the security headers.
    frameworkErrors: frameworkErrorPage(() => app.rendering, headers),
    clientErrorHandler: clientErrorAnswer(() => app.rendering, headers),
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    // The remotes' first check runs before the app listens (an onReady hook, which Fastify gives
    // this long): it is never cut short, as a check on a busy machine may take longer than 10 s.
    pluginTimeout: CHECK_LIMIT_MS + 5_000,
  });
  const drain = drainable(app);
  countAnswers(app);
  await app.register(remotesPlugin, { remotesFile: options.remotesFile, log });
  await app.register(renderingPlugin, { publicDir: options.publicDir, origin: options.origin });
  // The plugins with routes take the app's error handler and hooks as they are when registered:
  // those come first.
  await app.register(errorPages);
  await app.register(securityHeadersPlugin, { headers });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(shellFiles, { publicDir: options.publicDir });
  await app.register(siteFileRoutes, { origin: options.origin, current: () => app.remotes.current() });
  const tokens = pageTokens(options.beaconSecret ?? secretFromEnv() ?? randomSecret());
  await app.register(beaconRoute, { tokens, perMinute: beaconRatePerMinute() });
  await app.register(overridesPlugin, { secure: options.origin.startsWith('https:'), log });
  await app.register(integrityRoute, {
    hashesOf: (part, version) => app.remotes.signedHashes(part, version),
    checkNow: (part) => app.remotes.checkOne(part),
  });
  await app.register(pages, {
    origin: options.origin,
    htmlCacheTtlMs: options.htmlCacheTtlMs,
    signPage: (versions, bucket) => tokens.sign(versions, bucket),
  });
  return { app, drain };
}
