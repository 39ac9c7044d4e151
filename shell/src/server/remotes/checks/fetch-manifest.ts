import type { BrowserManifest } from '../remote-assets';
import { RefusedPointer } from './fetch-pointer';
import type { VersionFiles } from './version-files';

export const MANIFEST_FILE = 'mf-manifest.json';

/** A version's browser manifest (immutable), checked against its signed hash. */
export async function fetchManifest(files: VersionFiles): Promise<BrowserManifest> {
  if (!files.has(MANIFEST_FILE)) throw new RefusedPointer(`version ${files.version} lists no ${MANIFEST_FILE}`);
  return JSON.parse(await files.text(MANIFEST_FILE)) as BrowserManifest;
}
