/**
 * A remote's pointer (current.json: which version is current, and the canary), asked for with the
 * ETag of the last one read: the remote's host answers 304 while it is the same. It is used only
 * when one of the remote's public keys (remotes.json) signed it, for this remote.
 */
import { SERVER_FETCH_TIMEOUT_MS } from '@shared-data/platform/server-fetch';
import { parsePointer, type Pointer } from '@shared-data/hosting/pointer';
import { pointerDistrust } from '@shared-data/hosting/integrity';
import type { RemoteName } from '@shared-data/contracts';
import { pointerUrl } from '../remote-locations';

/** A pointer that cannot be used; the remote itself answered. */
export class RefusedPointer extends Error {}

export type PointerAnswer =
  | { kind: 'unchanged' }
  | { kind: 'pointer'; pointer: Pointer; etag: string | null }
  | { kind: 'refused'; error: RefusedPointer };

/** Whose pointer it is and the keys that may sign it. */
export interface Signers {
  remote: RemoteName;
  keys: readonly string[];
}

/** The pointer, or why it is refused; throws when the remote does not answer as it should. */
export async function fetchPointer(base: string, etag: string | null, signers: Signers): Promise<PointerAnswer> {
  const url = pointerUrl(base);
  // node:fetch sends If-None-Match as given; the remote's host answers 304 while the pointer is the same.
  const response = await fetch(url, {
    headers: etag ? { 'If-None-Match': etag } : {},
    cache: 'no-store',
    signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS),
  });
  if (response.status === 304) return { kind: 'unchanged' };
  if (response.status === 404) {
    throw new Error(`${url} answered 404: the remote has no deployed version (deploy it with npm run deploy)`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let pointer: Pointer;
  try {
    pointer = parsePointer(await response.text());
  } catch (error) {
    return { kind: 'refused', error: new RefusedPointer(`${url}: ${(error as Error).message}`) };
  }
  const distrust = pointerDistrust(signers.remote, pointer, signers.keys);
  if (distrust) {
    const error = new RefusedPointer(`${url} is not trusted: ${distrust} (version ${pointer.current})`);
    return { kind: 'refused', error };
  }
  return { kind: 'pointer', pointer, etag: response.headers.get('etag') };
}
