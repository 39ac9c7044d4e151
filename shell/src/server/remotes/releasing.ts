/**
 * Memory kept flat across deploys: a version no longer served is kept a while (a render still
 * using it, a quick rollback) and then released, its container and manifest with it.
 */
import { servedVersions } from '@shared-data/hosting/pointer';
import type { RemoteState } from './remote-state';

/** A version no longer served is released this long after it stopped being used. */
export const RELEASE_AFTER_MS = 30_000;

/**
 * Releases the versions no longer served and unused for a while, and the builds of a served version
 * made for owners' versions no longer served (the newest build of each version is kept).
 */
export function releaseRetired(state: RemoteState, now: number) {
  const served = new Set(state.pointer ? servedVersions(state.pointer) : []);
  const newest = new Map<string, string>();
  for (const [key, build] of state.builds) newest.set(build.version, key);
  for (const [key, build] of state.builds) {
    const kept = served.has(build.version) && newest.get(build.version) === key;
    if (kept || now - build.lastUsed < RELEASE_AFTER_MS) continue;
    build.retire();
    state.builds.delete(key);
  }
  const built = new Set([...state.builds.values()].map((build) => build.version));
  for (const version of state.manifests.keys()) {
    if (!served.has(version) && !built.has(version)) state.manifests.delete(version);
  }
}

/** Releases every loaded version of a remote (it moved: its state starts afresh). */
export function releaseAll(state: RemoteState) {
  for (const build of state.builds.values()) build.retire();
  state.builds.clear();
}
