/**
 * Loads exposed modules of the four remotes, wherever they are deployed: their locations come from
 * `remotes.json` beside the page's index.html, read at runtime, so a team can move or redeploy its
 * remote without anyone rebuilding. Used by the shell for pages and by a remote for another team's
 * fragment (the membership pricing block on course pages); each binds to its own federation runtime.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemoteLocations, REMOTE_NAMES, type RemoteLocations, type RemoteName } from '../contracts';
import { withTimeout } from '../ui/RemoteBoundary';

/** A remote that has not answered within this time counts as down. */
export const REMOTE_TIMEOUT_MS = 6000;

let pending: Promise<RemoteLocations> | null = null;

/** Reads and registers the remote locations once; a failed read is tried again on the next call. */
export function remoteLocations(url = '/remotes.json'): Promise<RemoteLocations> {
  if (!pending) {
    pending = fetch(url, { cache: 'no-cache' })
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => {
        const locations = parseRemoteLocations(json);
        registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: locations[name] })));
        return locations;
      });
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** The entry URL with an attempt marker, so a retry never reuses a failed or hanging request. */
export function retryEntry(entry: string, attempt: number, base = window.location.href): string {
  const url = new URL(entry, base);
  url.searchParams.set('attempt', String(attempt));
  return url.toString();
}

/**
 * Loads `./Exposed` from a remote. On a retry (attempt > 0) the remote is registered again, which
 * drops the runtime's cached failure, before loading.
 */
export function loadFederatedModule<T>(remote: RemoteName, exposed: string, attempt = 0): Promise<T> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const run = async () => {
    const locations = await remoteLocations();
    if (attempt > 0) {
      registerRemotes([{ name: remote, entry: retryEntry(locations[remote], attempt) }], { force: true });
    }
    const loaded = await loadRemote<T>(id);
    if (!loaded) throw new Error(`${id} loaded empty`);
    return loaded;
  };
  return withTimeout(run(), REMOTE_TIMEOUT_MS, id);
}
