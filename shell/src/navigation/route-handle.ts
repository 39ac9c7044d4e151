import type { UIMatch } from 'shared-data/router';
import { PAGE_META, type MetaForParams } from '../seo/page-meta';
import type { StructuredDataFor } from '../seo/structured-data';

type Params = Readonly<Record<string, string | undefined>>;

/** What a route tells the shell besides its page: its title and meta, and its HTTP status. */
export interface RouteHandle {
  meta: MetaForParams;
  /** The status the server answers with (200 when absent): 404 for an unknown path or slug. */
  status?: (params: Params) => number;
  /** schema.org JSON-LD for the page, where it has some. */
  structuredData?: StructuredDataFor;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'function';
}

/** The deepest matched route's handle: the page being shown. */
export function pageHandle(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle : { meta: PAGE_META.notFound, status: () => 404 };
}
