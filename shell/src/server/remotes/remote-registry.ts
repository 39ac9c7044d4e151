/**
 * The remotes as the shell's server sees them: for each remote, the versions its pointer serves
 * (the current one and maybe a canary), each loaded over HTTP as its own server container.
 *
 * A page is rendered with one set of versions, chosen when its render starts (`versionsFor`), and
 * the HTML pins the browser to the same versions (`browserLocations`), so hydration always meets
 * the code that rendered the HTML, whatever is deployed meanwhile. The registry checks each remote
 * at most every few seconds, when requests come in: a switch of the pointer (a deploy, a rollback,
 * a canary) is picked up with no restart. A version no longer served is kept a while (a render
 * still using it, a quick rollback) and then released. A remote is down after two failures in a
 * row (two checks, or two loads of its modules); its sections render their fallback at once until
 * it answers again.
 */
import { REMOTE_NAMES, type RemoteLocations, type RemoteName } from 'shared-data';
import { remoteModuleId, withTimeout, type Platform } from 'shared-data/platform';
import { servedVersions, type Pointer } from 'shared-data/server/versions';
import { LoadedBuild, LOAD_BUDGET_MS } from './loaded-build';
import { assetsOf, type BrowserManifest, type PageAssets, type ShareImage } from './remote-assets';
import type { InlineSheet } from '../styles';
import { CHECK_INTERVAL_MS, checkRemote } from './checks/check-remote';
import { baseOf, RemoteLocationsFile, versionManifestUrl, versionServerEntry } from './remote-locations';

export { CHECK_INTERVAL_MS } from './checks/check-remote';
export { LOAD_BUDGET_MS } from './loaded-build';

/** A version no longer served is released this long after it stopped being used. */
export const RELEASE_AFTER_MS = 30_000;

/** The version of each remote a page is rendered with ('down' for a remote that does not answer). */
export type VersionSet = Readonly<Record<RemoteName, string>>;

interface RemoteState {
  name: RemoteName;
  base: string;
  status: 'unchecked' | 'up' | 'down';
  /** The last good pointer. */
  pointer: Pointer | null;
  etag: string | null;
  manifests: Map<string, BrowserManifest>;
  builds: Map<string, LoadedBuild>;
  checkedAt: number;
  checking: Promise<void> | null;
}

export class RemoteRegistry {
  private readonly locations: RemoteLocationsFile;
  private readonly remotes: Record<RemoteName, RemoteState>;
  private locationsCheckedAt = Date.now();
  /** Server containers evaluated since the start (each new version, each reload after a failure). */
  containersLoaded = 0;

  /** @param locationsFile remotes.json: read again whenever it changes. */
  constructor(locationsFile: string) {
    this.locations = new RemoteLocationsFile(locationsFile);
    this.remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, this.freshState(name)])) as Record<
      RemoteName,
      RemoteState
    >;
  }

  private freshState(name: RemoteName): RemoteState {
    return {
      name,
      base: baseOf(this.locations.current[name]),
      status: 'unchecked',
      pointer: null,
      etag: null,
      manifests: new Map(),
      builds: new Map(),
      checkedAt: 0,
      checking: null,
    };
  }

  /** The remotes' origins, for the Content-Security-Policy. */
  origins(): string[] {
    return this.locations.origins();
  }

  /** Whether any remote serves a canary now (only then does a visitor need a canary bucket). */
  hasCanary(): boolean {
    return REMOTE_NAMES.some((name) => this.remotes[name].pointer?.canary);
  }

  /**
   * The versions a visitor's page is rendered with: each remote's current version, or its canary
   * for a visitor whose bucket (0-99, sticky per visitor) falls below the canary's percentage.
   */
  versionsFor(bucket: number | null): VersionSet {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const { status, pointer } = this.remotes[name];
        if (status !== 'up' || !pointer) return [name, 'down'];
        const canary = pointer.canary;
        return [name, canary && bucket !== null && bucket < canary.percent ? canary.version : pointer.current];
      }),
    ) as VersionSet;
  }

  /** One string per set of versions: part of the HTML cache key. */
  static keyOf(versions: VersionSet): string {
    return REMOTE_NAMES.map((name) => `${name}@${versions[name]}`).join(',');
  }

  /** Where the browser loads each remote from: the manifest of the version the page was rendered with. */
  browserLocations(versions: VersionSet): RemoteLocations {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const version = versions[name];
        const state = this.remotes[name];
        return [name, version === 'down' ? this.locations.current[name] : versionManifestUrl(state.base, version)];
      }),
    ) as RemoteLocations;
  }

  /** Each remote's unversioned manifest (its current version): where a browser turns when a pinned version is gone. */
  latestLocations(): RemoteLocations {
    return this.locations.current;
  }

  /** The assets of the given modules in the given versions (see remote-assets.ts). */
  assetsOf(versions: VersionSet, moduleIds: readonly string[]): PageAssets {
    return assetsOf((remote) => {
      const version = versions[remote];
      const manifest = this.remotes[remote].manifests.get(version);
      return manifest ? { manifest, url: versionManifestUrl(this.remotes[remote].base, version) } : null;
    }, moduleIds);
  }

  /** The share card a remote's build drew for a page (`/courses/<slug>`), as an absolute URL. */
  shareImageOf(versions: VersionSet, path: string): (ShareImage & { url: string }) | null {
    for (const name of REMOTE_NAMES) {
      const version = versions[name];
      const card = this.remotes[name].manifests.get(version)?.shareImages?.[path];
      if (card) return { ...card, url: new URL(card.file, versionManifestUrl(this.remotes[name].base, version)).href };
    }
    return null;
  }

  /** A stylesheet of one of the given versions, ready to inline (undefined when not read). */
  sheetOf(versions: VersionSet, href: string): InlineSheet | undefined {
    for (const name of REMOTE_NAMES) {
      const sheet = this.remotes[name].manifests.get(versions[name])?.sheets?.get(href);
      if (sheet) return sheet;
    }
    return undefined;
  }

  /** The platform a render runs on: each remote's modules from the version in `versions`. */
  platformFor(versions: VersionSet): Platform {
    return {
      loadModule: (remote, exposed) => {
        const id = remoteModuleId(remote, exposed);
        const state = this.remotes[remote];
        const version = versions[remote];
        const build = version === 'down' || state.status === 'down' ? undefined : this.buildOf(state, version);
        if (!build) return Promise.reject(new Error(`Remote ${remote} is down`)) as never;
        return build.loadModule(id) as never;
      },
    };
  }

  private buildOf(state: RemoteState, version: string): LoadedBuild | undefined {
    let build = state.builds.get(version);
    if (!build && state.manifests.has(version)) {
      build = new LoadedBuild(
        state.name,
        version,
        versionServerEntry(state.base, version),
        (error) => this.markDown(state, `two loads in a row failed`, error),
        () => {
          this.containersLoaded += 1;
        },
      );
      state.builds.set(version, build);
    }
    return build;
  }

  /** Checks every remote now; resolves when all answered or ran out of budget. */
  checkAll(): Promise<void> {
    return Promise.all(REMOTE_NAMES.map((name) => this.check(this.remotes[name]))).then(() => undefined);
  }

  /** Starts a check of each remote not checked for a while; never makes the caller wait. */
  checkStale(now = Date.now()): void {
    if (now - this.locationsCheckedAt >= CHECK_INTERVAL_MS) {
      this.locationsCheckedAt = now;
      for (const name of this.locations.reload()) {
        console.info(`Remote ${name} moved to ${this.locations.current[name]}`);
        this.releaseAll(this.remotes[name]);
        this.remotes[name] = this.freshState(name);
      }
    }
    for (const name of REMOTE_NAMES) {
      const state = this.remotes[name];
      if (state.checking || now - state.checkedAt < CHECK_INTERVAL_MS) continue;
      void this.check(state);
      // As often as the checks, not on every request.
      this.releaseRetired(state, now);
    }
  }

  private check(state: RemoteState): Promise<void> {
    // A check always ends: one that never settled would stop every later check of this remote.
    // (A check makes at most six fetches, each within the budget.)
    state.checking ??= withTimeout(this.probe(state), 6 * LOAD_BUDGET_MS + 500, `check of ${state.name}`)
      .catch((error: unknown) => console.error(`Remote ${state.name}: check abandoned`, error))
      .finally(() => {
        state.checkedAt = Date.now();
        state.checking = null;
      });
    return state.checking;
  }

  private async probe(state: RemoteState): Promise<void> {
    const etag = state.status === 'up' ? state.etag : null;
    const result = await checkRemote(state.base, etag, (version) => state.manifests.get(version));
    if (result.kind === 'unchanged') return;
    if (result.kind === 'down') return this.markDown(state, 'its checks failed', result.error);
    if (result.kind === 'refused') {
      console.error(
        `Remote ${state.name}: ${result.error.message}; still serving ${state.pointer?.current ?? 'nothing'}`,
      );
      if (state.status === 'unchecked') state.status = state.pointer ? 'up' : 'down';
      return;
    }
    const before = state.pointer;
    for (const [version, manifest] of result.manifests) state.manifests.set(version, manifest);
    state.pointer = result.pointer;
    state.etag = result.etag;
    if (state.status === 'down') console.info(`Remote ${state.name} answers again`);
    state.status = 'up';
    if (before && before.current !== result.pointer.current) {
      console.info(`Remote ${state.name}: version ${result.pointer.current} is current (was ${before.current})`);
    }
    if (result.pointer.canary && before?.canary?.version !== result.pointer.canary.version) {
      console.info(
        `Remote ${state.name}: canary ${result.pointer.canary.version} for ${result.pointer.canary.percent} %`,
      );
    }
  }

  private markDown(state: RemoteState, why: string, error: unknown) {
    if (state.status === 'down') return;
    console.error(`Remote ${state.name} is down (${why}): its sections render their fallback`, error);
    state.status = 'down';
    state.etag = null;
    // Loaded afresh when it answers again.
    for (const build of state.builds.values()) build.forgetContainer();
  }

  /** Releases the versions no longer served and unused for a while. */
  private releaseRetired(state: RemoteState, now: number) {
    const served = new Set(state.pointer ? servedVersions(state.pointer) : []);
    for (const [version, build] of state.builds) {
      if (served.has(version) || now - build.lastUsed < RELEASE_AFTER_MS) continue;
      build.release();
      state.builds.delete(version);
      state.manifests.delete(version);
    }
    for (const version of state.manifests.keys()) {
      if (!served.has(version) && !state.builds.has(version)) state.manifests.delete(version);
    }
  }

  private releaseAll(state: RemoteState) {
    for (const build of state.builds.values()) build.release();
    state.builds.clear();
  }
}
