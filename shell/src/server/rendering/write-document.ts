/**
 * The step after the render: the whole document, the shell's index.html filled with the route's
 * head, the page's stylesheets (page-files.ts), the rendered body, the data the browser hydrates
 * from (server-data.ts) and the list of its scripts, asked for after the first paint and in
 * parallel (page-scripts.ts): without the list each would wait for the script before it.
 */
import type { Region } from '@shared-data/rules';
import type { RemoteRoutes } from '../../app/routes';
import { headHtml, pageHead } from '../../seo/page-head';
import type { ComposedHead } from '../../seo/page-meta';
import type { VersionSetView } from '../remotes';
import type { DocumentTemplate } from './document';
import type { MatchedRoute } from './match-route';
import { earlyEventsHtml, pageScriptsHtml } from './page-scripts';
import { pageFiles } from './page-files';
import type { RenderedBody } from './render-body';
import { serverDataHtml } from './server-data';

export interface PageDocument {
  html: string;
  /** The CSP sources of the page's inline stylesheets. */
  styleHashes: string[];
}

export function writeDocument(
  {
    template,
    view,
    origin,
    region,
  }: { template: DocumentTemplate; view: VersionSetView; origin: string; region: Region },
  { context }: MatchedRoute,
  { routes, head: ownHead }: { routes: RemoteRoutes; head: ComposedHead },
  body: RenderedBody,
): PageDocument {
  const path = context.location.pathname;
  const files = pageFiles(view, body.snapshot, template);
  const shareImage = view.shareImageOf(path);
  const head = [
    earlyEventsHtml,
    headHtml(pageHead({ head: ownHead, path, origin, region, shareImage })),
    files.styles.html,
  ];
  const scripts = pageScriptsHtml({
    run: [...template.startupScripts, ...template.entryScripts],
    preload: files.preload,
    integrity: files.integrityOf,
  });
  const data = serverDataHtml(view, { region, routes, context, integrity: files.integrity }, body.snapshot);
  const html = template.fill({ head: head.join('\n'), body: body.html, data: `${data}\n${scripts}` });
  return { html, styleHashes: files.styles.hashes };
}
