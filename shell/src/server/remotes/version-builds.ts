/**
 * The loaded build (server container) of a remote's version for a render with one set of versions.
 * A build that shows another team's content receives the owner's version of the set, so there is
 * one build per version and owners' versions (releasing.ts keeps the newest of a served version).
 */
import type { RemoteName } from '@shared-data/contracts';
import { CONTENT_MODULE, REMOTE_CONTENT, remoteModuleId } from '@shared-data/platform';
import { LoadedBuild, OWNER_CONTENT_FAILURE } from './containers/loaded-build';
import { versionServerEntry } from './remote-locations';
import { markDown, type RemoteState } from './remote-state';
import type { VersionSet } from './version-set';

export type Remotes = Readonly<Record<RemoteName, RemoteState>>;

/** The remotes a render reads, the versions it renders with, and who hears of each container evaluated. */
export interface BuildSet {
  remotes: Remotes;
  versions: VersionSet;
  onContainerLoaded: () => void;
}

/** The build of `version` of the remote `state` for this set (made on first use); undefined without a manifest. */
export function buildOf(set: BuildSet, state: RemoteState, version: string): LoadedBuild | undefined {
  const owners = Object.values(REMOTE_CONTENT)
    .filter((owner) => owner !== state.name)
    .map((owner) => `${owner}@${set.versions[owner]}`);
  const key = [version, ...owners].join('|');
  let build = state.builds.get(key);
  const manifest = state.manifests.get(version);
  if (!build && manifest) {
    // The federation runtime keeps one container per entry URL: the owners' versions in its
    // query make it this build's own (entry-loader.ts fetches the file without it).
    const entry = new URL(versionServerEntry(state.base, version));
    if (owners.length) entry.searchParams.set('content', owners.join(','));
    build = new LoadedBuild(
      state.name,
      version,
      entry.href,
      manifest.serverFiles ?? new Map(),
      (error) => markDown(state, `two loads in a row failed`, error),
      set.onContainerLoaded,
      (owner) => loadContent(set, owner),
    );
    state.builds.set(key, build);
  }
  return build;
}

/** An owner's ./Content, of its version in the set (rejected when the owner is down). */
function loadContent(set: BuildSet, owner: RemoteName): PromiseLike<unknown> {
  const state = set.remotes[owner];
  const version = set.versions[owner];
  const build = version === 'down' || state.status === 'down' ? undefined : buildOf(set, state, version);
  const failed = (cause?: unknown) => new Error(`Remote ${owner}, ${OWNER_CONTENT_FAILURE}`, { cause });
  if (!build) return Promise.reject(failed());
  return build.loadModule(remoteModuleId(owner, CONTENT_MODULE as never)).then(undefined, (error: unknown) => {
    throw failed(error);
  });
}
