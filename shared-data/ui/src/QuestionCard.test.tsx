import { render, screen } from '@testing-library/react';
import type { Question } from '@shared-data/rules';
import { QuestionCard } from './QuestionCard';

/** A practice question as the catalogue writes one: LeetCode #1, Two Sum, Easy. */
const TWO_SUM: Question = {
  id: 1,
  leetcodeId: 1,
  title: 'Two Sum',
  category: 'Array',
  difficulty: 'Easy',
  pattern: 'Array/String Manipulate / Hashing',
};

describe('QuestionCard', () => {
  it('shows the LeetCode number, difficulty in its colour, title, category and pattern', () => {
    render(<QuestionCard question={TWO_SUM} />);
    expect(screen.getByText('LeetCode #1')).toBeInTheDocument();
    expect(screen.getByText('Easy')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByRole('heading', { level: 3, name: 'Two Sum' })).toBeInTheDocument();
    expect(screen.getByText('Array')).toBeInTheDocument();
    expect(screen.getByText('Array/String Manipulate / Hashing')).toBeInTheDocument();
  });

  it('shows a footer only when given one', () => {
    const { rerender } = render(<QuestionCard question={TWO_SUM} />);
    expect(screen.queryByText('Solution for members')).not.toBeInTheDocument();
    rerender(<QuestionCard question={TWO_SUM} footer="Solution for members" />);
    expect(screen.getByText('Solution for members')).toBeInTheDocument();
  });
});
