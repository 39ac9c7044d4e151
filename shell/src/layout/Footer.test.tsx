import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';
import { Footer } from './Footer';

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
        <Footer year={2031} />
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
    expect(
      within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: 'All Courses' }),
    ).toHaveAttribute('href', '/courses');
    const blog = within(screen.getByRole('navigation', { name: 'Other links' })).getByRole('link', { name: 'Blog' });
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
