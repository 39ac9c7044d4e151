import { SERVER_FETCH_TIMEOUT_MS } from 'shared-data/platform/server-fetch';
import type { BrowserManifest } from '../remote-assets';

/** A version's share cards (share-images.json beside its manifest); none when the build draws none. */
export async function fetchShareImages(url: URL): Promise<BrowserManifest['shareImages']> {
  const answer = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });
  if (answer.status === 404) return undefined;
  if (!answer.ok) throw new Error(`${url.href} answered ${answer.status}`);
  return (await answer.json()) as BrowserManifest['shareImages'];
}
