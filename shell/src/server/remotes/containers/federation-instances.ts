/**
 * The federation runtime's globals, which every container's instance registers itself in: read
 * here to initialise a container alone (below) and to release a version (loaded-build.ts).
 */
import type { RemoteName } from '@shared-data/contracts';

export interface FederationGlobals {
  __FEDERATION__?: { __INSTANCES__?: unknown[]; __SHARE__?: Record<string, unknown> };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

/**
 * A container's `init` reuses a federation instance of the same name if one is registered (the
 * runtime looks instances up by name), and with it the runtime plugins of that older container,
 * which then load the new container's chunks the old way. So a container is initialised alone
 * (one per remote at a time) and after the instances of its remote's other containers are taken
 * off the global list; each container keeps its own instance, which it holds itself.
 */
const initializing = new Map<RemoteName, Promise<unknown>>();

export function initializeAlone<T>(remote: RemoteName, task: () => Promise<T>): Promise<T> {
  const before = initializing.get(remote) ?? Promise.resolve();
  const run = before.then(() => {
    const list = (globalThis as typeof globalThis & FederationGlobals).__FEDERATION__?.__INSTANCES__;
    if (list) {
      for (let index = list.length - 1; index >= 0; index--) {
        if ((list[index] as { name?: string }).name === remote) list.splice(index, 1);
      }
    }
    return task();
  });
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  initializing.set(remote, settled);
  void settled.then(() => {
    if (initializing.get(remote) === settled) initializing.delete(remote);
  });
  return run;
}
