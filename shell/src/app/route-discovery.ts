/**
 * Where the browser's route table comes from besides the server's data: each remote's routes.json
 * (beside its manifest), read in development (the dev servers send no page) and, through React
 * Router's lazy route discovery, when a page sends a visitor to a path its table does not know.
 */
import type { PatchRoutesOnNavigationFunction } from '@shared-data/platform/router';
import { parseRouteDeclarations, REMOTE_NAMES, routeAnswers, type RemoteLocations } from '@shared-data/contracts';
import type { RemoteRoutes } from './routes';

/** The pages each remote declares at the given manifests; a remote that does not answer declares none. */
export async function fetchRemoteRoutes(locations: RemoteLocations): Promise<RemoteRoutes> {
  const lists = await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const url = new URL('routes.json', new URL(locations[remote], window.location.href));
      try {
        const answer = await fetch(url, { cache: 'no-cache' });
        if (!answer.ok) throw new Error(`${url.href} answered ${answer.status}`);
        return [remote, parseRouteDeclarations(await answer.json(), remote)] as const;
      } catch (error) {
        console.error(`The routes of ${remote} could not be read`, error);
        return [remote, []] as const;
      }
    }),
  );
  return Object.fromEntries(lists);
}

/**
 * Lazy route discovery (`patchRoutesOnNavigation`): the page's table holds the pages of the versions
 * it was rendered with; a path it sends to the 404 page may be a page a team deployed since. Each
 * remote's current routes are asked; when one now declares the path, the browser loads it as a new
 * document, which the server renders with the new versions (and pins), so the page meets its code.
 */
export function discoverRoutes(latest: RemoteLocations, known: RemoteRoutes): PatchRoutesOnNavigationFunction {
  const knows = (path: string) =>
    REMOTE_NAMES.some((remote) => known[remote]?.some((route) => routeAnswers(route.path, path)));
  return async ({ path }) => {
    // Called for every path with parameters too: only one no known route answers is asked about.
    const pathname = new URL(path, window.location.href).pathname;
    if (knows(pathname)) return;
    const current = await fetchRemoteRoutes(latest);
    const deployed = REMOTE_NAMES.some((remote) =>
      current[remote]?.some((route) => routeAnswers(route.path, pathname)),
    );
    if (!deployed) return;
    window.location.assign(path);
    // The document is replaced: the 404 page is never shown meanwhile.
    await new Promise<never>(() => undefined);
  };
}
