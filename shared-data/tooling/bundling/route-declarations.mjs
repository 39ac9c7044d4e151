// A remote's route declarations (src/routes.json) read from its folder and checked by the shell's
// own parser (@shared-data/contracts' parseRouteDeclarations): for its build (routes-json-plugin),
// the e2e suite and the bench.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PARTS, ROOT } from '@shared-data/parts';
import { parseRouteDeclarations } from '@shared-data/contracts/route-declarations';

/** A remote's declarations file: `<dir>/src/routes.json`. */
export const routesFileOf = (dir) => path.join(dir, 'src', 'routes.json');

/**
 * The declarations in a remote's folder, checked as the shell checks a version's routes.json;
 * throws a readable error (naming the file) on one it would refuse.
 * @param {string} dir the remote's folder
 * @param {string} remote its name
 */
export function readRouteDeclarations(dir, remote) {
  const file = routesFileOf(dir);
  let value;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read: ${error.message}`);
  }
  try {
    return parseRouteDeclarations(value, remote);
  } catch (error) {
    throw new Error(`${error.message} (${file})`);
  }
}

/** Every remote's declarations as its src/routes.json says now, each with the remote that declares it. */
export const declaredRoutes = () =>
  REMOTE_PARTS.flatMap((part) =>
    readRouteDeclarations(path.join(ROOT, part.dir), part.name).map((route) => ({ ...route, remote: part.name })),
  );

/**
 * The URL a route's page is visited at (the e2e sweeps, the bench): its example when it has parameters.
 * @param {{ path: string, example?: string }} route
 */
export const urlOf = (route) => route.example ?? route.path;

/**
 * The routes the top bar links, in its order (lower first).
 * @template {{ nav?: { topBar?: { order: number } } }} Route
 * @param {readonly Route[]} routes
 */
export const topBarRoutes = (routes) =>
  routes.filter((route) => route.nav?.topBar).sort((a, b) => (a.nav?.topBar?.order ?? 0) - (b.nav?.topBar?.order ?? 0));

/**
 * A remote's main page: the one its top bar links, else its first route (undefined if it declares none).
 * @template {{ remote: string, nav?: { topBar?: unknown } }} Route
 * @param {readonly Route[]} routes
 * @param {string} remote
 */
export function mainRouteOf(routes, remote) {
  const own = routes.filter((route) => route.remote === remote);
  return own.find((route) => route.nav?.topBar) ?? own[0];
}
