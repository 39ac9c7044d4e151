import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { testimonials } from 'shared-data';
import TestimonialsSection from './TestimonialsSection';

function renderSection(props: { limit?: number; heading?: string }) {
  return render(
    <MemoryRouter>
      <TestimonialsSection {...props} />
    </MemoryRouter>,
  );
}

const cardNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('TestimonialsSection fragment', () => {
  it('shows the first N testimonials and a View All link when limited', () => {
    renderSection({ limit: 4, heading: 'Loved by learners' });
    expect(screen.getByRole('heading', { level: 2, name: 'Loved by learners' })).toBeInTheDocument();
    expect(cardNames()).toEqual(testimonials.slice(0, 4).map((item) => item.name));
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/testimonials');
  });

  it('shows every testimonial and no View All link without a limit', () => {
    renderSection({});
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Students Say' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(testimonials.length);
    expect(screen.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
  });

  it('has no View All link when the limit covers every testimonial', () => {
    renderSection({ limit: testimonials.length });
    expect(screen.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
  });
});
