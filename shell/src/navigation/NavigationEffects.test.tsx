import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { NavigationEffects } from './NavigationEffects';
import type { RouteHandle } from './route-handle';

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
          { path: '/', handle: { page: 'home' } satisfies RouteHandle, element: <p>home</p> },
          { path: '/courses/:slug', handle: { page: 'courseDetail' } satisfies RouteHandle, element: <p>course</p> },
          { path: '*', handle: { page: 'notFound' } satisfies RouteHandle, element: <p>missing</p> },
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
  afterEach(() => {
    scrollTo.mockRestore();
    document.head.innerHTML = '';
    document.title = '';
  });

  it('titles the page from the route and the data, with description and social tags', async () => {
    renderRoutes('/courses/python-programming-masterclass');
    await waitFor(() => expect(document.title).toBe('Python Programming Masterclass / CodeYatra'));
    expect(meta('meta[name="description"]')).toMatch(/^Learn Python/);
    expect(meta('meta[name="keywords"]')).toContain('Python basics');
    expect(meta('meta[property="og:title"]')).toBe('Python Programming Masterclass / CodeYatra');
    expect(meta('meta[property="og:site_name"]')).toBe('CodeYatra');
    expect(meta('meta[name="twitter:title"]')).toBe('Python Programming Masterclass / CodeYatra');
  });

  it('titles an unknown slug as the 404 page', async () => {
    renderRoutes('/courses/nope');
    await waitFor(() => expect(document.title).toBe('Page Not Found / CodeYatra'));
  });

  it('keeps the head the server wrote for the first page, and replaces it on navigation', async () => {
    document.head.innerHTML =
      '<title>From the server</title><meta data-head="name:description" name="description" content="server">';
    const router = renderRoutes('/');
    // Give a head load every chance to land: the server's head must stay as it is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('From the server');
    expect(meta('meta[name="description"]')).toBe('server');
    await act(() => router.navigate('/courses/react-masterclass'));
    await waitFor(() => expect(document.title).toBe('React Masterclass / CodeYatra'));
    expect(meta('meta[name="description"]')).not.toBe('server');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
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
    await waitFor(() => expect(document.title).toBe('React Masterclass / CodeYatra'));
  });

  it('pushes nothing, and creates no data layer, when the page has none', async () => {
    const router = renderRoutes('/');
    await act(() => router.navigate('/courses/react-masterclass'));
    expect(window.dataLayer).toBeUndefined();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
