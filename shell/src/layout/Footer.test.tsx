import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';

describe('Footer', () => {
  it('has quick links, four popular courses, other links and the copyright with the given year', () => {
    render(
      <MemoryRouter>
        <Footer year={2031} />
      </MemoryRouter>,
    );
    const popular = screen.getByRole('navigation', { name: 'Popular courses' });
    expect(within(popular).getAllByRole('link')).toHaveLength(4);
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
});
