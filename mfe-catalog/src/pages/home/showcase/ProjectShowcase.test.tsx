import { render, screen, within } from '@testing-library/react';
import { showcaseProjects } from '@shared-data/content-catalog';
import { ProjectShowcase } from './ProjectShowcase';

function projectCards() {
  render(<ProjectShowcase />);
  const row = screen.getByRole('region', { name: 'Showcase projects' });
  // The first list is the row's own; each card holds a list of technologies too.
  const [list] = within(row).getAllByRole('list');
  if (!list) throw new Error('the row is no list');
  return { row, cards: within(list).getAllByRole('article') };
}

describe('ProjectShowcase', () => {
  it('shows the six projects in one focusable, labelled row', () => {
    const { row, cards } = projectCards();
    expect(row).toHaveAttribute('tabindex', '0');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      showcaseProjects.map((project) => project.title),
    );
  });

  it('gives every project its own cover picture, which is decoration (the title is the heading)', () => {
    const { cards } = projectCards();
    const covers = cards.map((card) => card.querySelector('img'));
    expect(covers.map((cover) => cover?.getAttribute('src'))).toEqual(
      showcaseProjects.map((project) => project.imageUrl),
    );
    expect(new Set(covers.map((cover) => cover?.getAttribute('src'))).size).toBe(6);
    for (const cover of covers) expect(cover).toHaveAttribute('alt', '');
  });
});
