/**
 * What the registry knows of one remote, and how a check changes it: up on the last good pointer,
 * down after two failures in a row (two checks, or two loads of its modules), its sections
 * rendering their fallback at once until it answers again. Every change is logged. Only its own
 * failures count (pointer, manifest, entry, container): a module it does not expose, asked for by
 * another part, is that caller's (version-set-view.ts, loaded-build.ts; @shared-data/platform's
 * caller-faults).
 */
import type { RemoteName } from '@shared-data/contracts';
import type { Logger } from '../logging';
import type { Pointer } from '@shared-data/hosting/pointer';
import type { CheckResult } from './checks/check-remote';
import type { LoadedBuild } from './containers/loaded-build';
import type { BrowserManifest } from './remote-assets';

export interface RemoteState {
  name: RemoteName;
  base: string;
  /** Its lines, each with `part` (and `version` where one is concerned). */
  log: Logger;
  status: 'unchecked' | 'up' | 'down';
  /** The last good pointer. */
  pointer: Pointer | null;
  etag: string | null;
  manifests: Map<string, BrowserManifest>;
  /** The loaded builds, by version and the owners' versions whose content they show (remote-registry.ts). */
  builds: Map<string, LoadedBuild>;
  checkedAt: number;
  checking: Promise<void> | null;
}

/** A remote not checked yet, deployed to `base`. */
export function freshState(name: RemoteName, base: string, log: Logger): RemoteState {
  return {
    name,
    base,
    log: log.child({ part: name }),
    status: 'unchecked',
    pointer: null,
    etag: null,
    manifests: new Map(),
    builds: new Map(),
    checkedAt: 0,
    checking: null,
  };
}

export function markDown(state: RemoteState, why: string, error: unknown) {
  if (state.status === 'down') return;
  state.log.error(
    { version: state.pointer?.current, err: error },
    `Remote ${state.name} is down (${why}): its sections render their fallback`,
  );
  state.status = 'down';
  state.etag = null;
  // Loaded afresh when it answers again.
  for (const build of state.builds.values()) build.forgetContainer();
}

/** The remote as a check found it. */
export function applyCheck(state: RemoteState, result: CheckResult): void {
  if (result.kind === 'unchanged') return;
  if (result.kind === 'down') return markDown(state, 'its checks failed', result.error);
  if (result.kind === 'refused') {
    state.log.error(
      { version: state.pointer?.current },
      `Remote ${state.name}: ${result.error.message}; still serving ${state.pointer?.current ?? 'nothing'}`,
    );
    if (state.status === 'unchecked') state.status = state.pointer ? 'up' : 'down';
    return;
  }
  const before = state.pointer;
  for (const [version, manifest] of result.manifests) state.manifests.set(version, manifest);
  state.pointer = result.pointer;
  state.etag = result.etag;
  if (state.status === 'down')
    state.log.info({ version: result.pointer.current }, `Remote ${state.name} answers again`);
  state.status = 'up';
  if (before && before.current !== result.pointer.current) {
    state.log.info(
      { version: result.pointer.current, was: before.current },
      `Remote ${state.name}: version ${result.pointer.current} is current (was ${before.current})`,
    );
  }
  const ended = before?.canary;
  if (ended && ended.version !== result.pointer.canary?.version) {
    const how = ended.version === result.pointer.current ? 'promoted' : 'ended';
    state.log.info({ version: ended.version, canary: 0 }, `Remote ${state.name}: canary ${ended.version} ${how}`);
  }
  if (result.pointer.canary && before?.canary?.version !== result.pointer.canary.version) {
    const { version, percent } = result.pointer.canary;
    state.log.info({ version, canary: percent }, `Remote ${state.name}: canary ${version} for ${percent} %`);
  }
}
