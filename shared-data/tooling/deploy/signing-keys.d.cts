import type { KeyObject } from 'node:crypto';
/** What signs a part's pointers: its name (signed with them) and its private key. */
export interface Signer {
  part: string;
  key: KeyObject;
}
export declare function keyFolder(part: string): string;
export declare function hasKey(part: string): boolean;
export declare function createKey(part: string, options?: { rotate?: boolean }): string[];
export declare function endRotation(part: string): string[];
export declare function privateKey(part: string): KeyObject;
export declare function publicKeys(part: string): string[];
export declare function signerOf(part: string): Signer;
