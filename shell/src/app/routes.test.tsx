import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';
import type { RouteDeclaration } from '@shared-data/contracts';
import { composeRoutes, type RemoteRoutes } from './routes';

const mockedLoad = jest.fn<ReturnType<TestModuleLoader>, Parameters<TestModuleLoader>>();

const page = (path: string, module: string, label = module.slice(2)): RouteDeclaration => ({
  path,
  page: module,
  label,
});

/** Route declarations as remotes ship them (each remote's own routes.json is tested by its team and the e2e suite). */
const DECLARED: RemoteRoutes = {
  catalog: [
    page('/', './HomePage'),
    { ...page('/courses', './CoursesPage'), nav: { notFound: { label: 'Browse Courses' } } },
    page('/courses/:slug', './CourseDetailPage'),
  ],
  learn: [page('/courses/:slug/learn', './LearnPage')],
  membership: [page('/membership', './MembershipPage')],
  dashboard: [page('/dashboard', './DashboardPage', 'Dashboard')],
};

async function renderAt(path: string, declared: RemoteRoutes = DECLARED) {
  const router = createMemoryRouter(composeRoutes(declared), { initialEntries: [path] });
  await renderSettled(
    <PlatformFixture load={mockedLoad}>
      <RouterProvider router={router} />
    </PlatformFixture>,
  );
  return router;
}

describe('route table', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockedLoad.mockReset();
    mockedLoad.mockImplementation(async (remote, exposed) => ({
      default: () =>
        exposed === './PopularCourses' ? null : (
          <h1>
            {remote} {exposed}
          </h1>
        ),
      head: async () => ({ title: `${remote} ${exposed}`, description: '', keywords: [] }),
    }));
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/', 'catalog', './HomePage'],
    ['/courses', 'catalog', './CoursesPage'],
    ['/courses/react-masterclass', 'catalog', './CourseDetailPage'],
    ['/courses/react-masterclass/learn', 'learn', './LearnPage'],
    ['/membership', 'membership', './MembershipPage'],
    ['/dashboard', 'dashboard', './DashboardPage'],
  ])('%s mounts %s %s inside the layout', async (path, remote, exposed) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: `${remote} ${exposed}` })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith(remote, exposed, 0);
  });

  it.each(['/nowhere', '/404', '/courses/react-masterclass/learn/extra'])('%s shows the 404 page', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    // The footer's popular courses are the catalogue's; no page is loaded.
    expect(mockedLoad.mock.calls.map(([, exposed]) => exposed)).toEqual(['./PopularCourses']);
  });

  it('leaves out a path the shell answers, or one another remote declared first, and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const declared: RemoteRoutes = {
      ...DECLARED,
      membership: [page('/404', './MembershipPage'), page('/courses/:id', './JoinPage'), page('/join', './JoinPage')],
    };
    await renderAt('/courses/react-masterclass', declared);
    expect(await screen.findByRole('heading', { level: 1, name: 'catalog ./CourseDetailPage' })).toBeInTheDocument();
    await renderAt('/404', declared);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await renderAt('/join', declared);
    expect(await screen.findByRole('heading', { level: 1, name: 'membership ./JoinPage' })).toBeInTheDocument();
    expect(error.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining([
        'membership declares /404, which shell answers: left out',
        'membership declares /courses/:id, which catalog answers: left out',
      ]),
    );
  });

  it('links from its frame the pages the versions declare a nav entry for, not one left out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const linked = (label: string, order: number) => ({ topBar: { order, label } });
    await renderAt('/membership', {
      ...DECLARED,
      membership: [
        { ...page('/membership', './MembershipPage'), nav: linked('Plans', 2) },
        { ...page('/404', './JoinPage'), nav: linked('Taken', 0) },
      ],
      dashboard: [{ ...page('/dashboard', './DashboardPage'), nav: linked('Mine', 1) }],
    });
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mine', '/dashboard'],
      ['Plans', '/membership'],
    ]);
  });

  it("while a remote's routes are unknown, a path no one declares is unavailable, not missing", async () => {
    await renderAt('/dashboard', { ...DECLARED, dashboard: undefined });
    expect(await screen.findByRole('heading', { name: 'This page is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('a page no version declares is the 404 page', async () => {
    await renderAt('/dashboard', { ...DECLARED, dashboard: [] });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('keeps the layout and offers Retry when a remote fails, then loads it on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = mockedLoad.getMockImplementation();
    let down = true;
    mockedLoad.mockImplementation(async (remote, exposed, attempt) => {
      if (remote === 'dashboard' && down) {
        down = false;
        throw new Error('remote down');
      }
      return load?.(remote, exposed, attempt);
    });
    await renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'dashboard ./DashboardPage' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenLastCalledWith('dashboard', './DashboardPage', 1);
  });
});
