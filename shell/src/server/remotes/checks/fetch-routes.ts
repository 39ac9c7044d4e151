import { parseRouteDeclarations, type RouteDeclaration } from 'shared-data';
import { SERVER_FETCH_TIMEOUT_MS } from 'shared-data/platform/server-fetch';
import { RefusedPointer } from './fetch-pointer';

/**
 * A version's route declarations (routes.json beside its manifest: the pages it serves). A version
 * without a valid list is refused, like a broken pointer: the remote keeps its last good version.
 */
export async function fetchRoutes(url: URL): Promise<RouteDeclaration[] | RefusedPointer> {
  const answer = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });
  if (answer.status === 404) return new RefusedPointer(`${url.href} is missing: the version declares no routes`);
  if (!answer.ok) throw new Error(`${url.href} answered ${answer.status}`);
  try {
    return parseRouteDeclarations(JSON.parse(await answer.text()), url.href);
  } catch (error) {
    return new RefusedPointer((error as Error).message);
  }
}
