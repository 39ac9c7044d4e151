/**
 * The site's routes as the remotes declare them (each remote's src/routes.json, the one place a
 * route is written): which part renders each, and one URL per route for the sweeps over the whole
 * site (overflow, axe, HTML checker, baselines): its example when it has a slug, and an unknown path
 * for the 404 page; which show prices, which are in the sitemap, where the frame links them. A page
 * a team adds is in every sweep with no edit here or in any spec: no spec lists or counts routes.
 */
import type { RouteDeclaration } from '@shared-data/contracts';
import {
  declaredRoutes,
  mainRouteOf,
  topBarRoutes,
  urlOf,
  type DeclaredRoute,
} from '@shared-data/tooling/bundling/route-declarations';

/** Every remote's declarations as its src/routes.json says now (read afresh at each call), with the remote that declares each. */
export { declaredRoutes, type DeclaredRoute };

export const DECLARED_ROUTES: readonly DeclaredRoute[] = declaredRoutes();

/** The routes the top bar links, in its order (lower first). */
export const TOP_BAR_ROUTES: readonly DeclaredRoute[] = topBarRoutes(DECLARED_ROUTES);

/** A remote's main page: the one its top bar links (else its first route). */
export const mainPageOf = (remote: string): DeclaredRoute => mainRouteOf(DECLARED_ROUTES, remote)!;

/** The URL a sweep visits for a route: its example when it has parameters. */
export { urlOf };

/** A path no remote declares: the shell's 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';

/** A URL of a route with parameters that no page has (each parameter `no-such-page`): its page answers with the 404 page. */
export const unknownSlugOf = (route: RouteDeclaration): string => route.path.replace(/:[^/]+/g, 'no-such-page');

/** For every route with parameters, a URL no page has. */
export const UNKNOWN_SLUG_URLS: readonly string[] = DECLARED_ROUTES.filter((route) => route.path.includes(':')).map(
  unknownSlugOf,
);

/** One URL per route, and the 404 page's, from the given declarations. */
export const everyRouteOf = (routes: readonly RouteDeclaration[]): string[] => [...routes.map(urlOf), NOT_FOUND_PATH];

export const EVERY_ROUTE: readonly string[] = everyRouteOf(DECLARED_ROUTES);

/** The URLs of the routes that show prices that differ by region (India's baselines picture them twice). */
export const PRICED_ROUTES: ReadonlySet<string> = new Set(DECLARED_ROUTES.filter((route) => route.priced).map(urlOf));

/** The routes sitemap.xml lists (a route with parameters, as every path its page gives). */
export const SITEMAP_ROUTES: readonly DeclaredRoute[] = DECLARED_ROUTES.filter((route) => route.sitemap !== false);
