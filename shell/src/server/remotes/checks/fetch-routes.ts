import { parseRouteDeclarations, type RouteDeclaration } from '@shared-data/contracts';
import { RefusedPointer } from './fetch-pointer';
import type { VersionFiles } from './version-files';

const ROUTES_FILE = 'routes.json';

/**
 * A version's route declarations (routes.json beside its manifest: the pages it serves). A version
 * without a valid list is refused, like a broken pointer: the remote keeps its last good version.
 */
export async function fetchRoutes(files: VersionFiles): Promise<RouteDeclaration[] | RefusedPointer> {
  const url = files.urlOf(ROUTES_FILE);
  if (!files.has(ROUTES_FILE)) return new RefusedPointer(`${url} is missing: the version declares no routes`);
  const text = await files.text(ROUTES_FILE);
  try {
    return parseRouteDeclarations(JSON.parse(text), url);
  } catch (error) {
    return new RefusedPointer((error as Error).message);
  }
}
