import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bundles, companies, courses, testimonials } from 'shared-data';
import { regionStore } from 'shared-data/region-store';
import HomePage from './HomePage';

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('HomePage', () => {
  it('has one h1 and the hero’s two calls to action', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'View Courses' })[0]).toHaveAttribute('href', '/courses');
    expect(screen.getAllByRole('link', { name: 'Explore Membership' })[0]).toHaveAttribute('href', '/membership');
    expect(screen.getByText('4.5/5 from 10K+ reviews')).toBeInTheDocument();
  });

  it('offers the lifetime plan at its regional price and links to /membership', () => {
    renderHome();
    const offer = section(/Lifetime Membership/);
    expect(within(offer).getByText('50% OFF NOW')).toBeInTheDocument();
    expect(within(offer).getByText('$69.99')).toBeInTheDocument();
    expect(within(offer).getByText('$139.99').closest('del')).not.toBeNull();
    expect(within(offer).getByRole('link', { name: /Lifetime Membership/ })).toHaveAttribute('href', '/membership');
  });

  it('shows the lifetime offer in rupees for visitors in India', () => {
    regionStore.getState().setRegion('IN');
    renderHome();
    const offer = section(/Lifetime Membership/);
    expect(within(offer).getByText('₹2,999')).toBeInTheDocument();
    expect(within(offer).getByText('₹5,999')).toBeInTheDocument();
  });

  it('shows 3 learning-path cards and 3 course cards', () => {
    renderHome();
    const paths = within(screen.getByRole('list', { name: 'Learning paths' })).getAllByRole('article');
    expect(paths).toHaveLength(3);
    expect(paths.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      bundles.slice(0, 3).map((bundle) => bundle.title),
    );
    const popular = within(screen.getByRole('list', { name: 'Popular courses' })).getAllByRole('article');
    expect(popular).toHaveLength(3);
    expect(popular.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      courses.slice(0, 3).map((course) => `${course.title} (opens in a new tab)`),
    );
  });

  it('shows the library of all 10 courses under its headline', () => {
    renderHome();
    const library = section('10 Courses, 10+ Certificates');
    const tiles = within(within(library).getByRole('list', { name: 'Course library' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(10);
    expect(tiles.map((tile) => within(tile).getByRole('link').textContent)).toEqual(courses.map((c) => c.title));
  });

  it('shows the 24 company logos with their names', () => {
    renderHome();
    const logos = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('img');
    expect(logos).toHaveLength(24);
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(companies.map((company) => company.name));
  });

  it('shows exactly the first 8 testimonials and links to the rest', () => {
    renderHome();
    const stories = section('Students who made the switch');
    const names = within(stories)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(testimonials.slice(0, 8).map((testimonial) => testimonial.name));
    expect(within(stories).getByRole('link', { name: 'View More Success Stories' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
  });

  it('shows the six showcase projects, the membership pitch and the final call to action', () => {
    renderHome();
    expect(within(section('Build projects you can show')).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(
      within(section('One membership. Every course.')).getByRole('link', { name: 'Explore Membership' }),
    ).toHaveAttribute('href', '/membership');
    const finalCta = section('Start your coding journey today');
    expect(within(finalCta).getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });
});
