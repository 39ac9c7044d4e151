/**
 * A federation runtime plugin for every remote's server container: the chunks it fetches from its
 * own origin get a time budget and must answer 200, so a remote that hangs, or a chunk a redeploy
 * removed, fails fast and gives its section's fallback (the Node loader would otherwise wait for
 * minutes, or run a 404 page as JavaScript).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The most a server render waits for one file of a remote. */
export const SERVER_FETCH_TIMEOUT_MS = 1000;

export async function fetchWithBudget(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export default function serverFetchPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'codeyatra-server-fetch', fetch: (url, init) => fetchWithBudget(url, init) };
}
