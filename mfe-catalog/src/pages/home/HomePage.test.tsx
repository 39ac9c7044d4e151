import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bundles, companies, courses, testimonials } from '@shared-data/content-catalog';
import { PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';
import HomePage from './HomePage';

/** The membership team's fragments, as stand-ins: the home page only places them. */
const membershipFragments: TestModuleLoader = (remote, exposed) =>
  remote === 'membership' && (exposed === './LifetimeOffer' || exposed === './MembershipPitch')
    ? Promise.resolve({ default: () => <section aria-label={`membership ${exposed}`} /> })
    : Promise.reject(new Error(`no ${remote} ${exposed}`));

function renderHome(load: TestModuleLoader = membershipFragments) {
  return renderSettled(
    <PlatformFixture load={load}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </PlatformFixture>,
  );
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('has one h1 and the hero’s two calls to action', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'View Courses' })[0]).toHaveAttribute('href', '/courses');
    expect(screen.getAllByRole('link', { name: 'Explore Membership' })[0]).toHaveAttribute('href', '/membership');
    expect(screen.getByText('4.5/5 from 10K+ reviews')).toBeInTheDocument();
  });

  it('says each of the site’s figures once in the hero, in the spec’s form', async () => {
    await renderHome();
    const hero = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    const text = hero.textContent ?? '';
    for (const figure of ['100,000+', '170+', '25M+', '4.5/5', '10K+']) {
      expect({ figure, times: text.split(figure).length - 1 }).toEqual({ figure, times: 1 });
    }
    expect(text).not.toContain('100K+');
    expect(within(hero).getByText(/students in/)).toHaveTextContent(
      '100,000+ students in 170+ countries, 25M+ minutes watched',
    );
  });

  it('places the membership team’s lifetime offer after the hero and its pitch after the projects', async () => {
    await renderHome();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.id);
    expect(regions.indexOf('membership ./LifetimeOffer')).toBe(0);
    const pitch = regions.indexOf('membership ./MembershipPitch');
    expect(pitch).toBeGreaterThan(regions.length - 3);
  });

  it('keeps the rest of the page when the membership remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHome(() => Promise.reject(new Error('membership down')));
    expect(
      await screen.findByRole('heading', { name: 'Lifetime membership offer is unavailable right now' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Membership is unavailable right now' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('shows 3 learning-path cards and 3 course cards', async () => {
    await renderHome();
    const paths = within(screen.getByRole('region', { name: 'Learning paths' })).getAllByRole('article');
    expect(paths).toHaveLength(3);
    expect(paths.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      bundles.slice(0, 3).map((bundle) => bundle.title),
    );
    const popular = within(screen.getByRole('region', { name: 'Popular courses' })).getAllByRole('article');
    expect(popular).toHaveLength(3);
    expect(popular.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      courses.slice(0, 3).map((course) => `${course.title} (opens in a new tab)`),
    );
  });

  it('shows the library of all 10 courses under its headline', async () => {
    await renderHome();
    const library = section('10 Courses, 10+ Certificates');
    const tiles = within(within(library).getByRole('list', { name: 'Course library' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(10);
    expect(tiles.map((tile) => within(tile).getByRole('link').textContent)).toEqual(courses.map((c) => c.title));
  });

  it('shows the 24 companies by their names', async () => {
    await renderHome();
    const wall = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('listitem');
    expect(wall.map((item) => item.textContent)).toEqual(companies.map((company) => company.name));
  });

  it('shows exactly the first 8 testimonials and links to the rest', async () => {
    await renderHome();
    const stories = section('Students Who Made the Switch');
    const names = within(stories)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(testimonials.slice(0, 8).map((testimonial) => testimonial.name));
    expect(within(stories).getByRole('link', { name: 'View More Success Stories' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
  });

  it('shows the six showcase projects and the final call to action', async () => {
    await renderHome();
    expect(within(section('Build Projects You Can Show')).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const finalCta = section('Start Your Coding Journey Today');
    expect(within(finalCta).getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });
});
