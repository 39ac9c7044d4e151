import { render, screen, within } from '@testing-library/react';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import { testimonials } from '@shared-data/content-catalog';
import TestimonialsPage from './TestimonialsPage';

describe('TestimonialsPage', () => {
  it('shows the four stats in the hero', () => {
    render(<TestimonialsPage />);
    const stats = within(screen.getByRole('list', { name: 'Our students in figures' })).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual([
      `${SOCIAL_PROOF.students} Students`,
      `${SOCIAL_PROOF.averageRating} Average Rating`,
      `${SOCIAL_PROOF.reviews} Reviews`,
      `${SOCIAL_PROOF.countries} Countries`,
    ]);
  });

  it('shows a card for every one of the 24 testimonials, each with its flag', () => {
    render(<TestimonialsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      testimonials.map((testimonial) => testimonial.name),
    );
    for (const [index, card] of cards.entries()) {
      expect(
        within(card).getByRole('img', { name: `Flag of ${testimonials[index]!.country.name}` }),
      ).toBeInTheDocument();
    }
  });
});
