/**
 * One cache of everything a page loads asynchronously: federated modules (a remote's page or
 * fragment) and on-demand content (a course's curriculum). Components read it through
 * `useResource`, which suspends until an entry settles, so the same tree renders on the server
 * (React waits for every entry before the HTML is sent) and in the browser.
 *
 * The server uses one cache per request and sends a snapshot with the HTML: content values, the
 * modules it rendered and the keys that failed. The browser starts from that snapshot, loads the
 * same modules before hydrating, and so renders exactly what the server sent.
 */

import type { CallerFault } from './caller-faults';

/** How one load ended. A load never rejects: a failure is a value the page renders. */
export type Settled<T> =
  | { ok: true; value: T }
  /** `fromServer`: it failed while the server rendered; the browser tries it once more by itself. */
  | { ok: false; error: unknown; fromServer?: boolean };

/**
 * A promise whose outcome React's `use` reads synchronously once it has settled (React's own
 * convention: `status` and `value` on the promise).
 */
export type TrackedPromise<T> = PromiseLike<T> &
  ({ status?: undefined } | { status: 'pending' } | { status: 'fulfilled'; value: T });

/** A promise that is already fulfilled: `use` returns its value without suspending. */
export function fulfilled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = Object.assign(promise, { status: 'pending' as const });
  promise.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
  return tracked;
}

/** Keys of federated modules start with this; the rest of the key is the module id ('catalog/HomePage'). */
export const MODULE_KEY_PREFIX = 'module:';

/**
 * Keys of a page's own sections split into a chunk of their own (`LazySection`) start with this.
 * Their value is code, not content: the snapshot never carries it.
 */
export const SECTION_KEY_PREFIX = 'section:';

/** The federated module ids among cache keys ('module:catalog/HomePage' -> 'catalog/HomePage'). */
export function moduleIdsIn(keys: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith(MODULE_KEY_PREFIX)).map((key) => key.slice(MODULE_KEY_PREFIX.length));
}

/** What the server tells the browser about the resources of the page it rendered. */
export interface ResourceSnapshot {
  /** Content the page rendered, by key (JSON values). */
  values: Record<string, unknown>;
  /** Module ids the page rendered ('catalog/CourseDetailPage'); the browser loads them before hydrating. */
  modules: string[];
  /**
   * Keys of the sections the page rendered whose hydration waits until the visitor needs them (a
   * RemoteBoundary with `hydration="on-interaction"`, a LazySection): their CSS is in the page,
   * their scripts are not.
   */
  deferred: string[];
  /** Keys that failed on the server: the page shows their fallback, and the browser retries them. */
  failed: string[];
  /**
   * Of those, the keys that failed through their caller's fault (a module the remote does not
   * expose: caller-faults.tsx): the browser shows their fallback without trying them again by itself.
   */
  callerFaults?: string[];
}

export type Load<T> = (attempt: number) => PromiseLike<T>;

/** A promise that settles when something opens it: what a deferred section waits for in the browser. */
interface Gate {
  promise: TrackedPromise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open: () => void = () => undefined;
  const promise = track(new Promise<void>((resolve) => (open = resolve)));
  return { promise, open };
}

export class ResourceCache {
  private readonly entries = new Map<string, TrackedPromise<Settled<unknown>>>();
  /** Keys of sections whose hydration waits for the visitor (written by the server's render). */
  private readonly deferredKeys = new Set<string>();
  /** In the browser: what a deferred section waits for while the page hydrates, by key. */
  private readonly gates = new Map<string, Gate>();
  /** Failures charged to the part that mounted a section (caller-faults.tsx), once each per page. */
  private readonly faults = new Map<string, CallerFault & { key: string }>();

  /**
   * @param known values loaded before, by key (what earlier renders with the same code loaded:
   *   see `loadedValues`): a first read of such a key answers at once, without a load.
   */
  constructor(private readonly known: ReadonlyMap<string, unknown> = new Map()) {}

  /**
   * The outcome of loading `key` (attempt 0, then one more per retry). The first read of a key and
   * attempt starts the load; later reads share it. Failures are logged here, once.
   */
  read<T>(key: string, attempt: number, load: Load<T>): TrackedPromise<Settled<T>> {
    const id = attempt === 0 ? key : `${key}#${attempt}`;
    let entry = this.entries.get(id) as TrackedPromise<Settled<T>> | undefined;
    if (!entry) {
      entry =
        attempt === 0 && this.known.has(key)
          ? fulfilled<Settled<T>>({ ok: true, value: this.known.get(key) as T })
          : settle(key, load, attempt);
      this.entries.set(id, entry as TrackedPromise<Settled<unknown>>);
    }
    return entry;
  }

  /** Puts an outcome in place, e.g. from the server's snapshot. */
  prime<T>(key: string, outcome: Settled<T>): void {
    this.entries.set(key, fulfilled(outcome) as TrackedPromise<Settled<unknown>>);
  }

  /**
   * Notes a failure of the section `key` charged to its caller; a render that runs twice (the
   * server's render at once, then its streaming render) notes it once.
   */
  noteCallerFault(key: string, fault: CallerFault): void {
    const id = `${fault.caller}>${key}:${fault.kind}`;
    if (!this.faults.has(id)) this.faults.set(id, { ...fault, key });
  }

  /** The failures charged to callers so far, each with its section's key. */
  callerFaults(): (CallerFault & { key: string })[] {
    return [...this.faults.values()];
  }

  /** Marks a section whose hydration in the browser waits until the visitor needs it. */
  deferHydration(key: string): void {
    this.deferredKeys.add(key);
  }

  /**
   * While the page hydrates, what a deferred section waits for before it loads (undefined when it
   * need not wait): it settles once `openGate` is called for the key.
   */
  hydrationGate(key: string): TrackedPromise<void> | undefined {
    return this.gates.get(key)?.promise;
  }

  /** Lets a deferred section load and hydrate. */
  openGate(key: string): void {
    this.gates.get(key)?.open();
  }

  /** Lets every deferred section load and hydrate. */
  openGates(): void {
    for (const gate of this.gates.values()) gate.open();
  }

  /**
   * The values of the keys that loaded, other than federated modules (the code that loads those
   * keeps them itself): content and split sections, for a later cache on the same code (`known`).
   */
  loadedValues(): Map<string, unknown> {
    const values = new Map<string, unknown>();
    for (const [id, entry] of this.entries) {
      if (id.includes('#') || id.startsWith(MODULE_KEY_PREFIX) || entry.status !== 'fulfilled') continue;
      if (entry.value.ok) values.set(id, entry.value.value);
    }
    return values;
  }

  /** Whether every load a render started has settled (nothing it read is still loading). */
  settled(): boolean {
    for (const entry of this.entries.values()) if (entry.status !== 'fulfilled') return false;
    return true;
  }

  /** What the page rendered on first load (retries are the browser's own business). */
  snapshot(): ResourceSnapshot {
    const snapshot: ResourceSnapshot = { values: {}, modules: [], deferred: [], failed: [] };
    const charged = new Set(this.callerFaults().map((fault) => fault.key));
    for (const [id, entry] of this.entries) {
      if (id.includes('#') || entry.status !== 'fulfilled') continue;
      const outcome = entry.value;
      if (!outcome.ok) {
        snapshot.failed.push(id);
        if (charged.has(id)) (snapshot.callerFaults ??= []).push(id);
      } else if (this.deferredKeys.has(id)) snapshot.deferred.push(id);
      else if (id.startsWith(MODULE_KEY_PREFIX)) snapshot.modules.push(id.slice(MODULE_KEY_PREFIX.length));
      else if (!id.startsWith(SECTION_KEY_PREFIX)) snapshot.values[id] = outcome.value;
    }
    return snapshot;
  }

  /**
   * The browser's cache for a server-rendered page: content and failures from the snapshot, and
   * every module the server rendered, loaded before it resolves so hydration never waits; a
   * deferred section gets a gate instead and loads when it is opened.
   */
  static async fromSnapshot(
    snapshot: ResourceSnapshot,
    loadModule: (id: string) => PromiseLike<unknown>,
  ): Promise<ResourceCache> {
    const cache = new ResourceCache();
    for (const [key, value] of Object.entries(snapshot.values)) cache.prime(key, { ok: true, value });
    const charged = new Set(snapshot.callerFaults);
    for (const key of snapshot.failed) {
      // A caller's fault (a module not exposed) is not tried again by itself: the pinned version stays as it is.
      const fromServer = !charged.has(key);
      cache.prime(key, {
        ok: false,
        error: new Error(
          `failed on the server${fromServer ? '' : ' (the caller asked for a module its remote does not expose)'}`,
        ),
        fromServer,
      });
    }
    for (const key of snapshot.deferred) cache.gates.set(key, createGate());
    await Promise.all(
      snapshot.modules.map(async (id) => {
        const key = `${MODULE_KEY_PREFIX}${id}`;
        cache.prime(key, await cache.read(key, 0, () => loadModule(id)));
      }),
    );
    return cache;
  }
}

function settle<T>(key: string, load: Load<T>, attempt: number): TrackedPromise<Settled<T>> {
  const fail = (error: unknown): Settled<T> => {
    console.error(`Could not load ${key}${attempt > 0 ? ` (attempt ${attempt + 1})` : ''}`, error);
    return { ok: false, error };
  };
  let pending: PromiseLike<T>;
  try {
    pending = load(attempt);
  } catch (error) {
    return fulfilled(fail(error));
  }
  const known = pending as TrackedPromise<T>;
  if (known.status === 'fulfilled') return fulfilled({ ok: true, value: known.value });
  return track(Promise.resolve(pending).then((value): Settled<T> => ({ ok: true, value }), fail));
}
