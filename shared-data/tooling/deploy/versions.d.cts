// The deploy tool's side of the versions (versions.cjs); the pointer format is @shared-data/hosting's.
import type { Pointer } from '@shared-data/hosting/pointer';
import type { Signer } from './signing-keys.cjs';
export * from '@shared-data/hosting/pointer';
export interface StoredVersion {
  version: string;
  builtAt: number;
  path: string;
}
export declare const KEEP_VERSIONS: number;
export declare const KEEP_FOR_MS: number;
export declare function writePointer(
  dist: string,
  pointer: Pick<Pointer, 'current' | 'previous' | 'canary'>,
  signer: Signer,
): Pointer;
export declare function hashFolder(dir: string): string;
export declare function writeFilesList(dir: string): void;
export declare function publish(dist: string, buildDir: string): string;
export declare function listVersions(dist: string): StoredVersion[];
export declare function activate(dist: string, version: string, signer: Signer): Pointer;
export declare function startCanary(dist: string, version: string, percent: number, signer: Signer): Pointer;
export declare function promote(dist: string, signer: Signer): Pointer;
export declare function rollback(dist: string, signer: Signer): { pointer: Pointer; from: string; to: string };
export declare function prune(
  dist: string,
  signer: Signer,
  options?: { keep?: number; keepForMs?: number; now?: number },
): string[];
