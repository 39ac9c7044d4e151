import { parseRouteDeclarations, routeAnswers } from '.';

describe('route declarations (a remote routes.json)', () => {
  it('reads a valid list, with and without examples', () => {
    const routes = [
      { path: '/', page: './HomePage', label: 'Home page' },
      { path: '/courses/:slug', page: './CourseDetailPage', label: 'Course page', example: '/courses/react' },
    ];
    expect(parseRouteDeclarations(routes, 'catalog')).toEqual(routes);
  });

  it.each([
    [{}, 'must be an array'],
    [[{ path: 'courses', page: './A', label: 'A' }], 'route 0 has no valid path'],
    [[{ path: '/a/*', page: './A', label: 'A' }], 'route 0 has no valid path'],
    [[{ path: '/a', page: 'A', label: 'A' }], '/a names no exposed page'],
    [[{ path: '/a', page: './A', label: ' ' }], '/a has no label'],
    [[{ path: '/a/:id', page: './A', label: 'A', example: '/b/1' }], 'the example of /a/:id is not one of its URLs'],
    [[{ path: '/a/:id', page: './A', label: 'A' }], '/a/:id needs an example URL'],
    [
      [
        { path: '/a', page: './A', label: 'A' },
        { path: '/a', page: './B', label: 'B' },
      ],
      '/a is declared twice',
    ],
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
