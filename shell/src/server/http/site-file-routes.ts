import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES } from '@shared-data/contracts';
import type { VersionSetView } from '../remotes';
import { routeTableOf } from '../rendering';
import { publicPaths, robotsTxt, sitemapXml } from './site-files';

export interface SiteFileOptions {
  /** The site's public origin. */
  origin: string;
  /** What the remotes serve now (their current versions). */
  current: () => VersionSetView;
}

/** /sitemap.xml and /robots.txt (site-files.ts), for the site's public origin. */
export const siteFileRoutes: FastifyPluginAsync<SiteFileOptions> = async (app, { origin, current: currentView }) => {
  const robots = robotsTxt(origin);
  // Composed from the pages' own lists, from the remotes' current versions: while a remote that
  // lists paths is down the sitemap is incomplete, so crawlers are asked to come back.
  app.get('/sitemap.xml', async (_request, reply) => {
    try {
      const current = currentView();
      const routes = current.routes();
      const unknown = REMOTE_NAMES.filter((remote) => !routes[remote]);
      if (unknown.length > 0) throw new Error(`The routes of ${unknown.join(', ')} are not known yet`);
      const paths = await publicPaths(routeTableOf(routes).routes, current.platform);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(sitemapXml(origin, paths));
    } catch (error) {
      console.error('The sitemap could not be composed', error);
      return reply
        .code(503)
        .header('Retry-After', '60')
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('The sitemap is unavailable for a moment: try again in a minute.');
    }
  });
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(robots),
  );
};
