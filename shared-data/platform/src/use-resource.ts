import { use, useCallback, useEffect, useState } from 'react';
import type { ExposedModule, ExposedName, RemoteName } from '@shared-data/contracts';
import { usePlatform, useResourceCache } from './platform-context';
import { MODULE_KEY_PREFIX, type Load } from './resource-cache';

/**
 * A resource as a component sees it: ready, or failed. `retry` loads it again (a new attempt, so
 * no cache answers with the old outcome); `attempt` counts from 0.
 */
export type Loaded<T> = { attempt: number; retry: () => void } & (
  { status: 'ready'; value: T } | { status: 'failed'; error: unknown }
);

/**
 * The one "load, then retry" of the site. Suspends until `key` has loaded (put a Suspense boundary
 * above it for the loading state), then gives its value or its failure with `retry`. Failures are
 * logged by the cache. A failure that happened on the server is retried once in the browser right
 * after hydration. On the server the value is sent with the HTML, so it must be JSON.
 */
export function useResource<T>(key: string, load: Load<T>): Loaded<T> {
  const cache = useResourceCache();
  const [retries, setRetries] = useState({ key, attempt: 0 });
  const attempt = retries.key === key ? retries.attempt : 0;
  const settled = use(cache.read(key, attempt, load));
  const retry = useCallback(
    () => setRetries((current) => ({ key, attempt: (current.key === key ? current.attempt : 0) + 1 })),
    [key],
  );
  const retryFailureFromServer = !settled.ok && settled.fromServer === true && attempt === 0;
  useEffect(() => {
    if (!retryFailureFromServer) return undefined;
    // Once the page is interactive (after hydration), not during it.
    const timer = setTimeout(retry, 0);
    return () => clearTimeout(timer);
  }, [retryFailureFromServer, retry]);
  return settled.ok
    ? { status: 'ready', value: settled.value, attempt, retry }
    : { status: 'failed', error: settled.error, attempt, retry };
}

/** An exposed module of a remote, through the page's platform; typed by the contract. */
export function useRemoteModule<R extends RemoteName, M extends ExposedName<R>>(
  remote: R,
  exposed: M,
): Loaded<ExposedModule<R, M>> {
  const platform = usePlatform();
  const load = useCallback(
    (attempt: number) => platform.loadModule(remote, exposed, attempt),
    [platform, remote, exposed],
  );
  return useResource(remoteModuleKey(remote, exposed), load);
}

/** The cache key of an exposed module: 'module:catalog/HomePage'. */
export function remoteModuleKey(remote: RemoteName, exposed: string): string {
  return `${MODULE_KEY_PREFIX}${remoteModuleId(remote, exposed)}`;
}

/** The federation id of an exposed module: 'catalog/HomePage'. */
export function remoteModuleId(remote: RemoteName, exposed: string): string {
  return `${remote}/${exposed.replace(/^\.\//, '')}`;
}
