import type { HydrationState } from '@shared-data/platform/router';
import type { Region } from '@shared-data/rules';
import type { RemoteLocations, RemoteName } from '@shared-data/contracts';
import type { ResourceSnapshot } from '@shared-data/platform';
import type { RemoteRoutes } from './routes';
import type { PageIntegrity } from '../integrity/page-integrity';

/** The id of the JSON the server writes into the page for the browser to hydrate from. */
export const SERVER_DATA_ID = 'codeyatra-data';

/** Everything the browser needs to render exactly what the server rendered. */
export interface ServerData {
  region: Region;
  /** The remotes' browser manifests of the versions the page was rendered with (pinned). */
  remotes: RemoteLocations;
  /** Each remote's current version (from remotes.json): used only where a pinned version is gone. */
  latestRemotes: RemoteLocations;
  /**
   * The remotes this browser's signed per-developer override replaces (absent when none): pinned in
   * `remotes` to the developer's local build, which has no signed file list (so no integrity).
   */
  overridden?: RemoteName[];
  /** The pages each remote declares in those versions: the browser composes the same route table. */
  routes: RemoteRoutes;
  resources: ResourceSnapshot;
  router: HydrationState;
  /** The signed hashes of the remotes' files (Subresource Integrity: integrity/page-integrity.ts). */
  integrity?: PageIntegrity;
}

export function readServerData(doc: Document = document): ServerData | null {
  const element = doc.getElementById(SERVER_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerData) : null;
}
