/**
 * The remotes as the shell's server sees them: for each remote, the versions its pointer serves
 * (the current one and maybe a canary), each loaded over HTTP as its own server container.
 *
 * A page is rendered with one set of versions, chosen when its render starts (`versionsFor`, see
 * version-set.ts), and everything the render needs of the remotes comes from one view of that set
 * (`versionSetView`, see version-set-view.ts); the HTML pins the browser to the same versions, so
 * hydration always meets the code that rendered the HTML, whatever is deployed meanwhile. The
 * registry checks each remote at most every few seconds, on the plugin's schedule: a switch of the
 * pointer (a deploy, a rollback, a canary) is picked up with no restart. A version no longer served
 * is kept a while and then released (releasing.ts), and every loaded version when the server
 * stops (`close`). A remote is down after two failures in a row (remote-state.ts). Which build
 * serves a version for a set is version-builds.ts's; the rest of the server sees the registry
 * through the plugin's small interface (remotes-plugin.ts).
 */
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import { withTimeout } from '@shared-data/platform';
import type { Logger } from '../logging';
import type { VersionHashes } from '../../integrity/page-integrity';
import { siteMetrics } from '../metrics';
import { CHECK_INTERVAL_MS, checkRemote, SERVER_FILES_BUDGET_MS } from './checks/check-remote';
import { LOAD_BUDGET_MS } from './containers/loaded-build';
import { releaseAll, releaseRetired } from './releasing';
import { baseOf, RemoteLocationsFile } from './remote-locations';
import { applyCheck, freshState, type RemoteState } from './remote-state';
import { chooseVersions, hasCanary, type VersionSet } from './version-set';
import { buildOf, type Remotes } from './version-builds';
import { versionSetView, type VersionSetView } from './version-set-view';

/**
 * Remotes replaced for one render (a signed per-developer override, see ../overrides/): the states
 * the render reads instead of the served ones (builds they make stay in those states), and the
 * versions it renders with.
 */
export interface RemotesSubstitution {
  remotes(served: Remotes): Remotes;
  versions(chosen: VersionSet): VersionSet;
}

/**
 * The longest a check of a remote takes: it makes at most seven rounds of fetches, each within its
 * budget: the pointer, then for each of two versions its file list (1 s), its other files together
 * (5 s for the server scripts) and its stylesheets (5 s).
 */
export const CHECK_LIMIT_MS = 3 * LOAD_BUDGET_MS + 4 * SERVER_FILES_BUDGET_MS + 500;

export class RemoteRegistry {
  private readonly locations: RemoteLocationsFile;
  private readonly remotes: Record<RemoteName, RemoteState>;
  private locationsCheckedAt = Date.now();
  /** Set once the server stops: no check starts, nothing stays loaded. */
  private closed = false;
  /** Server containers evaluated since the start (each new version, each reload after a failure). */
  containersLoaded = 0;

  /**
   * @param locationsFile remotes.json: read again whenever it changes.
   * @param log where its lines go (each remote's with its `part`).
   */
  constructor(
    locationsFile: string,
    private readonly log: Logger,
  ) {
    this.locations = new RemoteLocationsFile(locationsFile);
    this.remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, this.freshState(name)])) as Record<
      RemoteName,
      RemoteState
    >;
    siteMetrics.reportServedVersions(() => this.served());
  }

  /**
   * A checked version's signed hashes of its browser files (`current`: the version served now),
   * for the browser's integrity checks; null for a version the server has not checked.
   */
  signedHashes(part: string, version: string): VersionHashes | null {
    const state = Object.hasOwn(this.remotes, part) ? this.remotes[part as RemoteName] : undefined;
    const checked = version === 'current' ? state?.pointer?.current : version;
    const files = checked ? state?.manifests.get(checked)?.integrity : undefined;
    return checked && files ? { version: checked, files } : null;
  }

  /** What each remote serves now (its last good pointer), for the metrics. */
  served(): siteMetrics.Served[] {
    return REMOTE_NAMES.flatMap((part) => {
      const pointer = this.remotes[part].pointer;
      return pointer ? [{ part, current: pointer.current, canary: pointer.canary ?? undefined }] : [];
    });
  }

  private freshState(name: RemoteName): RemoteState {
    return freshState(name, baseOf(this.locations.current[name]), this.log);
  }

  /** The remotes' origins, for the Content-Security-Policy. */
  origins(): string[] {
    return this.locations.origins();
  }

  /** Whether any remote serves a canary now (only then does a visitor need a canary bucket). */
  hasCanary(): boolean {
    return hasCanary(this.remotes);
  }

  /** The versions a visitor's page is rendered with (bucket: see visitor-bucket.ts). */
  versionsFor(bucket: number | null): VersionSet {
    return chooseVersions(this.remotes, bucket);
  }

  /** What a render with these versions needs of the remotes, in one object (some remotes substituted: overrides). */
  versionSetView(chosen: VersionSet, substitution?: RemotesSubstitution): VersionSetView {
    const remotes = substitution?.remotes(this.remotes) ?? this.remotes;
    const versions = substitution?.versions(chosen) ?? chosen;
    return versionSetView(
      {
        remotes,
        latest: () => this.locations.current,
        buildOf: (state, version) =>
          buildOf({ remotes, versions, onContainerLoaded: () => (this.containersLoaded += 1) }, state, version),
      },
      versions,
    );
  }

  /** Checks every remote now; resolves when all answered or ran out of budget. */
  checkAll(): Promise<void> {
    return Promise.all(REMOTE_NAMES.map((name) => this.check(this.remotes[name]))).then(() => undefined);
  }

  /** Checks one remote now (joining a check of it under way); resolves when it answered or ran out of budget. */
  checkOne(name: RemoteName): Promise<void> {
    return this.check(this.remotes[name]);
  }

  /** Starts a check of each remote not checked for a while; never makes the caller wait. */
  checkStale(now = Date.now()): void {
    if (this.closed) return;
    if (now - this.locationsCheckedAt >= CHECK_INTERVAL_MS) {
      this.locationsCheckedAt = now;
      for (const name of this.locations.reload()) {
        this.log.info({ part: name }, `Remote ${name} moved to ${this.locations.current[name]}`);
        releaseAll(this.remotes[name]);
        this.remotes[name] = this.freshState(name);
      }
    }
    for (const name of REMOTE_NAMES) {
      const state = this.remotes[name];
      if (state.checking || now - state.checkedAt < CHECK_INTERVAL_MS) continue;
      void this.check(state);
      // As often as the checks, not on every request.
      releaseRetired(state, now);
    }
  }

  /** Stops checking (the server stops): waits for the checks under way, then releases every loaded version. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(REMOTE_NAMES.map((name) => this.remotes[name].checking));
    for (const name of REMOTE_NAMES) releaseAll(this.remotes[name]);
  }

  private check(state: RemoteState): Promise<void> {
    if (this.closed) return Promise.resolve();
    // A check always ends: one that never settled would stop every later check of this remote.
    // The interval runs from a check's start, so a deploy is seen within CHECK_INTERVAL_MS plus one check.
    const startedAt = Date.now();
    state.checking ??= withTimeout(this.probe(state), CHECK_LIMIT_MS, `check of ${state.name}`)
      .catch((error: unknown) => state.log.error({ err: error }, `Remote ${state.name}: check abandoned`))
      .finally(() => {
        state.checkedAt = startedAt;
        state.checking = null;
      });
    return state.checking;
  }

  private async probe(state: RemoteState): Promise<void> {
    const etag = state.status === 'up' ? state.etag : null;
    const signers = { remote: state.name, keys: this.locations.keysOf(state.name) };
    const known = (version: string) => state.manifests.get(version);
    applyCheck(state, await checkRemote(state.base, etag, signers, known, state.log));
  }
}
