import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';
import { Footer } from './Footer';
import { NavigationProvider, navigationOf } from './site-navigation';

/** Footer entries as the remotes declare them in their routes.json. */
const NAVIGATION = navigationOf([
  {
    path: '/courses',
    page: './CoursesPage',
    label: 'Courses',
    nav: {
      footer: [
        { group: 'quick', order: 10, label: 'All Courses' },
        { group: 'popular', order: 10, label: 'Browse all courses' },
      ],
    },
  },
  { path: '/faqs', page: './FaqsPage', label: 'FAQs', nav: { footer: [{ group: 'other', order: 10, label: 'FAQs' }] } },
  {
    path: '/about',
    page: './AboutPage',
    label: 'About',
    nav: { footer: [{ group: 'quick', order: 5, label: 'About Us' }] },
  },
]);

const popularCourses: TestModuleLoader = async (remote, exposed) => {
  if (remote !== 'catalog' || exposed !== './PopularCourses') throw new Error(`unexpected ${remote} ${exposed}`);
  return {
    default: () => (
      <ul>
        <li>
          <a href="/courses/react-masterclass">React Masterclass</a>
        </li>
      </ul>
    ),
  };
};

const renderFooter = (load: TestModuleLoader) =>
  renderSettled(
    <MemoryRouter>
      <PlatformFixture load={load}>
        <NavigationProvider navigation={NAVIGATION}>
          <Footer year={2031} />
        </NavigationProvider>
      </PlatformFixture>
    </MemoryRouter>,
  );

describe('Footer', () => {
  it("has quick links, the catalogue's popular courses, other links and the copyright with the given year", async () => {
    await renderFooter(popularCourses);
    const popular = screen.getByRole('navigation', { name: 'Popular courses' });
    expect(within(popular).getByRole('heading', { name: 'Popular Courses' })).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'React Masterclass' })).toHaveAttribute(
      'href',
      '/courses/react-masterclass',
    );
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(quick.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About Us', '/about'],
      ['All Courses', '/courses'],
    ]);
    const others = within(screen.getByRole('navigation', { name: 'Other links' }));
    expect(others.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'FAQs',
      'Blog',
      'Verify a Certificate',
    ]);
    const blog = others.getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/© 2031 CodeYatra/)).toBeInTheDocument();
  });

  it('keeps its popular-courses column, with a link to the catalogue, while the catalogue is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFooter(() => Promise.reject(new Error('catalog down')));
    const popular = screen.getByRole('navigation', { name: 'Popular courses' });
    expect(within(popular).getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByText(/is unavailable right now/)).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
