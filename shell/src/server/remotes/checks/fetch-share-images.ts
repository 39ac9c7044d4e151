import type { BrowserManifest } from '../remote-assets';
import type { VersionFiles } from './version-files';

const SHARE_IMAGES_FILE = 'share-images.json';

/** A version's share cards (share-images.json beside its manifest); none when the build draws none. */
export async function fetchShareImages(files: VersionFiles): Promise<BrowserManifest['shareImages']> {
  if (!files.has(SHARE_IMAGES_FILE)) return undefined;
  return JSON.parse(await files.text(SHARE_IMAGES_FILE)) as BrowserManifest['shareImages'];
}
