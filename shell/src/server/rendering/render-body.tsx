/**
 * The render itself: React renders the matched pages, loading each remote's server container
 * through the platform of the page's versions and waiting for every section (render-html.ts), with
 * what earlier renders of those versions loaded already (loaded-values.ts).
 */
import { createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Region } from '@shared-data/rules';
import { ResourceCache, type CallerFault, type Platform, type ResourceSnapshot } from '@shared-data/platform';
import { createRegionStore } from '@shared-data/platform/region-store';
import { AppProviders } from '../../app/AppProviders';
import type { LoadedValues } from './loaded-values';
import type { MatchedRoute } from './match-route';
import { renderAtOnce, renderWhenReady, type RenderErrorListener } from './render-html';

export interface RenderedBody {
  html: string;
  /** What the render loaded and which sections fell back: sent with the page for hydration. */
  snapshot: ResourceSnapshot;
  /** Sections that fell back through their caller's fault, each with its resource key. */
  callerFaults: (CallerFault & { key: string })[];
}

export async function renderBody(
  { handler, context }: MatchedRoute,
  { platform, versionsKey, region }: { platform: Platform; versionsKey: string; region: Region },
  loaded: LoadedValues,
  onError?: RenderErrorListener,
): Promise<RenderedBody> {
  const resources = new ResourceCache(loaded.for(versionsKey));
  const page = (
    <AppProviders platform={platform} resources={resources} regionStore={createRegionStore(region)}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>
  );
  const html = renderAtOnce(page, resources) ?? (await renderWhenReady(page, onError));
  loaded.remember(versionsKey, resources.loadedValues());
  return { html, snapshot: resources.snapshot(), callerFaults: resources.callerFaults() };
}
