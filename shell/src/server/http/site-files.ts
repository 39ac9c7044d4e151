/**
 * sitemap.xml and robots.txt. The sitemap is composed from the route table and, for a route with a
 * slug, the paths its page's module lists (`sitemapPaths`): a new course reaches the sitemap with
 * the catalogue's deploy alone.
 */
import type { RouteObject } from 'react-router-dom';
import type { PageModule } from '@shared-data/contracts';
import type { Platform } from '@shared-data/platform';
import type { RouteHandle } from '../../navigation/route-handle';

/**
 * Every public page: the routes that render a page (not redirects, not 404, not one its declaration
 * leaves out), their slugs expanded by their pages.
 */
export async function publicPaths(routes: RouteObject[], platform: Pick<Platform, 'loadModule'>): Promise<string[]> {
  const [layout] = routes;
  const lists = (layout?.children ?? []).map(async (route): Promise<readonly string[]> => {
    const handle = route.handle as RouteHandle | undefined;
    // Redirect routes and the 404 page are not content; a page's declaration may leave it out.
    if (!handle || 'page' in handle || handle.sitemap === false) return [];
    const path = route.index ? '/' : `/${route.path ?? ''}`;
    if (!path.includes(':')) return [path];
    const page = (await platform.loadModule(handle.remote, handle.module as never, 0)) as PageModule;
    if (!page.sitemapPaths) throw new Error(`${handle.remote} ${handle.module} lists no paths for the route ${path}`);
    return page.sitemapPaths();
  });
  return (await Promise.all(lists)).flat();
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${origin}/sitemap.xml\n`;
}
