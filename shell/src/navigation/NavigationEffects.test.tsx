import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { NavigationEffects } from './NavigationEffects';
import { PAGE_META } from '../seo/page-meta';

function renderRoutes(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationEffects />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', handle: { meta: PAGE_META.home }, element: <p>home</p> },
          { path: '/courses/:slug', handle: { meta: PAGE_META.courseDetail }, element: <p>course</p> },
          { path: '*', handle: { meta: PAGE_META.notFound }, element: <p>missing</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('NavigationEffects', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    delete window.dataLayer;
  });
  afterEach(() => scrollTo.mockRestore());

  it('titles the page from the route and the data, with description and social tags', () => {
    renderRoutes('/courses/python-programming-masterclass');
    expect(document.title).toBe('Python Programming Masterclass / CodeYatra');
    expect(meta('meta[name="description"]')).toMatch(/^Learn Python/);
    expect(meta('meta[name="keywords"]')).toContain('Python basics');
    expect(meta('meta[property="og:title"]')).toBe('Python Programming Masterclass / CodeYatra');
    expect(meta('meta[property="og:site_name"]')).toBe('CodeYatra');
    expect(meta('meta[name="twitter:title"]')).toBe('Python Programming Masterclass / CodeYatra');
  });

  it('titles an unknown slug as the 404 page', () => {
    renderRoutes('/courses/nope');
    expect(document.title).toBe('Page Not Found / CodeYatra');
  });

  it('pushes a pageview with path and query on every navigation, and scrolls to the top after the first', async () => {
    window.dataLayer = [];
    const router = renderRoutes('/?ref=ad');
    expect(window.dataLayer).toEqual([{ event: 'pageview', page: '/?ref=ad' }]);
    // A page load keeps the scroll position the browser gives it (top, or restored on reload).
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/courses/react-masterclass?tab=faq'));
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/?ref=ad' },
      { event: 'pageview', page: '/courses/react-masterclass?tab=faq' },
    ]);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.title).toBe('React Masterclass / CodeYatra');
  });

  it('pushes nothing, and creates no data layer, when the page has none', async () => {
    const router = renderRoutes('/');
    await act(() => router.navigate('/courses/react-masterclass'));
    expect(window.dataLayer).toBeUndefined();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
