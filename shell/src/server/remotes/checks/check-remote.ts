/**
 * Checking a remote: its pointer (current.json: which version is current, and the canary) and the
 * browser manifest of each version it serves, with the version's route declarations (routes.json:
 * the pages it serves), share cards (share-images.json) and stylesheets (inlined in pages; a
 * version's files never change, so each is read once). One
 * function fetches each of these (fetch-*.ts beside this file); this one composes them.
 * A check that fails is tried once more at once (a file that took longer than the budget on a busy
 * machine); two in a row and the remote is down.
 * A pointer that is broken (half written, malformed) or names a version that is not there or
 * declares no valid routes is refused and the last good one kept: the remote stays up on the versions it served.
 */
import type { Logger } from '../../logging';
import { SERVER_FETCH_TIMEOUT_MS } from 'shared-data/platform/server-fetch';
import { servedVersions, type Pointer } from '@shared-data/hosting/pointer';
import { stylesheetsOf, type BrowserManifest } from '../remote-assets';
import { pointerUrl, versionManifestUrl } from '../remote-locations';
import { fetchManifest } from './fetch-manifest';
import { fetchPointer, RefusedPointer } from './fetch-pointer';
import { fetchRoutes } from './fetch-routes';
import { fetchShareImages } from './fetch-share-images';
import { fetchSheets } from './fetch-stylesheets';

/** How long a checked remote is trusted before the next request checks it again. */
export const CHECK_INTERVAL_MS = 2000;

export type CheckResult =
  | { kind: 'unchanged' }
  | { kind: 'pointer'; pointer: Pointer; etag: string | null; manifests: Map<string, BrowserManifest> }
  | { kind: 'refused'; error: RefusedPointer }
  | { kind: 'down'; error: unknown };

/**
 * A version's manifest with its routes, share cards and stylesheets; null when the version is not
 * there, refused when its routes are not valid.
 */
async function fetchVersion(base: string, version: string): Promise<BrowserManifest | RefusedPointer | null> {
  const manifestUrl = versionManifestUrl(base, version);
  // The routes and share cards are asked for beside the manifest, not after it.
  const routes = fetchRoutes(new URL('routes.json', manifestUrl));
  const shareImages = fetchShareImages(new URL('share-images.json', manifestUrl));
  // Read below, unless the manifest already failed.
  routes.catch(() => undefined);
  shareImages.catch(() => undefined);
  const fetched = await fetchManifest(manifestUrl);
  if (!fetched) return null;
  const declared = await routes;
  if (declared instanceof RefusedPointer) return declared;
  const sheets = await fetchSheets(stylesheetsOf(fetched, manifestUrl), SERVER_FETCH_TIMEOUT_MS);
  return { ...fetched, routes: declared, shareImages: await shareImages, sheets };
}

/** The pointer and the manifest of each version it serves (those already `known` are not fetched again). */
async function checkOnce(
  base: string,
  etag: string | null,
  known: (version: string) => BrowserManifest | undefined,
): Promise<CheckResult> {
  const answer = await fetchPointer(base, etag);
  if (answer.kind !== 'pointer') return answer;
  const manifests = new Map<string, BrowserManifest>();
  for (const version of servedVersions(answer.pointer)) {
    const manifest = known(version) ?? (await fetchVersion(base, version));
    if (manifest instanceof RefusedPointer) return { kind: 'refused', error: manifest };
    if (!manifest) {
      const error = new RefusedPointer(`${pointerUrl(base)} names version ${version}, which is not there`);
      return { kind: 'refused', error };
    }
    manifests.set(version, manifest);
  }
  return { ...answer, manifests };
}

/** Checks a remote, trying a failed check once more before it counts as down. */
export async function checkRemote(
  base: string,
  etag: string | null,
  known: (version: string) => BrowserManifest | undefined,
  log: Logger,
): Promise<CheckResult> {
  try {
    return await checkOnce(base, etag, known);
  } catch (firstError) {
    try {
      const result = await checkOnce(base, etag, known);
      log.warn({ err: firstError }, `Remote at ${base}: a check failed, the next one answered`);
      return result;
    } catch (error) {
      return { kind: 'down', error };
    }
  }
}
