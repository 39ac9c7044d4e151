/**
 * Checking a remote: its signed pointer (current.json: which version is current, and the canary)
 * and the browser manifest of each version it serves, with the version's route declarations
 * (routes.json: the pages it serves), share cards (share-images.json), stylesheets (inlined in
 * pages) and server files (its server container, evaluated only from these checked copies). Every
 * file is checked against the version's signed list of hashes (version-files.ts); a version's
 * files never change, so each is read once. One function fetches each of these (fetch-*.ts beside
 * this file); this one composes them.
 * A check that fails is tried once more at once (a file that took longer than the budget on a busy
 * machine); two in a row and the remote is down.
 * A pointer that is broken (half written, malformed) or names a version that is not there or
 * declares no valid routes is refused and the last good one kept: the remote stays up on the versions it served.
 */
import type { Logger } from '../../logging';
import { SERVER_FETCH_TIMEOUT_MS } from '@shared-data/platform/server-fetch';
import { servedVersions, type Pointer } from '@shared-data/hosting/pointer';
import { stylesheetsOf, type BrowserManifest } from '../remote-assets';
import { pointerUrl, versionManifestUrl } from '../remote-locations';
import { fetchManifest } from './fetch-manifest';
import { fetchPointer, RefusedPointer, type Signers } from './fetch-pointer';
import { fetchRoutes } from './fetch-routes';
import { fetchShareImages } from './fetch-share-images';
import { fetchSheets } from './fetch-stylesheets';
import { fetchVersionFiles, VersionFiles } from './version-files';

/** How long a checked remote is trusted before the next request checks it again. */
export const CHECK_INTERVAL_MS = 2000;

export type CheckResult =
  | { kind: 'unchanged' }
  | { kind: 'pointer'; pointer: Pointer; etag: string | null; manifests: Map<string, BrowserManifest> }
  | { kind: 'refused'; error: RefusedPointer }
  | { kind: 'down'; error: unknown };

/**
 * How long the server scripts, and then the stylesheets, of a new version may take, all together:
 * they are read at once, in the background (a version is checked before any render uses it), so a
 * busy host gets more time than one file of a render does. (A version's files are read once: a
 * stylesheet that took longer would be linked instead of inlined in every page of that version,
 * which changes the page's first paint and, on a busy machine, made pictures of pages differ.)
 */
export const SERVER_FILES_BUDGET_MS = 5 * SERVER_FETCH_TIMEOUT_MS;

/** The version's server scripts (its container's entry and chunks), each checked, by URL. */
async function fetchServerFiles(files: VersionFiles): Promise<Map<string, string>> {
  const scripts = files.filesIn('server/').filter((file) => file.endsWith('.js'));
  const texts = await Promise.all(
    scripts.map(async (file) => [files.urlOf(file), await files.text(file, SERVER_FILES_BUDGET_MS)] as const),
  );
  return new Map(texts);
}

/**
 * A version's manifest with its routes, share cards, stylesheets and server files; null when the
 * version is not there, refused when its routes are not valid or a file is not the signed one.
 */
async function fetchVersion(
  base: string,
  version: string,
  listHash: string | undefined,
): Promise<BrowserManifest | RefusedPointer | null> {
  const files = await fetchVersionFiles(base, version, listHash);
  if (!(files instanceof VersionFiles)) return files;
  return readVersion(base, version, files);
}

/** A version's manifest, routes, share cards, stylesheets and server files, each checked against its file list. */
export async function readVersion(
  base: string,
  version: string,
  files: VersionFiles,
): Promise<BrowserManifest | RefusedPointer> {
  const manifestUrl = versionManifestUrl(base, version);
  // Asked for together; read below unless one already failed.
  const routes = fetchRoutes(files);
  const shareImages = fetchShareImages(files);
  const serverFiles = fetchServerFiles(files);
  for (const pending of [routes, shareImages, serverFiles]) pending.catch(() => undefined);
  try {
    const fetched = await fetchManifest(files);
    const declared = await routes;
    if (declared instanceof RefusedPointer) return declared;
    const sheets = await fetchSheets(files, stylesheetsOf(fetched, manifestUrl), SERVER_FILES_BUDGET_MS);
    return {
      ...fetched,
      routes: declared,
      shareImages: await shareImages,
      sheets,
      serverFiles: await serverFiles,
      integrity: files.browserHashes(),
    };
  } catch (error) {
    if (error instanceof RefusedPointer) return error;
    throw error;
  }
}

/** The pointer and the manifest of each version it serves (those already `known` are not fetched again). */
async function checkOnce(
  base: string,
  etag: string | null,
  signers: Signers,
  known: (version: string) => BrowserManifest | undefined,
): Promise<CheckResult> {
  const answer = await fetchPointer(base, etag, signers);
  if (answer.kind !== 'pointer') return answer;
  const manifests = new Map<string, BrowserManifest>();
  for (const version of servedVersions(answer.pointer)) {
    const manifest = known(version) ?? (await fetchVersion(base, version, answer.pointer.files?.[version]));
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
  signers: Signers,
  known: (version: string) => BrowserManifest | undefined,
  log: Logger,
): Promise<CheckResult> {
  try {
    return await checkOnce(base, etag, signers, known);
  } catch (firstError) {
    try {
      const result = await checkOnce(base, etag, signers, known);
      log.warn({ err: firstError }, `Remote at ${base}: a check failed, the next one answered`);
      return result;
    } catch (error) {
      return { kind: 'down', error };
    }
  }
}
