export interface Canary {
  version: string;
  percent: number;
}
/** dist/current.json: the version served, the ones before it (for rollback) and an optional canary. */
export interface Pointer {
  current: string;
  previous: string[];
  canary: Canary | null;
  updatedAt: string;
  /** For each served version, the SHA-384 of its files.json (integrity.cjs). */
  files?: Record<string, string>;
  /** The part's Ed25519 signature of the pointer (integrity.cjs). */
  signature?: { keyId: string; value: string };
}
export declare const POINTER_FILE: string;
export declare const VERSIONS_DIR: string;
export declare const VERSION_FILE: string;
export declare const VERSION_PATTERN: RegExp;
/** A refused deploy step or an unusable pointer: its message says what was wrong; nothing was changed. */
export declare class DeployError extends Error {}
export declare function isVersion(version: unknown): version is string;
export declare function checkCanaryPercent(percent: unknown): number;
/** The pointer in `text`, checked; throws a DeployError on a half-written or malformed file. */
export declare function parsePointer(text: string): Pointer;
/** The versions a pointer serves: the current one and the canary. */
export declare function servedVersions(pointer: Pointer): string[];
export declare function versionDir(dist: string, version: string): string;
export declare function versionExists(dist: string, version: string): boolean;
/** The pointer of the remote built into `dist`, or null before its first deploy. */
export declare function readPointer(dist: string): Pointer | null;
