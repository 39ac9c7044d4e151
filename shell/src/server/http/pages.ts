/**
 * The pages as a Fastify plugin: every path that is not a file is a page, made in named steps of
 * a file each: the request read (read-request.ts), the versions chosen for the visitor, canary and
 * signed override included, in one snapshot (choose-versions.ts), the page rendered and its document
 * written through the HTML cache (render-once.ts, ../rendering), and the answer sent
 * (send-answer.ts). The figures are counted where they are known, by ../metrics.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { PageOverrides } from '../overrides';
import type { Remotes } from '../remotes';
import type { Rendering } from '../rendering';
import { chooseVersions } from './choose-versions';
import { HtmlCache } from './html-cache';
import { readRequest } from './read-request';
import { renderOnce } from './render-once';
import { sendAnswer, type SignPage } from './send-answer';

export interface PageOptions {
  /** The site's public origin, for canonical URLs. */
  origin: string;
  /** How long a rendered page is kept (0: not kept). */
  htmlCacheTtlMs: number;
  /** A page view's token for its beacons (../beacon/page-token.ts): its versions, the visitor's bucket. */
  signPage: SignPage;
}

interface PageDependencies {
  remotes: Remotes;
  rendering: Rendering;
  /** Signed per-developer overrides (../overrides/): a page for a browser holding one is its alone. */
  overrides: PageOverrides;
  cache: HtmlCache;
  siteOrigin: string;
  signPage: SignPage;
}

function pageHandler(steps: PageDependencies) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const page = readRequest(request, reply, steps);
    if (!page) return reply;
    const chosen = await chooseVersions(request, reply, steps);
    const answer = await renderOnce(request, page, chosen, steps);
    return sendAnswer(request, reply, answer, chosen, steps.signPage);
  };
}

export const pages = fastifyPlugin<PageOptions>(
  async (app, { origin, htmlCacheTtlMs, signPage }) => {
    const { remotes, rendering, overrides } = app;
    // A page takes GET and HEAD only: any other method is refused before its body is read (a POST
    // with a body that is not JSON is the same 405, never a parser's error).
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .code(405)
          .header('Allow', 'GET, HEAD')
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed');
      }
    });
    app.setNotFoundHandler(
      pageHandler({
        remotes,
        rendering,
        overrides,
        signPage,
        cache: new HtmlCache(htmlCacheTtlMs),
        // Parsed once: a request's URL is read as a path of this origin (read-request.ts).
        siteOrigin: new URL(origin).origin,
      }),
    );
  },
  { name: 'pages', fastify: '5.x', dependencies: ['remotes', 'rendering', 'overrides'] },
);
