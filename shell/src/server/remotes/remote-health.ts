/**
 * Checking a remote: its pointer (current.json: which version is current, and the canary) and the
 * browser manifest of each version it serves, with the version's share cards (share-images.json)
 * and stylesheets (inlined in pages; a version's files never change, so each is read once).
 * A check that fails is tried once more at once (a file that took longer than the budget on a busy
 * machine); two in a row and the remote is down.
 * A pointer that is broken (half written, malformed) or names a version that is not there is
 * refused and the last good one kept: the remote stays up on the versions it served.
 */
import { SERVER_FETCH_TIMEOUT_MS } from 'shared-data/platform/server-fetch';
import { parsePointer, servedVersions, type Pointer } from 'shared-data/server/versions';
import { fetchSheets } from '../styles/inline-styles';
import { stylesheetsOf, type BrowserManifest } from './remote-assets';
import { pointerUrl, versionManifestUrl } from './remote-locations';

/** How long a checked remote is trusted before the next request checks it again. */
export const CHECK_INTERVAL_MS = 2000;

/** A pointer that cannot be used; the remote itself answered. */
export class RefusedPointer extends Error {}

export type CheckResult =
  | { kind: 'unchanged' }
  | { kind: 'pointer'; pointer: Pointer; etag: string | null; manifests: Map<string, BrowserManifest> }
  | { kind: 'refused'; error: RefusedPointer }
  | { kind: 'down'; error: unknown };

/** A version's share cards (share-images.json beside its manifest); none when the build draws none. */
async function fetchShareImages(url: URL): Promise<BrowserManifest['shareImages']> {
  const answer = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });
  if (answer.status === 404) return undefined;
  if (!answer.ok) throw new Error(`${url.href} answered ${answer.status}`);
  return (await answer.json()) as BrowserManifest['shareImages'];
}

async function fetchPointer(
  base: string,
  etag: string | null,
  known: (version: string) => BrowserManifest | undefined,
): Promise<CheckResult> {
  const url = pointerUrl(base);
  // node:fetch sends If-None-Match as given; the remote's host answers 304 while the pointer is the same.
  const response = await fetch(url, {
    headers: etag ? { 'If-None-Match': etag } : {},
    cache: 'no-store',
    signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS),
  });
  if (response.status === 304) return { kind: 'unchanged' };
  if (response.status === 404) {
    throw new Error(`${url} answered 404: the remote has no deployed version (deploy it with npm run deploy)`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let pointer: Pointer;
  try {
    pointer = parsePointer(await response.text());
  } catch (error) {
    return { kind: 'refused', error: new RefusedPointer(`${url}: ${(error as Error).message}`) };
  }
  const manifests = new Map<string, BrowserManifest>();
  for (const version of servedVersions(pointer)) {
    const manifest = known(version);
    if (manifest) {
      manifests.set(version, manifest);
      continue;
    }
    const manifestUrl = versionManifestUrl(base, version);
    // The share cards are asked for beside the manifest, not after it.
    const shareImages = fetchShareImages(new URL('share-images.json', manifestUrl));
    shareImages.catch(() => undefined); // read below, unless the manifest already failed
    const answer = await fetch(manifestUrl, {
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS),
    });
    if (answer.status === 404) {
      return { kind: 'refused', error: new RefusedPointer(`${url} names version ${version}, which is not there`) };
    }
    if (!answer.ok) throw new Error(`${manifestUrl} answered ${answer.status}`);
    const fetched = (await answer.json()) as BrowserManifest;
    const sheets = await fetchSheets(stylesheetsOf(fetched, manifestUrl), SERVER_FETCH_TIMEOUT_MS);
    manifests.set(version, { ...fetched, shareImages: await shareImages, sheets });
  }
  return { kind: 'pointer', pointer, etag: response.headers.get('etag'), manifests };
}

/** Checks a remote, trying a failed check once more before it counts as down. */
export async function checkRemote(
  base: string,
  etag: string | null,
  known: (version: string) => BrowserManifest | undefined,
): Promise<CheckResult> {
  try {
    return await fetchPointer(base, etag, known);
  } catch (firstError) {
    try {
      const result = await fetchPointer(base, etag, known);
      console.warn(`Remote at ${base}: a check failed, the next one answered`, firstError);
      return result;
    } catch (error) {
      return { kind: 'down', error };
    }
  }
}
