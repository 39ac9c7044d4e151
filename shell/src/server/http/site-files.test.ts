import { composeRoutes } from '../../app/routes';
import { publicPaths } from './site-files';

describe('the sitemap paths', () => {
  it('lists every declared page, its slugs expanded by its page, but not one whose declaration leaves it out', async () => {
    const routes = composeRoutes({
      catalog: [
        { path: '/', page: './HomePage', label: 'Home' },
        { path: '/guides/:slug', page: './GuidePage', label: 'Guide', example: '/guides/a' },
      ],
      dashboard: [{ path: '/mine', page: './MinePage', label: 'Mine', sitemap: false }],
    });
    const loadModule = jest.fn(async () => ({ sitemapPaths: async () => ['/guides/a', '/guides/b'] }));
    expect(await publicPaths(routes, { loadModule } as never)).toEqual(['/', '/guides/a', '/guides/b']);
    expect(loadModule).toHaveBeenCalledWith('catalog', './GuidePage', 0);
  });
});
