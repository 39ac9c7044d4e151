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
