/**
 * What a page carries of its remotes' signed hashes (the server writes it with the page's data,
 * ADR 0008): for each remote, the version folder the page is pinned to and the `integrity` of the
 * files the page loads at once. Any other file of a version is looked up in that version's signed
 * list, which the shell's server serves (INTEGRITY_PATH). A remote the server renders from a
 * developer's override (a local build, which has no signed list) is named as such: its files load
 * without integrity. A remote not named at all (down when the page was rendered) is looked up in
 * its current version's list when it loads.
 */
import type { RemoteName } from '@shared-data/contracts';

/** A pinned version: its folder (`<host>/v/<version>/`) and the hashes of the page's files in it, by path. */
export interface SignedFiles {
  version: string;
  base: string;
  files: Readonly<Record<string, string>>;
}

/** A remote overridden for this browser: the folder of its local build, loaded without integrity. */
export interface OverriddenFiles {
  override: string;
}

export type PageIntegrity = Partial<Record<RemoteName, SignedFiles | OverriddenFiles>>;

/** GET <INTEGRITY_PATH>/<part>/<version> (or `current`): `{ version, files }`, a version's signed hashes of its browser files. */
export const INTEGRITY_PATH = '/_integrity';

/** What that route answers. */
export interface VersionHashes {
  version: string;
  files: Readonly<Record<string, string>>;
}

/** The override entry the server writes for a remote rendered from a local build (its manifest URL). */
export const overriddenFiles = (manifestUrl: string): OverriddenFiles => ({ override: new URL('.', manifestUrl).href });
