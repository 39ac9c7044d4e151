/**
 * The remotes as the shell's server sees them: each remote's server container, loaded over HTTP
 * at runtime from the locations in remotes.json, through one federation runtime that provides the
 * shared singletons (one React for the server and every remote).
 *
 * The registry checks each remote at most every few seconds, when requests come in: a new build
 * (the server entry changed) is registered again, so a team's redeploy shows in the HTML without a
 * shell restart. A remote is marked down after two failures in a row (two checks, or two loads of
 * its modules), and its sections render their fallback at once until it answers again. One failure
 * alone (a file that took longer than the budget on a busy machine) is tried again at once: a
 * check fetches again, a load loads the container afresh within the same render.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { createHash } from 'node:crypto';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as Zustand from 'zustand';
import * as RegionStore from 'shared-data/region-store';
import * as PlatformModule from 'shared-data/platform';
import * as RouterModule from 'shared-data/router';
import { fulfilled, remoteModuleId, withTimeout, type Platform } from 'shared-data/platform';
import { fetchWithBudget, SERVER_FETCH_TIMEOUT_MS } from 'shared-data/platform/server-fetch';
import { parseRemoteLocations, REMOTE_NAMES, type RemoteLocations, type RemoteName } from 'shared-data';
import sharedDataPackage from 'shared-data/package.json';
import zustandPackage from 'zustand/package.json';

/** How long a checked remote is trusted before the next request checks it again. */
export const CHECK_INTERVAL_MS = 2000;
/** The most one render waits for a remote module (entry and chunks). */
export const LOAD_BUDGET_MS = SERVER_FETCH_TIMEOUT_MS;

/** The part of a remote's browser manifest (mf-manifest.json) the server reads. */
interface BrowserManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name: string; path: string } };
  exposes?: {
    path: string;
    assets: { css: { sync: string[]; async: string[] }; js: { sync: string[]; async: string[] } };
  }[];
}

interface RemoteState {
  name: RemoteName;
  /** The browser manifest URL from remotes.json. */
  manifestUrl: string;
  /** The server container's entry, beside the browser build: <remote>/server/remoteEntry.js. */
  serverEntry: string;
  /** Changes with every build of the remote; 'down' while it does not answer. */
  version: string;
  etag: string | null;
  manifest: BrowserManifest | null;
  checkedAt: number;
  checking: Promise<void> | null;
  /** Loads that failed since the last one that succeeded (a new build starts again from 0). */
  failedLoads: number;
  /** Counts the containers loaded so far: a load's outcome counts only for the container it was made with. */
  generation: number;
  modules: Map<string, unknown>;
  pending: Map<string, Promise<unknown>>;
}

/** The server container's entry for a remote whose browser manifest is at `manifestUrl`. */
export const serverEntryOf = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

/** Evaluates a remote's server entry the way the federation SDK's Node loader does, from text we fetched. */
function evaluateEntry(code: string, url: string): unknown {
  const module = { exports: {} as unknown };
  const run = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: url,
  }).runInThisContext() as (...args: unknown[]) => void;
  const requireFromCwd = createRequire(path.join(process.cwd(), 'remote-entry.js'));
  const { pathname } = new URL(url);
  run(module.exports, module, requireFromCwd, path.posix.dirname(pathname), path.posix.basename(pathname));
  return module.exports;
}

/** Loads entries with a time budget and a status check (the default loader waits for minutes and runs 404 pages). */
const entryWithBudget: ModuleFederationRuntimePlugin = {
  name: 'codeyatra-entry-with-budget',
  async loadEntry({ remoteInfo }) {
    const response = await fetchWithBudget(remoteInfo.entry);
    return evaluateEntry(await response.text(), remoteInfo.entry) as never;
  },
};

const provide = (version: string, lib: unknown) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

/** The modules a server container imports as shared singletons; the server provides every one of them. */
function sharedModules() {
  const reactVersion = React.version;
  const shared = sharedDataPackage.version;
  return {
    react: provide(reactVersion, React),
    'react/jsx-runtime': provide(reactVersion, ReactJsxRuntime),
    'react-dom': provide(reactVersion, ReactDom),
    zustand: provide(zustandPackage.version, Zustand),
    'shared-data/region-store': provide(shared, RegionStore),
    'shared-data/platform': provide(shared, PlatformModule),
    'shared-data/router': provide(shared, RouterModule),
  };
}

export class RemoteRegistry {
  private readonly federation = createInstance({
    name: 'shell_server',
    remotes: [],
    shared: sharedModules(),
    plugins: [entryWithBudget],
  });

  private readonly remotes: Record<RemoteName, RemoteState>;
  private locations: RemoteLocations;
  private locationsVersion: number;
  private locationsCheckedAt = Date.now();

  /** @param locationsFile remotes.json: read again whenever it changes, so a remote can move without a restart. */
  constructor(private readonly locationsFile: string) {
    this.locations = this.readLocations();
    this.locationsVersion = fs.statSync(locationsFile).mtimeMs;
    const locations = this.locations;
    this.remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        {
          name,
          manifestUrl: locations[name],
          serverEntry: serverEntryOf(locations[name]),
          version: 'unchecked',
          etag: null,
          manifest: null,
          checkedAt: 0,
          checking: null,
          failedLoads: 0,
          generation: 0,
          modules: new Map(),
          pending: new Map(),
        } satisfies RemoteState,
      ]),
    ) as Record<RemoteName, RemoteState>;
    this.federation.registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: this.remotes[name].serverEntry })));
  }

  private readLocations(): RemoteLocations {
    return parseRemoteLocations(JSON.parse(fs.readFileSync(this.locationsFile, 'utf8')));
  }

  /** Where the browser loads the remotes from (the same remotes.json). */
  browserLocations(): RemoteLocations {
    return this.locations;
  }

  /** The remotes' origins, for the Content-Security-Policy. */
  origins(): string[] {
    return [...new Set(REMOTE_NAMES.map((name) => new URL(this.locations[name]).origin))];
  }

  /** Picks up an edited remotes.json: a moved remote is loaded from its new address. */
  private checkLocations(now: number) {
    if (now - this.locationsCheckedAt < CHECK_INTERVAL_MS) return;
    this.locationsCheckedAt = now;
    try {
      const version = fs.statSync(this.locationsFile).mtimeMs;
      if (version === this.locationsVersion) return;
      this.locations = this.readLocations();
      this.locationsVersion = version;
    } catch (error) {
      console.error(`Could not read ${this.locationsFile}; keeping the remotes where they were`, error);
      return;
    }
    for (const name of REMOTE_NAMES) {
      const state = this.remotes[name];
      if (state.manifestUrl === this.locations[name]) continue;
      console.info(`Remote ${name} moved to ${this.locations[name]}`);
      state.manifestUrl = this.locations[name];
      state.serverEntry = serverEntryOf(state.manifestUrl);
      state.checkedAt = 0;
      state.etag = null;
      state.manifest = null;
      this.reset(state, 'moved');
    }
  }

  /** Checks every remote now; resolves when all answered or ran out of budget. */
  checkAll(): Promise<void> {
    return Promise.all(REMOTE_NAMES.map((name) => this.check(this.remotes[name]))).then(() => undefined);
  }

  /** Starts a check of each remote not checked for a while; never makes the caller wait. */
  checkStale(now = Date.now()): void {
    this.checkLocations(now);
    for (const name of REMOTE_NAMES) {
      const state = this.remotes[name];
      if (!state.checking && now - state.checkedAt >= CHECK_INTERVAL_MS) void this.check(state);
    }
  }

  /** One string that changes when any remote is redeployed, goes down or comes back: part of the HTML cache key. */
  versionKey(): string {
    return REMOTE_NAMES.map((name) => `${name}@${this.remotes[name].version}`).join(',');
  }

  private check(state: RemoteState): Promise<void> {
    // A check always ends: one that never settled would stop every later check of this remote.
    // (A probe makes at most four fetches, each within the budget.)
    state.checking ??= withTimeout(this.probe(state), 4 * LOAD_BUDGET_MS + 500, `check of ${state.name}`)
      .catch((error: unknown) => console.error(`Remote ${state.name}: check abandoned`, error))
      .finally(() => {
        state.checkedAt = Date.now();
        state.checking = null;
      });
    return state.checking;
  }

  /** Fetches the remote's server entry and manifest; a failure is tried once more before the remote counts as down. */
  private async probe(state: RemoteState): Promise<void> {
    try {
      await this.fetchBuild(state);
    } catch (firstError) {
      try {
        await this.fetchBuild(state);
        console.warn(`Remote ${state.name}: a check failed, the next one answered`, firstError);
      } catch (error) {
        if (state.version !== 'down') {
          console.error(`Remote ${state.name} is down: its sections render their fallback`, error);
          this.reset(state, 'down');
        }
      }
    }
  }

  private async fetchBuild(state: RemoteState): Promise<void> {
    const headers: Record<string, string> = state.etag ? { 'If-None-Match': state.etag } : {};
    const response = await fetch(state.serverEntry, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(LOAD_BUDGET_MS),
    });
    if (response.status === 304 && state.version !== 'down') return;
    if (!response.ok) throw new Error(`${state.serverEntry} answered ${response.status}`);
    const body = await response.text();
    const version = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    const manifest = (await (await fetchWithBudget(state.manifestUrl)).json()) as BrowserManifest;
    state.etag = response.headers.get('etag');
    if (version !== state.version) this.reset(state, version);
    state.manifest = manifest;
  }

  /** Records the remote's state (a build's hash, 'down' or 'moved') and forgets its loaded container. */
  private reset(state: RemoteState, version: string) {
    const firstCheck = state.version === 'unchecked';
    if (!firstCheck && version !== 'down' && version !== 'moved')
      console.info(`Remote ${state.name}: new build ${version}`);
    state.version = version;
    state.etag = version === 'down' ? null : state.etag;
    state.failedLoads = 0;
    this.forgetContainer(state, firstCheck);
  }

  /** Drops the loaded container and its modules, so the next render loads the remote afresh. */
  private forgetContainer(state: RemoteState, neverLoaded = false) {
    state.generation += 1;
    state.modules.clear();
    state.pending.clear();
    if (!neverLoaded)
      this.federation.registerRemotes([{ name: state.name, entry: state.serverEntry }], { force: true });
  }

  /**
   * A load failed (or ran out of time): the second in a row marks the remote down. After a first,
   * the container is dropped; loadModule's retry loads it afresh, which checks the remote too.
   */
  private loadFailed(state: RemoteState) {
    state.failedLoads += 1;
    if (state.failedLoads >= 2) {
      console.error(`Remote ${state.name} is down: two loads in a row failed; its sections render their fallback`);
      this.reset(state, 'down');
      return;
    }
    this.forgetContainer(state);
  }

  /** The platform a server render runs on: the registry's modules, each with the time budget. */
  readonly platform: Platform = {
    loadModule: (remote, exposed) => this.loadModule(remote, exposed) as never,
  };

  private loadModule(remote: RemoteName, exposed: string): PromiseLike<unknown> {
    const state = this.remotes[remote];
    const id = remoteModuleId(remote, exposed);
    if (state.modules.has(id)) return fulfilled(state.modules.get(id));
    if (state.version === 'down') return Promise.reject(new Error(`Remote ${remote} is down`));
    let pending = state.pending.get(id);
    if (!pending) {
      // After a first failure the remote is loaded afresh and tried once more, within the same render.
      const loading = this.loadOnce(state, id).catch((error: unknown) => {
        if (state.version === 'down') throw error;
        return this.loadOnce(state, id);
      });
      loading
        .finally(() => {
          if (state.pending.get(id) === loading) state.pending.delete(id);
        })
        .catch(() => undefined);
      state.pending.set(id, loading);
      pending = loading;
    }
    return pending;
  }

  /** One attempt at a module with the container loaded now; a failure is counted (see loadFailed). */
  private loadOnce(state: RemoteState, id: string): Promise<unknown> {
    const generation = state.generation;
    return withTimeout(this.federation.loadRemote(id), LOAD_BUDGET_MS + 200, id).then(
      (module) => {
        if (!module) throw new Error(`${id} loaded empty`);
        if (state.generation === generation) {
          state.modules.set(id, module);
          state.failedLoads = 0;
        }
        return module;
      },
      (error: unknown) => {
        // A failed or timed-out load may leave the container half-loaded: start clean next time.
        // Loads that fail together (a page and its fragment) count once.
        if (state.generation === generation) this.loadFailed(state);
        throw error;
      },
    );
  }

  /**
   * What the browser needs for the given modules ('catalog/HomePage'), as absolute URLs: their CSS
   * files, and the files to preload so they download in parallel from the HTML instead of one after
   * another (each remote's manifest and entry, each module's own scripts).
   */
  assetsOf(moduleIds: readonly string[]): { css: string[]; js: string[]; manifests: string[] } {
    const css = new Set<string>();
    const js = new Set<string>();
    const manifests = new Set<string>();
    for (const id of moduleIds) {
      const [remote, name] = id.split('/') as [RemoteName, string];
      const state = this.remotes[remote];
      const manifest = state?.manifest;
      const exposed = manifest?.exposes?.find((entry) => entry.path === `./${name}`);
      if (!state || !manifest || !exposed) continue;
      const publicPath = manifest.metaData?.publicPath;
      const base = publicPath && publicPath !== 'auto' ? publicPath : new URL('.', state.manifestUrl).href;
      const entry = manifest.metaData?.remoteEntry;
      manifests.add(state.manifestUrl);
      if (entry) js.add(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href);
      for (const file of [...exposed.assets.css.sync, ...exposed.assets.css.async]) css.add(new URL(file, base).href);
      for (const file of exposed.assets.js.sync) js.add(new URL(file, base).href);
    }
    return { css: [...css], js: [...js], manifests: [...manifests] };
  }
}
