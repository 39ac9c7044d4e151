/**
 * The site's production server (the shell's deploy) as a Fastify app: every page rendered on the
 * server and composed from the remotes that own it (pages.ts), the shell's own static files
 * (shell-files.ts), sitemap and robots (site-file-routes.ts), with security headers (security.ts)
 * and compression. Stateless: run as many instances as needed behind a load balancer or CDN.
 */
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { beaconRoute } from '../beacon';
import { createLogger, type Logger } from '../logging';
import { countAnswers } from '../metrics';
import { overrideRoutes, overrideSettings, Overrides } from '../overrides';
import { RemoteRegistry } from '../remotes';
import { loadTemplate, LoadedValues } from '../rendering';
import { drainable } from './connections';
import { errorPage, frameworkErrorPage } from './error-pages';
import { HtmlCache } from './html-cache';
import { integrityRoute } from './integrity-route';
import { pageHandler } from './pages';
import { securityHeaders } from './security';
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
  /** Where the server logs (logging.ts: stdout, and SHELL_LOG_FILE). */
  log?: Logger;
}

export async function createServer(options: ServerOptions) {
  const log = options.log ?? createLogger();
  const registry = new RemoteRegistry(options.remotesFile, log);
  const template = loadTemplate(options.publicDir);
  const overrides = new Overrides(overrideSettings(process.env, log), log, options.origin.startsWith('https:'));

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // A line per request would drown the lines about the remotes: the metrics count requests.
    logController: new LogController({ disableRequestLogging: true }),
    // While a worker drains (server/workers.ts), requests on its open connections are still answered.
    return503OnClosing: false,
    // A URL that cannot be decoded (/%) gets a page, never the framework's error text.
    frameworkErrors: frameworkErrorPage(template.styles),
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
  });
  // Set before the plugins below, which each take the app's error handler and hooks as they are
  // when registered.
  app.setErrorHandler(errorPage(template.styles));
  const drain = drainable(app);
  countAnswers(app);
  await app.register(
    fastifyHelmet,
    securityHeaders(() => registry.origins()),
  );
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(shellFiles, { publicDir: options.publicDir });
  await app.register(siteFileRoutes, { origin: options.origin, registry });
  await app.register(beaconRoute, {
    knows: (part, version) => registry.knowsVersion(part, version),
    perMinute: Number(process.env.BEACON_RATE_PER_MINUTE ?? 60),
  });
  await app.register(overrideRoutes, { overrides });
  app.addHook('onClose', async () => overrides.builds.close());
  await app.register(integrityRoute, {
    hashesOf: (part, version) => registry.signedHashes(part, version),
    checkNow: () => registry.checkAll(),
  });
  app.setNotFoundHandler(
    pageHandler({
      overrides,
      origin: options.origin,
      registry,
      template,
      cache: new HtmlCache(options.htmlCacheTtlMs),
      loaded: new LoadedValues(),
    }),
  );

  await registry.checkAll();
  return { app, registry, drain };
}
