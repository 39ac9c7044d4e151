import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enrichQuestions, type Question } from '@shared-data/rules';
import { HIDE_LABEL, MORE_LIST_LABEL, QuestionList, SHOW_ALL_LABEL, SHOWN_LIST_LABEL } from './QuestionList';

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

/** The question cards a visitor sees (those behind the closed toggle are in the page, not shown). */
const shownTitles = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter(isShown)
    .map((heading) => heading.textContent);

function isShown(element: HTMLElement): boolean {
  const closed = element.closest('details:not([open])');
  return closed === null || closed.querySelector(':scope > summary')?.contains(element) === true;
}

/** The toggle: the disclosure's summary, found by the words it shows. */
const toggle = (label: string) => screen.getByText(label).closest('summary');

describe('QuestionList', () => {
  it('shows every question and no toggle when there are nine', () => {
    const { container } = render(<QuestionList questions={enrichQuestions(makeQuestions(9))} />);
    expect(shownTitles()).toHaveLength(9);
    expect(container.querySelector('details, summary')).toBeNull();
    expect(screen.queryByText(SHOW_ALL_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('shows a short list whole, without a toggle', () => {
    render(<QuestionList questions={enrichQuestions(makeQuestions(3))} />);
    expect(within(screen.getByRole('list', { name: SHOWN_LIST_LABEL })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(SHOW_ALL_LABEL)).not.toBeInTheDocument();
  });

  it('collapses a longer list to nine, with View All Questions revealing the rest below it', () => {
    render(<QuestionList questions={enrichQuestions(makeQuestions(12))} />);
    expect(shownTitles()).toEqual(makeQuestions(9).map((question) => question.title));
    expect(screen.getByText('Question 10')).not.toBeVisible();
    expect(screen.getByText('Showing 9 of the course’s 12 questions')).toBeInTheDocument();

    // Both wordings are in the HTML (the stylesheet shows the one of the state; e2e checks which).
    const summary = toggle(SHOW_ALL_LABEL);
    expect(summary).not.toBeNull();
    expect(summary).toBe(toggle(HIDE_LABEL));
    expect(summary).toBeVisible();
    // A native disclosure, closed in the HTML; the rest sits in it, after the toggle.
    expect(summary!.parentElement).toBeInstanceOf(HTMLDetailsElement);
    expect(summary!.parentElement).not.toHaveAttribute('open');
    expect(summary).not.toHaveAttribute('aria-expanded');
    const more = screen.getByRole('list', { name: MORE_LIST_LABEL });
    expect(summary!.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(more).getAllByRole('listitem')).toHaveLength(3);
  });

  it('reveals the rest from the toggle, which then reads Hide additional questions, and hides it again', async () => {
    const user = userEvent.setup();
    render(<QuestionList questions={enrichQuestions(makeQuestions(12))} />);

    await user.click(screen.getByText(SHOW_ALL_LABEL));
    expect(shownTitles()).toHaveLength(12);
    expect(screen.getByText('Question 12')).toBeVisible();
    expect(toggle(HIDE_LABEL)!.parentElement).toHaveAttribute('open');
    expect(toggle(HIDE_LABEL)).toBeVisible();

    await user.click(screen.getByText(HIDE_LABEL));
    expect(shownTitles()).toHaveLength(9);
    expect(screen.getByText('Question 12')).not.toBeVisible();
    expect(toggle(SHOW_ALL_LABEL)!.parentElement).not.toHaveAttribute('open');
  });

  it('shows each question’s title, LeetCode number, difficulty, category, pattern and lock', () => {
    render(<QuestionList questions={enrichQuestions(makeQuestions(1))} />);
    const card = within(screen.getByRole('list', { name: SHOWN_LIST_LABEL })).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(within(card).getByText('LeetCode #100')).toBeInTheDocument();
    expect(within(card).getByText('Easy')).toBeInTheDocument();
    expect(within(card).getByText('Array')).toBeInTheDocument();
    expect(within(card).getByText('Two Pointers')).toBeInTheDocument();
    expect(within(card).getByText('Solution for members')).toBeInTheDocument();
  });
});
