import { SERVER_FETCH_TIMEOUT_MS } from 'shared-data/platform/server-fetch';
import type { BrowserManifest } from '../remote-assets';

/** A version's browser manifest (immutable); null when the version is not there. */
export async function fetchManifest(manifestUrl: string): Promise<BrowserManifest | null> {
  const answer = await fetch(manifestUrl, {
    cache: 'no-store',
    signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS),
  });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`${manifestUrl} answered ${answer.status}`);
  return (await answer.json()) as BrowserManifest;
}
