/**
 * The route table of a set of versions, composed from the remotes' route declarations
 * (app/routes.tsx) with React Router's static handler, built once per set of declarations and kept
 * for the most recent ones only: deploys come and go for weeks without the server growing.
 */
import { createStaticHandler, type RouteObject, type StaticHandler } from 'react-router-dom';
import { composeRoutes, type RemoteRoutes } from '../../app/routes';

export interface RouteTable {
  routes: RouteObject[];
  handler: StaticHandler;
}

/** More than the version sets live at once (current and canary of each remote, a rollback's). */
const KEPT = 16;
const tables = new Map<string, RouteTable>();

export function routeTableOf(remoteRoutes: RemoteRoutes): RouteTable {
  const key = JSON.stringify(remoteRoutes);
  let table = tables.get(key);
  if (table) {
    tables.delete(key); // most recently used last
  } else {
    const routes = composeRoutes(remoteRoutes);
    table = { routes, handler: createStaticHandler(routes) };
  }
  tables.set(key, table);
  for (const oldest of tables.keys()) {
    if (tables.size <= KEPT) break;
    tables.delete(oldest);
  }
  return table;
}
