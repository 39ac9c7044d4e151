/**
 * The third and fourth steps: the page rendered and its document written (`app.rendering`,
 * ../rendering/render-page.ts), through the HTML cache, one render per key at a time: requests for
 * a page that is being rendered wait for that render. The render's figures are counted as it ends.
 */
import type { FastifyRequest } from 'fastify';
import { countRender, reportRenderError, siteMetrics } from '../metrics';
import type { Rendering } from '../rendering';
import type { CachedPage } from './cached-page';
import type { ChosenPage } from './choose-versions';
import type { HtmlCache, Redirect } from './html-cache';
import type { ReadRequest } from './read-request';

export async function renderOnce(
  request: FastifyRequest,
  { path, region }: ReadRequest,
  { view, versions, override }: ChosenPage,
  { rendering, cache }: { rendering: Rendering; cache: HtmlCache },
): Promise<CachedPage | Redirect> {
  let rendered = false;
  const answer = await cache.page(`${path}|${region}|${view.key}`, async () => {
    rendered = true;
    const started = process.hrtime.bigint();
    const onError = (error: unknown, componentStack?: string) =>
      reportRenderError(request, error, { bases: view.latestLocations(), versions, componentStack });
    const result = await rendering.page({ url: path, region, remotes: view, onError });
    if (result.kind !== 'page') return result;
    countRender(request, result.facts, versions, Number(process.hrtime.bigint() - started) / 1e9);
    // A page with a section's fallback is not kept: the next request tries that remote again.
    const page = { ...result, keep: result.complete };
    return override ? override.finish(page, path) : page;
  });
  siteMetrics.htmlCache.inc({ result: rendered ? 'miss' : 'hit' });
  return answer;
}
