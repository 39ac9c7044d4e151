import type { RouteDeclaration } from '@shared-data/contracts';

export interface DeclaredRoute extends RouteDeclaration {
  /** The remote that declares (and renders) it. */
  remote: string;
}
export declare const routesFileOf: (dir: string) => string;
export declare function readRouteDeclarations(dir: string, remote: string): RouteDeclaration[];
export declare const declaredRoutes: () => DeclaredRoute[];
