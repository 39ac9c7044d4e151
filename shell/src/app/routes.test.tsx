import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PlatformFixture, renderSettled, type TestModuleLoader } from 'shared-data/testing';
import { routes } from './routes';

const mockedLoad = jest.fn<ReturnType<TestModuleLoader>, Parameters<TestModuleLoader>>();

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
    ['/bundles/complete-backend-development', 'catalog', './BundleDetailPage'],
    ['/learning-path', 'catalog', './LearningPathPage'],
    ['/membership', 'membership', './MembershipPage'],
    ['/join', 'membership', './JoinPage'],
    ['/testimonials', 'catalog', './TestimonialsPage'],
    ['/about', 'catalog', './AboutPage'],
    ['/contact', 'catalog', './ContactPage'],
    ['/terms-of-service', 'membership', './TermsPage'],
    ['/privacy-policy', 'membership', './PrivacyPage'],
    ['/faqs', 'membership', './FaqsPage'],
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
