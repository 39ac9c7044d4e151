import { matchRoutes, type createBrowserRouter } from '@shared-data/platform/router';
import type { ResourceCache } from '@shared-data/platform';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'routes' | 'subscribe'>;

/**
 * Lets the server-rendered page's sections that hydrate on interaction hydrate before a
 * client-side navigation would update them. React holds a navigation (a transition) that reaches a
 * section it has not hydrated until that section has, and such a section waits for the visitor:
 * the navigation would never show. From the first navigation on:
 * - the layout's deferred sections (`layoutKeys`) hydrate, as the layout outlives every page;
 * - when the navigation leads to the page being shown (a link to itself, another search or hash),
 *   every deferred section hydrates, as the page stays too.
 * A navigation to another page replaces the page's sections: their code is not loaded for nothing.
 */
export function hydrateDeferredSectionsOnNavigation(
  router: Router,
  resources: ResourceCache,
  layoutKeys: readonly string[],
): void {
  const firstLocation = router.state.location;
  const page = router.state.matches.at(-1)?.route.id;
  const stopWatching = router.subscribe((state) => {
    if (state.location === firstLocation && state.navigation.state === 'idle') return;
    for (const key of layoutKeys) resources.openGate(key);
    const destination = state.navigation.location ?? state.location;
    if (matchRoutes(router.routes, destination)?.at(-1)?.route.id === page) resources.openGates();
    // Once the first navigation is over, every section it kept has hydrated; later pages render in the browser.
    if (state.location !== firstLocation) stopWatching();
  });
}
