/** sitemap.xml and robots.txt, built from the route table and shared-data's catalogue. */
import type { RouteObject } from 'react-router-dom';
import { bundles, courses } from 'shared-data';

/** Concrete paths for the routes that take a slug. */
const PATHS_OF: Record<string, () => string[]> = {
  'courses/:slug': () => courses.map((course) => `/courses/${course.slug}`),
  'courses/:slug/learn': () => courses.map((course) => `/courses/${course.slug}/learn`),
  'bundles/:slug': () => bundles.map((bundle) => `/bundles/${bundle.slug}`),
};

/** Every public page: the routes that render a page (not redirects, not 404), their slugs expanded. */
export function publicPaths(routes: RouteObject[]): string[] {
  const [layout] = routes;
  const paths: string[] = [];
  for (const route of layout?.children ?? []) {
    if (route.index) {
      paths.push('/');
      continue;
    }
    const path = route.path ?? '';
    // Redirect routes have no page; the 404 routes are not content.
    if (route.element === undefined || path === '*' || path === '404') continue;
    const expand = PATHS_OF[path];
    if (expand) paths.push(...expand());
    else if (!path.includes(':')) paths.push(`/${path}`);
    else throw new Error(`No sitemap paths for route ${path}`);
  }
  return paths;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${origin}/sitemap.xml\n`;
}
