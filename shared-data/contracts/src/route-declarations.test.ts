import { parseRouteDeclarations, routeAnswers } from '.';

describe('route declarations (a remote routes.json)', () => {
  it('reads a valid list, with and without examples', () => {
    const routes = [
      { path: '/', page: './HomePage', label: 'Home page' },
      { path: '/courses/:slug', page: './CourseDetailPage', label: 'Course page', example: '/courses/react' },
    ];
    expect(parseRouteDeclarations(routes, 'catalog')).toEqual(routes);
  });

  it('reads where a page is linked from, whether it shows prices, its sitemap rule and whether it is a key route', () => {
    const routes = [
      {
        path: '/plans',
        page: './PlansPage',
        label: 'Plans',
        nav: {
          topBar: { order: 30, label: 'Plans', tag: 'New' },
          footer: [{ group: 'quick', order: 10, label: 'Our plans' }],
          notFound: { label: 'See the plans' },
        },
        priced: true,
        sitemap: false,
        keyRoute: true,
      },
    ];
    expect(parseRouteDeclarations(routes, 'membership')).toEqual(routes);
  });

  it.each([
    [{}, 'must be an array'],
    [[{ path: 'courses', page: './A', label: 'A' }], 'route 0 has no valid path'],
    [[{ path: '/a/*', page: './A', label: 'A' }], 'route 0 has no valid path'],
    [[{ path: '/a', page: 'A', label: 'A' }], '/a names no exposed page'],
    [[{ path: '/a', page: './A', label: ' ' }], '/a has no label'],
    [
      [{ path: '/a/:id', page: './A', label: 'A', example: '/b/1' }],
      '/a/:id has an example that is not one of its URLs',
    ],
    [[{ path: '/a/:id', page: './A', label: 'A' }], '/a/:id needs an example URL'],
    [
      [
        { path: '/a', page: './A', label: 'A' },
        { path: '/a', page: './B', label: 'B' },
      ],
      '/a is declared twice',
    ],
    [[{ path: '/a', page: './A', label: 'A', nav: [] }], '/a its nav must be an object'],
    [[{ path: '/a', page: './A', label: 'A', nav: { header: {} } }], 'unknown places: header'],
    [[{ path: '/a', page: './A', label: 'A', nav: { topBar: { label: 'A' } } }], 'needs an order and a label'],
    [[{ path: '/a', page: './A', label: 'A', nav: { topBar: { order: 1, label: 'A', tag: 5 } } }], 'tag'],
    [[{ path: '/a', page: './A', label: 'A', nav: { footer: { group: 'quick' } } }], 'must be a list'],
    [[{ path: '/a', page: './A', label: 'A', nav: { footer: [{ group: 'top', order: 1, label: 'A' }] } }], 'group'],
    [[{ path: '/a', page: './A', label: 'A', nav: { notFound: {} } }], '404 page link needs a label'],
    [[{ path: '/a', page: './A', label: 'A', priced: 'yes' }], 'not true or false'],
    [
      [{ path: '/a', page: './A', label: 'A', keyRoute: 1 }],
      '/a has `priced`, `sitemap` or `keyRoute` that is not true or false',
    ],
    [[{ path: '/a/:id', page: './A', label: 'A', example: '/a/1', nav: {} }], 'no nav entry can link to it'],
  ])('refuses %j: %s', (value, message) => {
    expect(() => parseRouteDeclarations(value, 'catalog')).toThrow(message);
  });

  it('tells which URLs a route answers', () => {
    expect(routeAnswers('/courses/:slug', '/courses/react')).toBe(true);
    expect(routeAnswers('/courses/:slug', '/courses/react/learn')).toBe(false);
    expect(routeAnswers('/courses/:slug', '/courses/')).toBe(false);
    expect(routeAnswers('/', '/')).toBe(true);
    expect(routeAnswers('/about', '/contact')).toBe(false);
  });
});
