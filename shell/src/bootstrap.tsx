import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@shared-data/platform/router';
import { ResourceCache } from '@shared-data/platform';
import { cacheFromServer, createBrowserPlatform, fetchRemoteLocations } from '@shared-data/platform/browser';
import { regionStore } from '@shared-data/platform/region-store';
import '@shared-data/ui/tokens.css';
import './styles/global.css';
import { AppProviders } from './app/AppProviders';
import { readServerData } from './app/server-data';
import { composeRoutes } from './app/routes';
import { discoverRoutes, fetchRemoteRoutes } from './app/route-discovery';
import { LAYOUT_DEFERRED_SECTIONS } from './layout/Footer';
import { nextTask } from './startup/next-task';
import { startReporting } from './reporting/reporter';
import { startIntegrity } from './integrity';
import { pageHandle } from './navigation/route-handle';
import { hydrateDeferredSectionsOnNavigation } from './navigation/deferred-sections';
import { windowHearingPopsLate } from './navigation/late-pops';

async function start() {
  // After the task that evaluated the shared libraries this module imports.
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const server = readServerData();
  if (server) {
    // Errors from here on are reported with the part and version whose script threw.
    const reporter = startReporting(server.latestRemotes);
    // Every remote script and stylesheet loads with its signed hash, or not at all.
    startIntegrity(server.integrity ?? {}, server.latestRemotes, reporter.error);
    // A server-rendered page: load what the server rendered, then hydrate the same tree.
    const platform = createBrowserPlatform(server.remotes, server.latestRemotes);
    const resources = await cacheFromServer(server.resources, platform);
    // After the task that evaluated the remotes' modules.
    await nextTask();
    regionStore.getState().startFrom(server.region);
    // The route table the server rendered with: the pages the pinned versions declare. The router
    // hears of Back and of a link to a fragment a task late, so sections still waiting keep their HTML.
    const router = createBrowserRouter(composeRoutes(server.routes), {
      window: windowHearingPopsLate(window),
      hydrationData: server.router,
      patchRoutesOnNavigation: discoverRoutes(server.latestRemotes, server.routes),
    });
    hydrateDeferredSectionsOnNavigation(router, resources, LAYOUT_DEFERRED_SECTIONS);
    // After the task that composed the route table and made the router.
    await nextTask();
    // Hydrated as a transition: React yields to the browser every few milliseconds instead of
    // taking the main thread for the whole page in one task (the page is already painted and its
    // links work; an input reaches it between slices).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders platform={platform} resources={resources} regionStore={regionStore}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
        {
          // A mismatch React recovered from is still a defect: report it with where it happened.
          onRecoverableError: (error, info) =>
            console.error('Hydration recovered from an error', error, info.componentStack ?? ''),
          // A section's boundary shows its fallback; the error still counts against its owner.
          onCaughtError: (error) => {
            reporter.error(error);
            console.error(error);
          },
        },
      );
    });
    // The page's vitals count for the part whose page it is, in the version it was rendered with.
    const owner = pageHandle(router.state.matches.map((match) => ({ handle: match.route.handle })));
    const part = 'remote' in owner ? owner.remote : 'shell';
    const version = part === 'shell' ? 'shell' : (/\/v\/([\w-]+)\//.exec(server.remotes[part])?.[1] ?? 'current');
    const watch = () => setTimeout(() => reporter.watchVitals({ part, version }), 0);
    if (document.readyState === 'complete') watch();
    else addEventListener('load', watch, { once: true });
    return;
  }
  // Development: the webpack dev server sends an empty page; render it in the browser, with the
  // routes each remote's dev server declares.
  const locations = await fetchRemoteLocations('/remotes.json');
  const platform = createBrowserPlatform(locations);
  const routes = composeRoutes(await fetchRemoteRoutes(locations));
  createRoot(container).render(
    <StrictMode>
      <AppProviders platform={platform} resources={new ResourceCache()} regionStore={regionStore}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('The page could not start', error));
