/**
 * The signed hashes a page carries for Subresource Integrity (ADR 0008): for each remote version
 * it is pinned to, the hashes of the files the page itself loads (its entry, its sections'
 * scripts and stylesheets), from the version's signed list the server checked. The browser asks
 * the server for the rest of a version's list only when it needs a file the page did not name
 * (integrity-route.ts), so a page carries a few hundred bytes, not every version's whole list.
 */
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import type { PageIntegrity, SignedFiles } from '../../integrity/page-integrity';

/** A version the page is pinned to: its folder and the signed hashes of its browser files, by path. */
export interface PinnedVersion {
  version: string;
  base: string;
  hashes: Readonly<Record<string, string>>;
}

/** The page's hashes of `urls` (absolute), per remote; remotes with none of them are left out. */
export function pageIntegrity(
  pinned: (name: RemoteName) => PinnedVersion | null,
  urls: readonly string[],
): PageIntegrity {
  const page: PageIntegrity = {};
  for (const name of REMOTE_NAMES) {
    const found = pinned(name);
    if (!found) continue;
    const files: Record<string, string> = {};
    for (const url of urls) {
      const file = url.startsWith(found.base) ? url.slice(found.base.length) : null;
      const hash = file ? found.hashes[file] : undefined;
      if (file && hash) files[file] = hash;
    }
    if (Object.keys(files).length > 0) page[name] = { version: found.version, base: found.base, files };
  }
  return page;
}

/** The same hashes by absolute URL: the `integrity` of the page's links and preloads. */
export function integrityByUrl(page: PageIntegrity): Record<string, string> {
  const byUrl: Record<string, string> = {};
  for (const entry of Object.values(page)) {
    if (!entry || !('files' in entry)) continue;
    const signed: SignedFiles = entry;
    for (const [file, hash] of Object.entries(signed.files)) byUrl[signed.base + file] = hash;
  }
  return byUrl;
}
