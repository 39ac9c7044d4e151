import type { RouteDeclaration } from '@shared-data/contracts';

export interface DeclaredRoute extends RouteDeclaration {
  /** The remote that declares (and renders) it. */
  remote: string;
}
export declare const routesFileOf: (dir: string) => string;
export declare function readRouteDeclarations(dir: string, remote: string): RouteDeclaration[];
export declare const declaredRoutes: () => DeclaredRoute[];
export declare const urlOf: (route: { path: string; example?: string }) => string;
export declare const topBarRoutes: <Route extends { nav?: { topBar?: { order: number } } }>(
  routes: readonly Route[],
) => Route[];
export declare function mainRouteOf<Route extends { remote: string; nav?: { topBar?: unknown } }>(
  routes: readonly Route[],
  remote: string,
): Route | undefined;
