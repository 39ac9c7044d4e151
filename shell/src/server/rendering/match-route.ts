/**
 * The first step of a render: the route. React Router's static handler, over the route table of
 * the versions the page is rendered with (route-tables.ts), matches the path and answers redirects.
 */
import type { StaticHandler, StaticHandlerContext } from 'react-router-dom';
import type { RemoteRoutes } from '../../app/routes';
import { pageHandle, type RouteHandle } from '../../navigation/route-handle';
import { routeTableOf } from './route-tables';

/** Where a render sends the visitor instead of a page. */
export interface Redirect {
  kind: 'redirect';
  status: number;
  location: string;
}

/** A matched route: its handler's context (for the render), its page's handle and params. */
export interface MatchedRoute {
  kind: 'matched';
  handler: StaticHandler;
  context: StaticHandlerContext;
  handle: RouteHandle;
  params: Record<string, string | undefined>;
}

/** `url` (path and query) matched against `routes`, on `siteOrigin` (`//x/y` is a path here, not the host x's /y). */
export async function matchRoute(
  routes: RemoteRoutes,
  url: string,
  siteOrigin: string,
): Promise<MatchedRoute | Redirect> {
  const { handler } = routeTableOf(routes);
  const context = await handler.query(new Request(`${siteOrigin}${url}`));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`The route answered ${context.status} without a page`);
  }
  const handle = pageHandle(context.matches.map((match) => ({ handle: match.route.handle })));
  return { kind: 'matched', handler, context, handle, params: context.matches.at(-1)?.params ?? {} };
}
