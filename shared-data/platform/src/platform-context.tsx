import { createContext, useContext, type ReactNode } from 'react';
import type { ExposedModule, ExposedName, RemoteName } from '@shared-data/contracts';
import type { ResourceCache } from './resource-cache';

/**
 * What the page runs on, given by whoever renders it: the shell's server for one request, the
 * shell in the browser, or a remote's standalone app. Remotes load another team's fragment through
 * it, so on the server the fragment comes from the host's federation runtime too.
 */
export interface Platform {
  /** Loads an exposed module; `attempt` counts retries from 0, so a retry can bypass caches. */
  loadModule<R extends RemoteName, M extends ExposedName<R>>(
    remote: R,
    exposed: M,
    attempt: number,
  ): PromiseLike<ExposedModule<R, M>>;
}

const PlatformContext = createContext<Platform | null>(null);
const ResourceCacheContext = createContext<ResourceCache | null>(null);

export function PlatformProvider({
  platform,
  resources,
  children,
}: {
  platform: Platform;
  resources: ResourceCache;
  children: ReactNode;
}) {
  return (
    <PlatformContext.Provider value={platform}>
      <ResourceCacheContext.Provider value={resources}>{children}</ResourceCacheContext.Provider>
    </PlatformContext.Provider>
  );
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is missing: render the page inside <PlatformProvider>`);
  return value;
}

export const usePlatform = () => required(useContext(PlatformContext), 'The platform');
export const useResourceCache = () => required(useContext(ResourceCacheContext), 'The resource cache');
