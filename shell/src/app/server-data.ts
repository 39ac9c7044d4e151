import type { HydrationState } from '@shared-data/platform/router';
import type { Region } from '@shared-data/rules';
import type { RemoteLocations } from '@shared-data/contracts';
import type { ResourceSnapshot } from '@shared-data/platform';
import type { RemoteRoutes } from './routes';

/** The id of the JSON the server writes into the page for the browser to hydrate from. */
export const SERVER_DATA_ID = 'codeyatra-data';

/** Everything the browser needs to render exactly what the server rendered. */
export interface ServerData {
  region: Region;
  /** The remotes' browser manifests of the versions the page was rendered with (pinned). */
  remotes: RemoteLocations;
  /** Each remote's current version (from remotes.json): used only where a pinned version is gone. */
  latestRemotes: RemoteLocations;
  /** The pages each remote declares in those versions: the browser composes the same route table. */
  routes: RemoteRoutes;
  resources: ResourceSnapshot;
  router: HydrationState;
}

export function readServerData(doc: Document = document): ServerData | null {
  const element = doc.getElementById(SERVER_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerData) : null;
}
