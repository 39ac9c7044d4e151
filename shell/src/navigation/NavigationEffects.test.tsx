import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { type PageModule } from '@shared-data/contracts';
import { NOT_FOUND_HEAD } from '@shared-data/content-site';
import { PlatformFixture, type TestModuleLoader } from '@shared-data/testing';
import { NavigationEffects } from './NavigationEffects';
import type { RouteHandle } from './route-handle';

const TITLES: Record<string, string> = {
  'python-programming-masterclass': 'Python Programming Masterclass',
  'react-masterclass': 'React Masterclass',
};

/** Stand-ins for the catalogue's page modules: a component and the page's own head. */
const pages: TestModuleLoader = async (remote, exposed) => {
  if (exposed === './HomePage') {
    return { default: () => null, head: async () => ({ title: 'Home', description: 'home', keywords: [] }) };
  }
  if (exposed === './CourseDetailPage') {
    const head: PageModule['head'] = async ({ slug }, { region }) => {
      const title = TITLES[slug ?? ''];
      return title ? { title, description: `Learn ${title} (${region})`, keywords: ['Python basics'] } : NOT_FOUND_HEAD;
    };
    return { default: () => null, head };
  }
  if (exposed === './AboutPage') throw new Error(`${remote} is down`);
  throw new Error(`unexpected ${remote} ${exposed}`);
};

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
          {
            path: '/',
            handle: { remote: 'catalog', module: './HomePage', label: 'Home page' } satisfies RouteHandle,
            element: <p>home</p>,
          },
          {
            path: '/courses/:slug',
            handle: { remote: 'catalog', module: './CourseDetailPage', label: 'Course page' } satisfies RouteHandle,
            element: <p>course</p>,
          },
          {
            path: '/about',
            handle: { remote: 'catalog', module: './AboutPage', label: 'About page' } satisfies RouteHandle,
            element: <p>about</p>,
          },
          { path: '*', handle: { page: 'notFound' } satisfies RouteHandle, element: <p>missing</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <PlatformFixture load={pages}>
      <RouterProvider router={router} />
    </PlatformFixture>,
  );
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

  it("titles the page from its module's own head, with the brand's description and social tags", async () => {
    renderRoutes('/courses/python-programming-masterclass');
    await waitFor(() => expect(document.title).toBe('Python Programming Masterclass / CodeYatra'));
    expect(meta('meta[name="description"]')).toBe('Learn Python Programming Masterclass (GLOBAL)');
    expect(meta('meta[name="keywords"]')).toBe('Python basics, programming courses, learn to code, CodeYatra');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('meta[property="og:title"]')).toBe('Python Programming Masterclass / CodeYatra');
    expect(meta('meta[property="og:site_name"]')).toBe('CodeYatra');
    expect(meta('meta[name="twitter:title"]')).toBe('Python Programming Masterclass / CodeYatra');
  });

  it('titles an unknown slug as the 404 page, not indexed', async () => {
    renderRoutes('/courses/nope');
    await waitFor(() => expect(document.title).toBe('Page Not Found / CodeYatra'));
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });

  it('names a page whose remote is down by its section, not indexed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes('/about');
    await waitFor(() => expect(document.title).toBe('About page / CodeYatra'));
    expect(meta('meta[name="robots"]')).toBe('noindex');
    jest.restoreAllMocks();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
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
