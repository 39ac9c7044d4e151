import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useParams } from '@shared-data/platform/router';
import { useRegion } from '@shared-data/platform/region-store';
import { usePageHead } from '../seo/use-page-head';
import { pageHandle } from './route-handle';
import { pushPageview } from './pageview';

/**
 * What happens on every navigation: scroll to top, pageview, and the page's head (title, meta,
 * structured data). The first render keeps the scroll position the browser restored.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const params = useParams();
  const region = useRegion();
  const handle = pageHandle(useMatches());
  const firstRender = useRef(true);

  useEffect(() => {
    if (!firstRender.current) window.scrollTo(0, 0);
    firstRender.current = false;
    pushPageview(`${pathname}${search}`);
  }, [pathname, search]);

  usePageHead(handle, params, pathname, region);
  return null;
}
