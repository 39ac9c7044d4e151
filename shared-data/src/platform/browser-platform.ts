/**
 * The platform in the browser: loads the four remotes' exposed modules through the page's
 * federation runtime, wherever they are deployed. Their locations come from the server with the
 * page (a server-rendered page) or from `remotes.json` beside the page (development and a remote's
 * standalone app), so a team moves or redeploys its remote without anyone rebuilding.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemoteLocations, REMOTE_NAMES, type RemoteLocations, type RemoteName } from '../contracts';
import { ResourceCache, remoteModuleId, withTimeout, type Platform, type ResourceSnapshot } from 'shared-data/platform';

/** A remote that has not answered within this time counts as down. */
export const REMOTE_TIMEOUT_MS = 6000;

export async function fetchRemoteLocations(url: string): Promise<RemoteLocations> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemoteLocations(await response.json());
}

/** The entry URL with an attempt marker, so a retry never reuses a failed or hanging request. */
export function retryEntry(entry: string, attempt: number, base = window.location.href): string {
  const url = new URL(entry, base);
  url.searchParams.set('attempt', String(attempt));
  return url.toString();
}

/**
 * @param source the remotes' manifest URLs, or the URL of a `remotes.json` to read them from
 *   (read once; a failed read is tried again on the next load). A server-rendered page passes the
 *   versions it was rendered with: the page keeps them until a full load.
 * @param fallback where a retry loads a remote from instead (its current version), for a pinned
 *   version that is gone (removed by retention while the page was open).
 */
export function createBrowserPlatform(source: RemoteLocations | string, fallback?: RemoteLocations): Platform {
  let registered: Promise<RemoteLocations> | null = null;
  const locations = () => {
    if (!registered) {
      registered = (typeof source === 'string' ? fetchRemoteLocations(source) : Promise.resolve(source)).then(
        (found) => {
          registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: found[name] })));
          return found;
        },
      );
      registered.catch(() => {
        registered = null;
      });
    }
    return registered;
  };
  return {
    loadModule(remote, exposed, attempt) {
      const id = remoteModuleId(remote, exposed);
      const load = async () => {
        const found = await locations();
        if (attempt > 0) {
          const entry = fallback?.[remote] ?? found[remote];
          registerRemotes([{ name: remote, entry: retryEntry(entry, attempt) }], { force: true });
        }
        const loaded = await loadRemote(id);
        if (!loaded) throw new Error(`${id} loaded empty`);
        return loaded as never;
      };
      return withTimeout(load(), REMOTE_TIMEOUT_MS, id);
    },
  };
}

/** The browser's resource cache for a server-rendered page: the server's snapshot, its modules loaded. */
export function cacheFromServer(snapshot: ResourceSnapshot, platform: Platform): Promise<ResourceCache> {
  return ResourceCache.fromSnapshot(snapshot, (id) => {
    const [remote, name] = splitModuleId(id);
    return platform.loadModule(remote, `./${name}` as never, 0);
  });
}

function splitModuleId(id: string): [RemoteName, string] {
  const slash = id.indexOf('/');
  const remote = id.slice(0, slash);
  if (!REMOTE_NAMES.includes(remote as RemoteName)) throw new Error(`Unknown remote in module id ${id}`);
  return [remote as RemoteName, id.slice(slash + 1)];
}
