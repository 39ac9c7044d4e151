/**
 * The pages as a Fastify plugin: every path that is not a file is a page, rendered with the
 * versions of the remotes chosen for the visitor (`app.remotes`, with a signed override's build in
 * place of one when the browser holds one: `app.overrides`) by `app.rendering`, through the HTML
 * cache, and sent as the request asks (send-page.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { readRegionCookie } from '@shared-data/rules';
import { isFilePath } from '@shared-data/hosting/static-files';
import { PAGE_TOKEN_TIMING } from '../beacon';
import { countPageSent, countRender, reportRenderError, siteMetrics } from '../metrics';
import type { PageOverrides } from '../overrides';
import type { Remotes, VersionSet } from '../remotes';
import type { Rendering } from '../rendering';
import { CachedPage } from './cached-page';
import { HtmlCache } from './html-cache';
import { sendPage } from './send-page';

export interface PageOptions {
  /** The site's public origin, for canonical URLs. */
  origin: string;
  /** How long a rendered page is kept (0: not kept). */
  htmlCacheTtlMs: number;
  /** A page view's token for its beacons (../beacon/page-token.ts): its versions, the visitor's bucket. */
  signPage: (versions: VersionSet, bucket: number | null) => string;
}

interface PageDependencies {
  origin: string;
  remotes: Remotes;
  rendering: Rendering;
  cache: HtmlCache;
  /** Signed per-developer overrides (../overrides/): a page for a browser holding one is its alone. */
  overrides: PageOverrides;
  signPage: PageOptions['signPage'];
}

/**
 * A request's URL on this site. Read as a path of the origin, never relative to it: `//host/x` and
 * `/\\` are paths (no route has them), not another host's `/x`, nor an invalid URL (a 500, once).
 */
function urlOf(request: FastifyRequest, siteOrigin: string): URL | null {
  try {
    return new URL(`${siteOrigin}${request.url}`);
  } catch {
    return null;
  }
}

function pageHandler({ origin, remotes, rendering, cache, overrides, signPage }: PageDependencies) {
  const siteOrigin = new URL(origin).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = urlOf(request, siteOrigin);
    if (!url) {
      return reply
        .code(400)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(rendering.statusDocument(400));
    }
    if (isFilePath(url.pathname)) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    }
    // The versions this page is rendered with, fixed now: a deploy during the render changes nothing in it.
    const chosen = remotes.forPage(request, reply);
    const region = readRegionCookie(request.headers.cookie ?? '') ?? 'GLOBAL';
    const override = await overrides.forPage(request, reply, () => chosen.view().latestLocations());
    const versions = override ? override.figuresVersions(chosen.versions) : chosen.versions;
    const view = override ? override.view(chosen) : chosen.view();
    const key = `${url.pathname}|${region}|${view.key}`;
    let rendered = false;
    // One render per key at a time: requests for a page that is being rendered wait for that render.
    const answer = await cache.page(key, async () => {
      rendered = true;
      const started = process.hrtime.bigint();
      const onError = (error: unknown, componentStack?: string) =>
        reportRenderError(request, error, { bases: view.latestLocations(), versions, componentStack });
      const result = await rendering.page({ url: url.pathname, region, remotes: view, onError });
      if (result.kind === 'page')
        countRender(request, result.facts, versions, Number(process.hrtime.bigint() - started) / 1e9);
      // A page with a section's fallback is not kept: the next request tries that remote again.
      if (result.kind !== 'page') return result;
      const page = { ...result, keep: result.complete };
      return override ? override.finish(page, url.pathname) : page;
    });
    siteMetrics.htmlCache.inc({ result: rendered ? 'miss' : 'hit' });
    if (answer instanceof CachedPage) {
      if (answer.facts) countPageSent(request, answer.facts, versions, answer.status);
      // Per answer, in a header: the cached HTML stays one for all. The browser reads it back from
      // its navigation's serverTiming (shell/src/reporting) and sends it with its beacons.
      reply.header('Server-Timing', `${PAGE_TOKEN_TIMING};desc="${signPage(versions, chosen.bucket)}"`);
      override?.allowBuild(reply);
      return sendPage(request, reply, answer, { private: !!override });
    }
    return reply.header('Cache-Control', 'no-cache').redirect(answer.location, answer.status);
  };
}

export const pages = fastifyPlugin<PageOptions>(
  async (app, { origin, htmlCacheTtlMs, signPage }) => {
    const { remotes, rendering, overrides } = app;
    // A page takes GET and HEAD only: any other method is refused before its body is read (a POST
    // with a body that is not JSON is the same 405, never a parser's error).
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .code(405)
          .header('Allow', 'GET, HEAD')
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed');
      }
    });
    app.setNotFoundHandler(
      pageHandler({ origin, remotes, rendering, overrides, signPage, cache: new HtmlCache(htmlCacheTtlMs) }),
    );
  },
  { name: 'pages', fastify: '5.x', dependencies: ['remotes', 'rendering', 'overrides'] },
);
