import type { KeyObject } from 'node:crypto';
import type { Pointer } from './pointer.cjs';

/** A version's list of files and their hashes: v/<version>/files.json. */
export declare const FILES_LIST: string;
/** "sha384-<base64>" of the bytes (the Subresource Integrity form). */
export declare function integrityOf(bytes: string | Buffer): string;
/** A public key as remotes.json lists it: the base64 of its SPKI DER form. */
export declare function publicKeyText(key: KeyObject): string;
export declare function keyIdOf(publicKey: string): string;
export declare function signPointer(
  part: string,
  pointer: Pointer,
  privateKey: KeyObject,
): { keyId: string; value: string };
/** Why a pointer is not trusted, or null when one of the keys signed it and it hashes every served version's file list. */
export declare function pointerDistrust(part: string, pointer: Pointer, publicKeys: readonly string[]): string | null;
/** A version's files.json, checked: relative path → "sha384-<base64>". */
export declare function parseFilesList(text: string): Record<string, string>;
