// What the bench measures, from the remotes' route declarations (each remote's src/routes.json, read
// and checked as the shell reads them): no route is written here. A team puts a page in the bench by
// declaring it `"keyRoute": true`; the client navigations follow the top bar the remotes declare.
import { declaredRoutes, mainRouteOf, topBarRoutes, urlOf } from '@shared-data/tooling/bundling/route-declarations';

/** @typedef {import('@shared-data/tooling/bundling/route-declarations').DeclaredRoute} DeclaredRoute */

/**
 * What the bench measures of the given declarations (by default, the remotes' files as they are now).
 * @param {DeclaredRoute[]} routes
 */
export function benchRoutesOf(routes) {
  const key = routes.filter((route) => route.keyRoute);
  const keyUrls = key.map(urlOf);
  /** The first key route with parameters (a course page): the server's second page under load. */
  const bySlug = key.find((route) => route.path.includes(':'));
  /** The top bar's links, in its order. */
  const linked = topBarRoutes(routes);
  const home = routes.find((route) => route.path === '/');
  return {
    /** Every key route, one URL each: first-load JS and Lighthouse web vitals. */
    keyRoutes: keyUrls,
    /** The home page and a key route with parameters: the server's and the CDN's throughput. */
    serverPages: [...new Set(['/', ...(bySlug ? [urlOf(bySlug)] : [])])],
    /**
     * A remote's page to load while it is stopped or redeployed: its key route with parameters,
     * else its top-bar page, else its first route.
     * @param {string} remote
     * @param {{ slug?: boolean }} [options] `slug: false`: its top-bar page first
     */
    pageOf(remote, { slug = true } = {}) {
      const withSlug = routes.find((route) => route.remote === remote && route.keyRoute && route.path.includes(':'));
      const main = mainRouteOf(routes, remote);
      const page = slug ? (withSlug ?? main) : main;
      if (!page) throw new Error(`${remote} declares no route`);
      return urlOf(page);
    },
    /**
     * A click into each remote the top bar links (its first link): from the home page, or, into the
     * home page's own remote, from the first other remote's top-bar page.
     */
    navigations: [...new Set(linked.map((route) => route.remote))].map((remote) => {
      const to = linked.find((route) => route.remote === remote);
      const other = linked.find((route) => route.remote !== remote);
      const from = remote !== home?.remote || !other ? '/' : urlOf(other);
      return { from, linkName: to?.nav?.topBar?.label ?? '' };
    }),
  };
}

export const BENCH_ROUTES = benchRoutesOf(declaredRoutes());
/** The key routes (declared `"keyRoute": true`), one URL each, in parts.json's order of remotes. */
export const KEY_ROUTES = BENCH_ROUTES.keyRoutes;
