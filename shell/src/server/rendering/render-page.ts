/**
 * One request, rendered, in steps of a file each: the route of the versions the page is rendered
 * with (match-route.ts), the page's own head from its owner's module, the render (render-body.tsx),
 * the document (write-document.ts), and the page's facts for the metrics (page-facts.ts). Every
 * step reads the remotes through the one view of those versions the request was given.
 */
import type { Region } from '@shared-data/rules';
import { headOf } from '../../seo/page-meta';
import type { PageFacts } from '../metrics';
import type { VersionSetView } from '../remotes';
import type { DocumentTemplate } from './document';
import type { LoadedValues } from './loaded-values';
import { matchRoute, type Redirect } from './match-route';
import { pageFacts } from './page-facts';
import { renderBody } from './render-body';
import type { RenderErrorListener } from './render-html';
import { writeDocument } from './write-document';

export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  region: Region;
  /** The remotes in the versions this page is rendered with (and the browser pinned to). */
  remotes: VersionSetView;
  /** Hears of each error a section threw while rendering (attributed by its caller). */
  onError?: RenderErrorListener;
}

/** What every render shares: the site's origin (as set, and parsed), the document, what renders loaded. */
export interface RenderSetting {
  origin: string;
  siteOrigin: string;
  template: DocumentTemplate;
  /** What earlier renders with the same versions loaded (content, split sections): read at once. */
  loaded: LoadedValues;
}

export type RenderResult =
  | Redirect
  | {
      kind: 'page';
      facts: PageFacts;
      status: number;
      html: string;
      /** False when a section rendered its fallback (its remote failed), or the page is unavailable: such a page is not kept. */
      complete: boolean;
      /** The CSP sources of the page's inline stylesheets. */
      styleHashes: string[];
    };

export async function renderPage(
  { url, region, remotes: view, onError }: PageRequest,
  { origin, siteOrigin, template, loaded }: RenderSetting,
): Promise<RenderResult> {
  const routes = view.routes();
  const matched = await matchRoute(routes, url, siteOrigin);
  if (matched.kind === 'redirect') return matched;
  // The page's own head, from its owner's module (which the render loads anyway): its status, or
  // where to send the visitor instead.
  const head = await headOf(matched.handle, matched.params, { region, origin }, view.platform);
  if (head.redirect) return { kind: 'redirect', status: 302, location: head.redirect };
  const status = matched.context.errors ? matched.context.statusCode : (head.status ?? 200);
  const body = await renderBody(matched, { platform: view.platform, versionsKey: view.key, region }, loaded, onError);
  const document = writeDocument({ template, view, origin, region }, matched, { routes, head }, body);
  // A page whose remote failed, or a path placed nowhere while a remote's routes are unknown, is not kept.
  const complete = body.snapshot.failed.length === 0 && body.callerFaults.length === 0 && status !== 503;
  return {
    kind: 'page',
    status,
    html: document.html,
    complete,
    styleHashes: document.styleHashes,
    facts: pageFacts(matched, body),
  };
}
