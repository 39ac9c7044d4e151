import { render, screen, within } from '@testing-library/react';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import { testimonials } from '@shared-data/content-catalog';
import TestimonialsPage from './TestimonialsPage';

describe('TestimonialsPage', () => {
  it('shows the four stats in the hero', () => {
    render(<TestimonialsPage />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Students', 'Average Rating', 'Reviews', 'Countries']);
    expect(values).toEqual([
      SOCIAL_PROOF.students,
      SOCIAL_PROOF.averageRating,
      SOCIAL_PROOF.reviews,
      SOCIAL_PROOF.countries,
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
