import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRegionCookie } from '@shared-data/rules';
import { isFilePath } from '@shared-data/hosting/static-files';
import { countPageSent, countRender, reportRenderError, siteMetrics } from '../metrics';
import type { Overrides } from '../overrides';
import { bucketCookie, newBucket, readBucket, type RemoteRegistry } from '../remotes';
import { renderPage, type DocumentTemplate, type LoadedValues } from '../rendering';
import { CachedPage } from './cached-page';
import type { HtmlCache } from './html-cache';
import { sendPage } from './send-page';

export interface PageDependencies {
  /** The site's public origin, for canonical URLs. */
  origin: string;
  registry: RemoteRegistry;
  template: DocumentTemplate;
  cache: HtmlCache;
  loaded: LoadedValues;
  /** Signed per-developer overrides (../overrides/): a page for a browser holding one is its alone. */
  overrides?: Overrides;
}

/**
 * Every path that is not a file is a page: rendered with the versions of the remotes chosen for
 * the visitor (a canary bucket given when a remote serves one), through the HTML cache.
 */
export function pageHandler({ origin, registry, template, cache, loaded, overrides }: PageDependencies) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    const url = new URL(request.url, origin);
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
    const chosen = registry.versionsFor(bucket);
    const deployed = () => registry.versionSetView(chosen).latestLocations();
    const override = (await overrides?.forPage(request, reply, deployed)) ?? null;
    const versions = override ? override.figuresVersions(chosen) : chosen;
    const remotes = override ? override.view(registry, chosen) : registry.versionSetView(chosen);
    const key = `${url.pathname}|${region}|${remotes.key}`;
    let rendered = false;
    // One render per key at a time: requests for a page that is being rendered wait for that render.
    const answer = await cache.page(key, async () => {
      rendered = true;
      const started = process.hrtime.bigint();
      const onError = (error: unknown) => reportRenderError(request, error, remotes.latestLocations());
      const result = await renderPage({ url: url.pathname, origin, region, remotes, loaded, template, onError });
      if (result.kind === 'page') countRender(result.facts, versions, Number(process.hrtime.bigint() - started) / 1e9);
      // A page with a section's fallback is not kept: the next request tries that remote again.
      if (result.kind !== 'page') return result;
      const page = { ...result, keep: result.complete };
      return override ? override.finish(page, url.pathname) : page;
    });
    siteMetrics.htmlCache.inc({ result: rendered ? 'miss' : 'hit' });
    if (answer instanceof CachedPage) {
      if (answer.facts) countPageSent(request, answer.facts, versions, answer.status);
      override?.allowBuild(reply);
      return sendPage(request, reply, answer, { private: !!override });
    }
    return reply.header('Cache-Control', 'no-cache').redirect(answer.location, answer.status);
  };
}
