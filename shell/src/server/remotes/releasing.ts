/**
 * Memory kept flat across deploys: a version no longer served is kept a while (a render still
 * using it, a quick rollback) and then released, its container and manifest with it.
 */
import { servedVersions } from '@shared-data/hosting/pointer';
import type { RemoteState } from './remote-state';

/** A version no longer served is released this long after it stopped being used. */
export const RELEASE_AFTER_MS = 30_000;

/** Releases the versions no longer served and unused for a while. */
export function releaseRetired(state: RemoteState, now: number) {
  const served = new Set(state.pointer ? servedVersions(state.pointer) : []);
  for (const [version, build] of state.builds) {
    if (served.has(version) || now - build.lastUsed < RELEASE_AFTER_MS) continue;
    build.retire();
    state.builds.delete(version);
    state.manifests.delete(version);
  }
  for (const version of state.manifests.keys()) {
    if (!served.has(version) && !state.builds.has(version)) state.manifests.delete(version);
  }
}

/** Releases every loaded version of a remote (it moved: its state starts afresh). */
export function releaseAll(state: RemoteState) {
  for (const build of state.builds.values()) build.retire();
  state.builds.clear();
}
