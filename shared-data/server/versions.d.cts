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
}
export interface StoredVersion {
  version: string;
  builtAt: number;
  path: string;
}
export declare const POINTER_FILE: string;
export declare const VERSIONS_DIR: string;
export declare const VERSION_PATTERN: RegExp;
export declare const KEEP_VERSIONS: number;
export declare const KEEP_FOR_MS: number;
/** A refused deploy step: its message says what was wrong; nothing was changed. */
export declare class DeployError extends Error {}
export declare function checkCanaryPercent(percent: unknown): number;
/** The versions a pointer serves: the current one and the canary. */
export declare function servedVersions(pointer: Pointer): string[];
/** The pointer in `text`, checked; throws a DeployError on a half-written or malformed file. */
export declare function parsePointer(text: string): Pointer;
export declare function readPointer(dist: string): Pointer | null;
export declare function writePointer(dist: string, pointer: Omit<Pointer, 'updatedAt'>): Pointer;
export declare function versionExists(dist: string, version: string): boolean;
export declare function hashFolder(dir: string): string;
export declare function publish(dist: string, buildDir: string): string;
export declare function listVersions(dist: string): StoredVersion[];
export declare function activate(dist: string, version: string): Pointer;
export declare function startCanary(dist: string, version: string, percent: number): Pointer;
export declare function promote(dist: string): Pointer;
export declare function rollback(dist: string): { pointer: Pointer; from: string; to: string };
export declare function prune(dist: string, options?: { keep?: number; keepForMs?: number; now?: number }): string[];
