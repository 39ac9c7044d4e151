export interface PageviewEvent {
  event: 'pageview';
  page: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes a pageview (path plus query) to the analytics data layer, only when the page has one. */
export function pushPageview(path: string, target: Window = window): void {
  if (!Array.isArray(target.dataLayer)) return;
  const event: PageviewEvent = { event: 'pageview', page: path };
  target.dataLayer.push(event);
}
