/**
 * One deployed version of a remote, as the shell's server runs it: its server container, loaded
 * over HTTP from the version's immutable folder through a federation runtime instance of its own
 * that provides the shared singletons (one React for the server and every remote). Each version
 * has its own instance, so two versions of one remote (the current one and a canary, or the old
 * and the new one while a deploy lands) render side by side, and a version no longer served is
 * released whole. A build that shows another team's content receives it from the owner's version
 * in the same version set (`loadContent`): one build per version and owners' versions.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { contentProviders, fulfilled, isNotExposed, withTimeout } from '@shared-data/platform';
import { SERVER_FETCH_TIMEOUT_MS } from '@shared-data/platform/server-fetch';
import type { RemoteName } from '@shared-data/contracts';
import { siteMetrics } from '../../metrics';
import { checkedEntry } from './entry-loader';
import { serveCheckedFiles } from './verified-server-files';
import { initializeAlone, type FederationGlobals } from './federation-instances';
import { sharedModules } from './shared-modules';

/** How an owner's content that did not load is told apart (remote-registry.ts's loadContent). */
export const OWNER_CONTENT_FAILURE = 'whose content this section shows, did not load';

/** Whether a load failed for want of another team's content (the runtime may wrap the error). */
function isOwnerContentFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause.message.includes(OWNER_CONTENT_FAILURE)) return true;
  }
  return String(error).includes(OWNER_CONTENT_FAILURE);
}

/** The most one render waits for a remote module (entry and chunks). */
export const LOAD_BUDGET_MS = SERVER_FETCH_TIMEOUT_MS;

let instances = 0;

/** A remote's version: its server container (loaded on first use) and the modules loaded from it. */
export class LoadedBuild {
  private readonly instanceName: string;
  private federation;
  private readonly modules = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Loads that failed since the last one that succeeded. */
  private failedLoads = 0;
  /** Whether the current container has been initialised (a module loaded from it). */
  private initialized = false;
  /** Counts the containers loaded so far: a load's outcome counts only for the container it was made with. */
  private generation = 0;
  /** When the build was last asked for a module (a build no longer served is released after a while). */
  lastUsed = Date.now();
  /** Stops serving the version's checked server files. */
  private readonly stopServingFiles: () => void;

  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    /** The server container's entry: <base>v/<version>/server/remoteEntry.js. */
    readonly serverEntry: string,
    /** The version's server files by URL, checked against their signed hashes: nothing else is run. */
    serverFiles: ReadonlyMap<string, string>,
    /** Called when two loads in a row failed: the remote counts as down. */
    private readonly onDown: (error: unknown) => void,
    /** Called when a container's entry is evaluated (the first load, or one after a failure). */
    private readonly onContainerLoaded: () => void,
    /** The owner's ./Content, of the owner's version this build renders with. */
    private readonly loadContent: (owner: RemoteName) => PromiseLike<unknown>,
  ) {
    instances += 1;
    this.instanceName = `shell_server_${remote}_${version}_${instances}`;
    this.stopServingFiles = serveCheckedFiles(new URL('.', serverEntry).href, `${remote} ${version}`, serverFiles);
    this.federation = this.createFederation();
  }

  private createFederation() {
    return createInstance({
      name: this.instanceName,
      remotes: [{ name: this.remote, entry: this.serverEntry }],
      shared: { ...sharedModules(), ...contentProviders(this.loadContent) },
      plugins: [checkedEntry(this.onContainerLoaded)],
    });
  }

  /**
   * The module 'catalog/HomePage'; a first failure loads the container afresh and tries once more,
   * unless the container answered that it does not expose the module (the caller's mistake).
   */
  loadModule(id: string): PromiseLike<unknown> {
    this.lastUsed = Date.now();
    if (this.modules.has(id)) return fulfilled(this.modules.get(id));
    let pending = this.pending.get(id);
    if (!pending) {
      const loading = this.loadOnce(id).catch((error: unknown) => {
        if (isNotExposed(error)) throw error;
        return this.loadOnce(id);
      });
      loading
        .finally(() => {
          if (this.pending.get(id) === loading) this.pending.delete(id);
        })
        .catch(() => undefined);
      this.pending.set(id, loading);
      pending = loading;
    }
    return pending;
  }

  private loadOnce(id: string): Promise<unknown> {
    const generation = this.generation;
    const load = () => withTimeout(this.federation.loadRemote(id), LOAD_BUDGET_MS + 200, id);
    const loading = this.initialized ? load() : initializeAlone(this.remote, load);
    return loading.then(
      (module) => {
        if (!module) throw new Error(`${id} loaded empty`);
        siteMetrics.remoteLoads.inc({ part: this.remote, version: this.version, outcome: 'ok' });
        if (this.generation === generation) {
          this.modules.set(id, module);
          this.failedLoads = 0;
          this.initialized = true;
        }
        return module;
      },
      (error: unknown) => {
        // A container that answered it does not expose the module is whole, and the remote up:
        // the caller asked for the wrong name (counted against the caller: RemoteBoundary).
        if (isNotExposed(error)) throw error;
        // A failed or timed-out load may leave the container half-loaded: start clean next time.
        // Loads that fail together (a page and its fragment) count once. A module that failed
        // because another team's content did not load says nothing of this remote.
        siteMetrics.remoteLoads.inc({ part: this.remote, version: this.version, outcome: 'failed' });
        if (this.generation === generation && isOwnerContentFailure(error)) {
          this.forgetContainer();
        } else if (this.generation === generation) {
          this.failedLoads += 1;
          this.forgetContainer();
          if (this.failedLoads >= 2) {
            this.failedLoads = 0;
            this.onDown(error);
          }
        }
        throw error;
      },
    );
  }

  /** Drops the loaded container and its modules: the next load evaluates the entry again. */
  forgetContainer() {
    this.generation += 1;
    this.initialized = false;
    this.modules.clear();
    this.pending.clear();
    this.release();
    this.federation = this.createFederation();
  }

  /** The version is no longer served: released, and its checked files dropped. */
  retire() {
    this.release();
    this.stopServingFiles();
  }

  /**
   * Lets the container and its modules be collected: the federation runtime keeps every instance
   * and loaded entry in globals, which are cleared here for this version.
   */
  release() {
    const globals = globalThis as typeof globalThis & FederationGlobals;
    const federation = globals.__FEDERATION__;
    const list = federation?.__INSTANCES__;
    const index = list?.indexOf(this.federation) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
    if (federation?.__SHARE__) delete federation.__SHARE__[this.instanceName];
    const loading = globals.__GLOBAL_LOADING_REMOTE_ENTRY__;
    for (const key of Object.keys(loading ?? {})) if (key.includes(this.serverEntry)) delete loading?.[key];
    this.modules.clear();
    this.pending.clear();
  }
}
