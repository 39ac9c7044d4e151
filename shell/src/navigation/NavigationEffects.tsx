import { useEffect } from 'react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { usePageMeta } from '../seo/use-page-meta';
import { PAGE_META, type MetaForParams } from '../seo/page-meta';
import { pushPageview } from './pageview';

export interface RouteHandle {
  meta: MetaForParams;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'function';
}

/** What happens on every navigation: scroll to top, pageview, and the page's title and meta. */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const params = useParams();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const metaFor = isRouteHandle(handle) ? handle.meta : PAGE_META.notFound;

  useEffect(() => {
    window.scrollTo(0, 0);
    pushPageview(`${pathname}${search}`);
  }, [pathname, search]);

  usePageMeta(metaFor(params));
  return null;
}
