import { useRouteLoaderData } from '@shared-data/platform/router';

export const LAYOUT_ROUTE_ID = 'layout';

export interface LayoutData {
  /** The footer's copyright year, read once where the page is rendered (the server, for a server-rendered page). */
  year: number;
}

/** Runs where the page is first rendered; the browser hydrates with the server's answer. */
export function layoutLoader(): LayoutData {
  return { year: new Date().getFullYear() };
}

export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as LayoutData | undefined;
  if (!data) throw new Error('The layout route has no data');
  return data;
}
