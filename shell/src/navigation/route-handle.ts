import type { UIMatch } from '@shared-data/platform/router';
import type { RemoteName } from '@shared-data/contracts';

/**
 * A page another team renders: its remote and exposed module (from the remote's route
 * declaration), which also give the page's head, and what the page is called in messages.
 */
export interface RemotePageRef {
  remote: RemoteName;
  module: string;
  label: string;
  /** Its route declaration leaves it out of sitemap.xml. */
  sitemap?: false;
}

/**
 * The shell's own pages: the 404 page, the routes that only redirect, and the page for a path that
 * may belong to a remote whose routes are not known yet (it has not answered since the start).
 */
export type ShellPage = 'notFound' | 'redirect' | 'unavailable' | 'design';

/**
 * What a route tells the shell besides its element: which page it is. The page's status, title,
 * meta and structured data come from that page's module (its `head`), asked by the server and,
 * after a client-side navigation, by the browser: the shell writes none of them itself.
 */
export type RouteHandle = RemotePageRef | { page: ShellPage };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null) return false;
  const candidate = handle as Partial<Record<'page' | 'remote' | 'module', unknown>>;
  return (
    typeof candidate.page === 'string' || (typeof candidate.remote === 'string' && typeof candidate.module === 'string')
  );
}

/** The deepest matched route's handle: the page being shown. */
export function pageHandle(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle : { page: 'notFound' };
}
