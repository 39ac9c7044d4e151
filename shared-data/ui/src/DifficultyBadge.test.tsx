import { render, screen } from '@testing-library/react';
import { DifficultyBadge } from './DifficultyBadge';

describe('DifficultyBadge', () => {
  it.each([
    ['Easy', 'green'],
    ['Medium', 'amber'],
    ['Hard', 'red'],
    ['Beginner', 'green'],
    ['Intermediate', 'amber'],
    ['Advanced', 'red'],
  ])('shows %s in %s', (difficulty, tone) => {
    render(<DifficultyBadge difficulty={difficulty} />);
    expect(screen.getByText(difficulty)).toHaveAttribute('data-tone', tone);
  });
});
