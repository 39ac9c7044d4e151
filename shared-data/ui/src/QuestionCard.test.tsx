import { render, screen } from '@testing-library/react';
import dsaInterviews from '@shared-data/content-catalog/course-details/dsa-advanced';
import { QuestionCard } from './QuestionCard';

/** The first practice question of the DSA interview course: LeetCode #1, Two Sum, Easy. */
const TWO_SUM = dsaInterviews.questions[0]!;

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
