import { screen, within } from '@testing-library/react';
import { testimonials } from '@shared-data/content-catalog';
import { HomeTestimonials } from './HomeTestimonials';
import { renderInRouter } from '../../../router-test-utils';

describe('HomeTestimonials', () => {
  it('lists the first 8 stories in one focusable, labelled row', () => {
    renderInRouter(<HomeTestimonials />);
    const row = screen.getByRole('region', { name: 'Student testimonials' });
    expect(row).toHaveAttribute('tabindex', '0');
    const items = within(within(row).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      testimonials.slice(0, 8).map((testimonial) => testimonial.name),
    );
    for (const item of items) expect(within(item).getByRole('article')).toBeInTheDocument();
  });
});
