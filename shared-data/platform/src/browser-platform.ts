/**
 * The platform in the browser: loads the four remotes' exposed modules through the page's
 * federation runtime, wherever they are deployed. Their locations come from the server with the
 * page (a server-rendered page) or from `remotes.json` beside the page (development and a remote's
 * standalone app), so a team moves or redeploys its remote without anyone rebuilding.
 */
import { getInstance, loadRemote, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import { parseRemoteLocations, REMOTE_NAMES, type RemoteLocations, type RemoteName } from '@shared-data/contracts';
import {
  CONTENT_MODULE,
  contentProviders,
  isNotExposed,
  moduleIdsIn,
  ResourceCache,
  remoteModuleId,
  withTimeout,
  type Platform,
  type RemoteContentPackage,
  type ResourceSnapshot,
} from '@shared-data/platform';

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
 * Per platform, the modules a caller asked for that their remote's version does not expose (the
 * caller's fault: caller-faults.tsx). Retrying one asks the same container again: the remote
 * answered, so its entry is not loaded afresh as for a remote that failed.
 */
const callersFaults = new WeakMap<Platform, Set<string>>();

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
          provideContent(platform);
          return found;
        },
      );
      registered.catch(() => {
        registered = null;
      });
    }
    return registered;
  };
  const platform: Platform = {
    loadModule(remote, exposed, attempt) {
      const id = remoteModuleId(remote, exposed);
      const load = async () => {
        const found = await locations();
        if (attempt > 0 && !notExposed.has(id)) {
          const entry = fallback?.[remote] ?? found[remote];
          registerRemotes([{ name: remote, entry: retryEntry(entry, attempt) }], { force: true });
        }
        const loaded = await loadRemote(id).catch((error: unknown) => {
          if (isNotExposed(error)) notExposed.add(id);
          throw error;
        });
        if (!loaded) throw new Error(`${id} loaded empty`);
        return loaded as never;
      };
      return withTimeout(load(), REMOTE_TIMEOUT_MS, id);
    },
  };
  const notExposed = new Set<string>();
  callersFaults.set(platform, notExposed);
  return platform;
}

/**
 * Registers, before any remote's module loads, the providers of the content the remotes own: a
 * part that shows another team's content loads the owner's ./Content of the version pinned for the
 * page (content-providers.ts). A failed load is forgotten, so the section's retry loads again (from
 * the owner's current version, as a page's retry does).
 */
function provideContent(platform: Platform) {
  const failures = new Map<RemoteContentPackage, number>();
  registerShared(
    contentProviders(
      (owner) => {
        const attempt = [...failures.values()].reduce((sum, count) => sum + count, 0);
        return platform.loadModule(owner, CONTENT_MODULE as never, attempt);
      },
      (name) => {
        failures.set(name, (failures.get(name) ?? 0) + 1);
        const versions = getInstance()?.shareScopeMap.default?.[name] ?? {};
        for (const shared of Object.values(versions)) if (!shared.loaded) shared.loading = null;
      },
    ),
  );
}

/** The browser's resource cache for a server-rendered page: the server's snapshot, its modules loaded. */
export function cacheFromServer(snapshot: ResourceSnapshot, platform: Platform): Promise<ResourceCache> {
  for (const id of moduleIdsIn(snapshot.callerFaults ?? [])) callersFaults.get(platform)?.add(id);
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
