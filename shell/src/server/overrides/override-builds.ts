/**
 * The builds that signed overrides name (a developer's local build of one remote), loaded for the
 * renders of the browsers holding an override and for nothing else. Each is a remote state of its
 * own, outside the registry's: its manifest and server files are read from the override's URL
 * (override-build-files.ts), its server container is a build of its own (an instance of its own
 * in the federation runtime), and when the overridden remote owns content the other remotes' builds
 * that show it are made in maps of its own too. So nothing of an override reaches another
 * visitor's render, and all of it goes at once: an override unused for RELEASE_AFTER_MS is
 * released (containers, checked files, manifests), and at most MAX_LOADED are held at a time (the
 * least recently used goes first). Every container it evaluates counts towards the worker's
 * recycling (SHELL_RECYCLE_AFTER), like a deploy's.
 */
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import { REMOTE_CONTENT, withTimeout } from '@shared-data/platform';
import { SERVER_FETCH_TIMEOUT_MS } from '@shared-data/platform/server-fetch';
import type { Logger } from '../logging';
import {
  RELEASE_AFTER_MS,
  SERVER_FILES_BUDGET_MS,
  type LoadedBuild,
  type RemotesSubstitution,
  type RemoteState,
} from '../remotes';
import { locate, readBuild } from './override-build-files';

/** Overrides held at once (different developers, or one developer's successive builds). */
export const MAX_LOADED = 4;

/** One override's build and the builds made for it. */
interface LoadedOverride {
  url: string;
  part: RemoteName;
  version: string;
  /** The overridden remote as this override's renders see it: its manifest, its builds. */
  state: RemoteState;
  /** The other remotes' builds that receive its content (when it owns content), by remote. */
  others: Map<RemoteName, Map<string, LoadedBuild>>;
  lastUsed: number;
}

const retire = (builds: Map<string, LoadedBuild>) => {
  for (const build of builds.values()) build.retire();
  builds.clear();
};

/** An override being read, then read (`override`). */
interface Held {
  loading: Promise<LoadedOverride>;
  override?: LoadedOverride;
}

export class OverrideBuilds {
  /** In order of last use (the least recently used first). */
  private readonly held = new Map<string, Held>();
  private readonly timer: ReturnType<typeof setInterval>;

  /** @param clock what tells the time (tests pass their own) */
  constructor(
    private readonly log: Logger,
    private readonly clock: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.releaseUnused(), RELEASE_AFTER_MS / 3);
    this.timer.unref();
  }

  /** How many overrides are held now. */
  get size(): number {
    return this.held.size;
  }

  /**
   * The remotes a render with the override of `part` by the build at `url` reads: that build in
   * place of the served version. Rejects when the build cannot be read (logged by the caller).
   */
  async substitution(part: RemoteName, url: string): Promise<RemotesSubstitution> {
    this.releaseUnused();
    const key = `${part} ${url}`;
    let held = this.held.get(key);
    if (held) {
      // Now the most recently used.
      this.held.delete(key);
      this.held.set(key, held);
    } else {
      const entry: Held = { loading: this.load(part, url) };
      held = entry;
      this.held.set(key, entry);
      entry.loading.then(
        (override) => (entry.override = override),
        () => this.held.get(key) === entry && this.held.delete(key),
      );
      this.keepAtMost(MAX_LOADED);
    }
    const override = await held.loading;
    override.lastUsed = this.clock();
    return {
      remotes: (served) => {
        const remotes = { ...served, [part]: override.state };
        for (const [name, builds] of override.others) remotes[name] = { ...served[name], builds };
        return remotes;
      },
      versions: (chosen) => ({ ...chosen, [part]: override.version }),
    };
  }

  private async load(part: RemoteName, url: string): Promise<LoadedOverride> {
    const budget = SERVER_FETCH_TIMEOUT_MS + 2 * SERVER_FILES_BUDGET_MS + 500;
    const state = await withTimeout(readBuild(part, url, this.log), budget, `override build ${url}`);
    // The other remotes' builds showing its content receive this build's: they are made apart.
    const ownsContent = (Object.values(REMOTE_CONTENT) as RemoteName[]).includes(part);
    const others = new Map<RemoteName, Map<string, LoadedBuild>>(
      ownsContent ? REMOTE_NAMES.filter((name) => name !== part).map((name) => [name, new Map()]) : [],
    );
    this.log.info({ part, override: url }, `Override of ${part}: its build at ${url} is loaded for its browsers`);
    return { url, part, version: locate(url).version, state, others, lastUsed: this.clock() };
  }

  /** Releases the overrides unused for RELEASE_AFTER_MS. */
  releaseUnused(now = this.clock()): void {
    for (const [key, held] of this.held) {
      if (held.override && now - held.override.lastUsed >= RELEASE_AFTER_MS) this.release(key, held);
    }
  }

  /** Releases the least recently used overrides beyond `count` (one being read goes once read). */
  private keepAtMost(count: number): void {
    for (const [key, held] of [...this.held].slice(0, Math.max(0, this.held.size - count))) this.release(key, held);
  }

  private release(key: string, held: Held): void {
    this.held.delete(key);
    void held.loading.then(
      (override) => {
        const retireAll = () => {
          retire(override.state.builds);
          for (const builds of override.others.values()) retire(builds);
        };
        // A render still running with it makes nothing new of it, and what it made meanwhile goes later.
        override.state.status = 'down';
        retireAll();
        setTimeout(retireAll, RELEASE_AFTER_MS).unref();
        this.log.info({ part: override.part, override: override.url }, `Override of ${override.part}: released`);
      },
      () => undefined,
    );
  }

  /** Releases everything (the server stops). */
  close(): void {
    clearInterval(this.timer);
    for (const [key, held] of this.held) this.release(key, held);
  }
}
