/**
 * The site's production server (the shell's deploy): every page rendered on the server and
 * composed from the remotes that own it, the shell's own static files, sitemap and robots, with
 * security headers. Stateless: run as many instances as needed behind a load balancer or CDN.
 *
 * Settings (environment): PORT (default: the shell's port in shared-data/parts.json), HOST (localhost), SITE_ORIGIN (the public origin for
 * canonical URLs, default http://localhost:PORT), REMOTES_FILE (default: remotes.json beside
 * index.html), HTML_CACHE_TTL_MS (10000; 0 turns the cache off).
 */
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { readRegionCookie } from 'shared-data';
import { isFilePath, staticFileOptions } from 'shared-data/server/static-host';
import { routes } from '../app/routes';
import { loadTemplate } from './rendering/document';
import { CachedPage } from './http/cached-page';
import { negotiateEncoding } from './http/content-negotiation';
import { HtmlCache } from './http/html-cache';
import { LoadedValues } from './rendering/loaded-values';
import { RemoteRegistry } from './remotes/remote-registry';
import { renderPage } from './rendering/render-page';
import { securityHeaders, withStyleHashes } from './http/security';
import { publicPaths, robotsTxt, sitemapXml } from './http/site-files';
import { statusDocument } from './rendering/status-document';
import { bucketCookie, newBucket, readBucket } from './remotes/visitor-bucket';
import { runWorkers } from './workers';
import parts from 'shared-data/parts.json';

export interface ServerOptions {
  /** The shell's browser build: dist/public. */
  publicDir: string;
  /** Where the remotes are: remotes.json. */
  remotesFile: string;
  /** The site's public origin, for canonical URLs, the sitemap and robots.txt. */
  origin: string;
  htmlCacheTtlMs: number;
}

/** Files of the browser build that are the server's business, not the public's. */
const PRIVATE_FILES = new Set(['/index.html', '/ssr-assets.json']);

export async function createServer(options: ServerOptions) {
  const registry = new RemoteRegistry(options.remotesFile);
  const template = loadTemplate(options.publicDir);
  const cache = new HtmlCache(options.htmlCacheTtlMs);
  const loaded = new LoadedValues();
  const robots = robotsTxt(options.origin);

  const app = Fastify({
    // While a worker drains (workers.ts), requests on its open connections are still answered.
    return503OnClosing: false,
    // A URL that cannot be decoded (/%) gets a page, never the framework's error text.
    frameworkErrors: (error, _request, frameworkReply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void (frameworkReply as FastifyReply)
        .code(badUrl ? 400 : 500)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(statusDocument(badUrl ? 400 : 500, template.styles));
    },
  });
  await app.register(
    fastifyHelmet,
    securityHeaders(() => registry.origins()),
  );
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    ...staticFileOptions(options.publicDir),
    allowedPath: (pathName) => isFilePath(pathName) && !PRIVATE_FILES.has(pathName),
    // The shell's files change only with a shell deploy (a restart): one route per file, found at
    // start-up, so a page path goes straight to the renderer without touching the disk.
    wildcard: false,
  });

  // Composed from the pages' own lists, from the remotes' current versions: while a remote that
  // lists paths is down the sitemap is incomplete, so crawlers are asked to come back.
  app.get('/sitemap.xml', async (_request, reply) => {
    try {
      const paths = await publicPaths(routes, registry.versionSetView(registry.versionsFor(null)).platform);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(sitemapXml(options.origin, paths));
    } catch (error) {
      console.error('The sitemap could not be composed', error);
      return reply
        .code(503)
        .header('Retry-After', '60')
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('The sitemap is unavailable for a moment: try again in a minute.');
    }
  });
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(robots),
  );

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('Content-Security-Policy', withStyleHashes(policy, page.styleHashes));
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('ETag', page.etag)
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(await page.bodyFor(encoding));
  }

  // Every path that is not a file is a page.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    const url = new URL(request.url, options.origin);
    if (isFilePath(url.pathname)) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    }
    registry.checkStale();
    const region = readRegionCookie(request.headers.cookie ?? '') ?? 'GLOBAL';
    // The versions this page is rendered with, fixed now: a deploy during the render changes nothing in it.
    let bucket = readBucket(request.headers.cookie);
    if (bucket === null && registry.hasCanary()) {
      bucket = newBucket();
      reply.header('Set-Cookie', bucketCookie(bucket));
    }
    const remotes = registry.versionSetView(registry.versionsFor(bucket));
    const key = `${url.pathname}|${region}|${remotes.key}`;
    // One render per key at a time: requests for a page that is being rendered wait for that render.
    const answer = await cache.page(key, async () => {
      const result = await renderPage({
        url: url.pathname,
        origin: options.origin,
        region,
        remotes,
        loaded,
        template,
      });
      // A page with a section's fallback is not kept: the next request tries that remote again.
      return result.kind === 'page' ? { ...result, keep: result.complete } : result;
    });
    if (answer instanceof CachedPage) return sendPage(request, reply, answer);
    return reply.header('Cache-Control', 'no-cache').redirect(answer.location, answer.status);
  });

  // While draining (workers.ts), every answer closes its connection: the client's next request
  // opens a new one, which goes to a worker still taking connections.
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  const drain = (mode: 'drain' | 'stop') =>
    new Promise<void>((resolve) => {
      draining = true;
      // Stops taking connections. Draining keeps the idle ones (unlike http.Server#close): closing
      // one as its client sends on it would fail that request, which a replacement worker would
      // have answered. They are closed after their next answer, and whatever stays idle after the
      // keep-alive time is closed then. Stopping the server closes them at once.
      net.Server.prototype.close.call(app.server, () => resolve());
      if (mode === 'stop') app.server.closeIdleConnections();
      else setTimeout(() => app.server.closeIdleConnections(), app.server.keepAliveTimeout).unref();
    });

  app.setErrorHandler((error, request, reply) => {
    console.error(`Could not answer ${request.method} ${request.url}`, error);
    void reply
      .code(500)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(statusDocument(500, template.styles));
  });

  await registry.checkAll();
  return { app, registry, drain };
}

async function start() {
  const port = Number(process.env.PORT ?? parts.shell.port);
  const host = process.env.HOST ?? 'localhost';
  const publicDir = path.join(__dirname, '..', 'public');
  const { app, registry, drain } = await createServer({
    publicDir,
    remotesFile: process.env.REMOTES_FILE ?? path.join(publicDir, 'remotes.json'),
    origin: process.env.SITE_ORIGIN ?? `http://localhost:${port}`,
    htmlCacheTtlMs: Number(process.env.HTML_CACHE_TTL_MS ?? 10_000),
  });
  await app.listen({ port, host });
  console.log(`shell      http://localhost:${port} (server-rendered, process ${process.pid})`);
  return { containersLoaded: () => registry.containersLoaded, close: drain };
}

runWorkers(start);
