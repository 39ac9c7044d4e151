import type { UIMatch } from 'shared-data/router';
import type { PageName } from '../seo/page-meta';

/**
 * What a route tells the shell besides its element: which page it is. The page's HTTP status,
 * title, meta and structured data are looked up by this name (seo/page-meta), by the server and,
 * after a client-side navigation, by a module loaded then: the route table itself carries none of
 * that code and content into a page's first load.
 */
export interface RouteHandle {
  page: PageName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).page === 'string';
}

/** The deepest matched route's handle: the page being shown. */
export function pageHandle(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle : { page: 'notFound' };
}
