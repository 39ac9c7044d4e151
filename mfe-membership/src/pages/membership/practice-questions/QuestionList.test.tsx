import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enrichQuestions, type Question } from 'shared-data';
import { HIDE_LABEL, QuestionList, SHOW_ALL_LABEL } from './QuestionList';

function makeQuestions(count: number): Question[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    leetcodeId: 100 + index,
    title: `Question ${index + 1}`,
    category: 'Array',
    difficulty: index % 3 === 0 ? 'Easy' : index % 3 === 1 ? 'Medium' : 'Hard',
    pattern: 'Two Pointers',
  }));
}

const shownCards = () => within(screen.getByRole('list', { name: 'Practice questions' })).getAllByRole('listitem');

describe('QuestionList', () => {
  it('shows every question and no toggle when there are nine or fewer', () => {
    render(<QuestionList questions={enrichQuestions(makeQuestions(9))} />);
    expect(shownCards()).toHaveLength(9);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a short list whole, without a toggle', () => {
    render(<QuestionList questions={enrichQuestions(makeQuestions(3))} />);
    expect(shownCards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: SHOW_ALL_LABEL })).not.toBeInTheDocument();
  });

  it('collapses a longer list to nine and toggles the rest', async () => {
    const user = userEvent.setup();
    render(<QuestionList questions={enrichQuestions(makeQuestions(12))} />);
    expect(shownCards()).toHaveLength(9);
    expect(screen.queryByText('Question 10')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SHOW_ALL_LABEL }));
    expect(shownCards()).toHaveLength(12);
    expect(screen.getByText('Question 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: HIDE_LABEL })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: HIDE_LABEL }));
    expect(shownCards()).toHaveLength(9);
    expect(screen.getByRole('button', { name: SHOW_ALL_LABEL })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows each question’s title, LeetCode number, difficulty, category, pattern and lock', () => {
    render(<QuestionList questions={enrichQuestions(makeQuestions(1))} />);
    const card = shownCards()[0]!;
    expect(within(card).getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(within(card).getByText('LeetCode #100')).toBeInTheDocument();
    expect(within(card).getByText('Easy')).toBeInTheDocument();
    expect(within(card).getByText('Array')).toBeInTheDocument();
    expect(within(card).getByText('Two Pointers')).toBeInTheDocument();
    expect(within(card).getByText('Solution for members')).toBeInTheDocument();
  });
});
