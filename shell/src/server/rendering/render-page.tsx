/**
 * One request, rendered: React Router's static handler, over the route table of the versions the
 * render was started with (route-tables.ts), matches the route and answers redirects; React renders
 * the matched pages, loading each remote's server container through one view of those versions
 * (remotes/version-set-view.ts) and waiting for every section; the result is the whole document
 * with the route's head, the CSS of every section rendered and the data the browser hydrates from.
 */
import {
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router-dom';
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import { type Region } from '@shared-data/rules';
import { moduleIdsIn, ResourceCache, type CallerFault } from '@shared-data/platform';
import { createRegionStore } from '@shared-data/platform/region-store';
import { AppProviders } from '../../app/AppProviders';
import { SERVER_DATA_ID, type ServerData } from '../../app/server-data';
import { pageHandle } from '../../navigation/route-handle';
import { headHtml, pageHead, scriptJson } from '../../seo/page-head';
import { headOf } from '../../seo/page-meta';
import { integrityByUrl, type VersionSetView } from '../remotes';
import type { DocumentTemplate } from './document';
import { styleTags } from '../styles';
import { earlyEventsHtml, pageScriptsHtml } from './page-scripts';
import type { LoadedValues } from './loaded-values';
import { renderAtOnce, renderWhenReady, type RenderErrorListener } from './render-html';
import { routeTableOf } from './route-tables';

/** Who a page belongs to, for the metrics: its route pattern, its owner and the remotes it shows. */
export interface PageFacts {
  /** The matched route's pattern ('/courses/:slug'; '*' for the 404 page). */
  route: string;
  /** The remote whose page it is, or 'shell' for the shell's own pages. */
  owner: RemoteName | 'shell';
  /** Every remote with a section on the page, and those whose section rendered its fallback. */
  sections: RemoteName[];
  failed: RemoteName[];
  /**
   * Fragments that fell back through their caller's fault (a module not exposed, props off their
   * contract): charged to the caller, never to the fragment's remote (not in `failed`).
   */
  callerFaults: CallerFault[];
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      facts: PageFacts;
      status: number;
      html: string;
      /** False when a section rendered its fallback (its remote failed), or the page is unavailable: such a page is not kept. */
      complete: boolean;
      /** The CSP sources of the page's inline stylesheets. */
      styleHashes: string[];
    };

/** React Router's hydration state as JSON (errors in the form the browser router reads back). */
function hydrationState(context: StaticHandlerContext): HydrationState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** The remotes named by resource keys or module ids ('catalog/HomePage'), once each. */
const remotesIn = (keys: readonly string[]): RemoteName[] =>
  REMOTE_NAMES.filter((name) => keys.some((key) => key.includes(`${name}/`)));

/** The matched routes' paths joined: the pattern the metrics count a page under. */
function routePattern(matches: StaticHandlerContext['matches']): string {
  const joined = matches
    .map((match) => match.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/');
  return joined.startsWith('/') || joined === '*' ? joined : `/${joined}`;
}

export async function renderPage({
  url,
  origin,
  region,
  remotes,
  loaded,
  template,
  onError,
}: {
  /** Hears of each error a section threw while rendering (attributed by its caller). */
  onError?: RenderErrorListener;
  /** Path and query of the request. */
  url: string;
  /** The site's public origin, for canonical URLs. */
  origin: string;
  region: Region;
  /** The remotes in the versions this page is rendered with (and the browser pinned to). */
  remotes: VersionSetView;
  /** What earlier renders with these versions loaded (content, split sections): read at once. */
  loaded: LoadedValues;
  template: DocumentTemplate;
}): Promise<RenderResult> {
  // The route table of these versions: the pages their remotes declare, the shell's own routes.
  const remoteRoutes = remotes.routes();
  const { handler } = routeTableOf(remoteRoutes);
  // The path on this origin (`//x/y` is a path here, not the host x's /y).
  const context = await handler.query(new Request(`${new URL(origin).origin}${url}`));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`The route answered ${context.status} without a page`);
  }

  const leaf = context.matches.at(-1);
  const params = leaf?.params ?? {};
  const handle = pageHandle(context.matches.map((match) => ({ handle: match.route.handle })));
  const platform = remotes.platform;
  // The page's own head, from its owner's module (which the render loads anyway): its status, or
  // where to send the visitor instead.
  const pageOwnHead = await headOf(handle, params, { region, origin }, platform);
  if (pageOwnHead.redirect) return { kind: 'redirect', status: 302, location: pageOwnHead.redirect };
  const status = context.errors ? context.statusCode : (pageOwnHead.status ?? 200);

  const versionsKey = remotes.key;
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
  const body = renderAtOnce(page, resources) ?? (await renderWhenReady(page, onError));
  loaded.remember(versionsKey, resources.loadedValues());

  const snapshot = resources.snapshot();
  const sections = remotes.assetsOf(snapshot.modules);
  // A section hydrated on interaction is styled like the others; its scripts wait for the visitor.
  const deferredSections = remotes.assetsOf(moduleIdsIn(snapshot.deferred));
  const path = context.location.pathname;
  // The signed hashes of the remote files the page loads (Subresource Integrity, ADR 0008).
  const integrity = remotes.integrityOf([...sections.js, ...sections.css, ...deferredSections.css]);
  const integrityOf = integrityByUrl(integrity);
  // Every stylesheet the page rendered with, written into it: the first paint waits for nothing
  // else, and no sheet is added after it (see styles/inline-styles.ts).
  const styles = styleTags(
    new Set([...template.styles, ...sections.css, ...deferredSections.css]),
    (href) => template.sheets.get(href) ?? remotes.sheetOf(href),
    (href) => integrityOf[href],
  );
  const head = [
    earlyEventsHtml,
    headHtml(pageHead({ head: pageOwnHead, path, origin, region, shareImage: remotes.shareImageOf(path) })),
    styles.html,
  ].join('\n');
  const data: ServerData = {
    region,
    remotes: remotes.browserLocations(),
    latestRemotes: remotes.latestLocations(),
    ...(remotes.overridden?.length ? { overridden: [...remotes.overridden] } : {}),
    routes: remoteRoutes,
    resources: snapshot,
    router: hydrationState(context),
    integrity,
  };
  const html = template.fill({
    head,
    body,
    data: [
      `<script id="${SERVER_DATA_ID}" type="application/json">${scriptJson(data)}</script>`,
      // Everything the page's scripts will ask for, asked for after the first paint and in
      // parallel: without the list each would wait for the script before it (a chain four deep).
      pageScriptsHtml({
        run: [...template.startupScripts, ...template.entryScripts],
        preload: [
          ...sections.manifests.map((href) => ({ href, as: 'fetch' as const })),
          ...sections.js.map((href) => ({ href, as: 'script' as const })),
        ],
        integrity: integrityOf,
      }),
    ].join('\n'),
  });
  const callerFaults = resources.callerFaults();
  // A page whose remote failed, or a path placed nowhere while a remote's routes are unknown, is not kept.
  const complete = snapshot.failed.length === 0 && callerFaults.length === 0 && status !== 503;
  const charged = new Set(callerFaults.map((fault) => fault.key));
  const facts: PageFacts = {
    route: routePattern(context.matches),
    owner: 'remote' in handle ? handle.remote : 'shell',
    sections: remotesIn([...snapshot.modules, ...moduleIdsIn(snapshot.deferred)]),
    failed: remotesIn(snapshot.failed.filter((key) => !charged.has(key))),
    callerFaults,
  };
  return { kind: 'page', status, html, complete, styleHashes: styles.hashes, facts };
}
