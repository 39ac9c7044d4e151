/**
 * Rendering as a Fastify plugin: it reads the shell's document (index.html and its stylesheets)
 * once, keeps what renders loaded per set of versions (loaded-values.ts), and decorates the app
 * with `rendering`: a page rendered with a view of the remotes, and the documents for the errors
 * the page router never sees.
 */
import fastifyPlugin from 'fastify-plugin';
import type { ServerStatus } from '../../pages/ServerStatusPage';
import { loadTemplate } from './document';
import { LoadedValues } from './loaded-values';
import { renderPage, type PageRequest, type RenderResult } from './render-page';
import { statusDocument } from './status-document';

export interface Rendering {
  /** One request, rendered (render-page.tsx). */
  page(request: PageRequest): Promise<RenderResult>;
  /** A whole document for an error the page router never sees (status-document.tsx). */
  statusDocument(code: ServerStatus): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rendering: Rendering;
  }
}

export interface RenderingOptions {
  /** The shell's browser build: dist/public (index.html, ssr-assets.json, its stylesheets). */
  publicDir: string;
  /** The site's public origin, for canonical URLs. */
  origin: string;
}

export const renderingPlugin = fastifyPlugin<RenderingOptions>(
  async (app, { publicDir, origin }) => {
    const template = loadTemplate(publicDir);
    const setting = { origin, siteOrigin: new URL(origin).origin, template, loaded: new LoadedValues() };
    app.decorate('rendering', {
      page: (request: PageRequest) => renderPage(request, setting),
      statusDocument: (code: ServerStatus) => statusDocument(code, template.styles),
    });
  },
  { name: 'rendering', fastify: '5.x' },
);
