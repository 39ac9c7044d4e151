/**
 * What the browser hydrates from, written into the page as JSON: the region, where each remote is
 * loaded from (pinned to the versions the page was rendered with), the route table, what the render
 * loaded, React Router's state and the signed hashes.
 */
import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router-dom';
import type { Region } from '@shared-data/rules';
import type { ResourceSnapshot } from '@shared-data/platform';
import type { RemoteRoutes } from '../../app/routes';
import { SERVER_DATA_ID, type ServerData } from '../../app/server-data';
import type { PageIntegrity } from '../../integrity/page-integrity';
import { scriptJson } from '../../seo/page-head';
import type { VersionSetView } from '../remotes';

/** React Router's hydration state as JSON (errors in the form the browser router reads back). */
function hydrationState(context: StaticHandlerContext): HydrationState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

type PinsOfView = Pick<VersionSetView, 'browserLocations' | 'latestLocations' | 'overridden'>;

export function serverDataHtml(
  view: PinsOfView,
  page: { region: Region; routes: RemoteRoutes; context: StaticHandlerContext; integrity: PageIntegrity },
  resources: ResourceSnapshot,
): string {
  const data: ServerData = {
    region: page.region,
    remotes: view.browserLocations(),
    latestRemotes: view.latestLocations(),
    ...(view.overridden?.length ? { overridden: [...view.overridden] } : {}),
    routes: page.routes,
    resources,
    router: hydrationState(page.context),
    integrity: page.integrity,
  };
  return `<script id="${SERVER_DATA_ID}" type="application/json">${scriptJson(data)}</script>`;
}
