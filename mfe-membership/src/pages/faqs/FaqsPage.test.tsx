import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { faqGroups } from 'shared-data';
import FaqsPage from './FaqsPage';

function NotFound() {
  return <p>Not found</p>;
}

function renderPage() {
  render(
    <MemoryRouter>
      <FaqsPage NotFound={NotFound} />
    </MemoryRouter>,
  );
}

const question = (text: string) => screen.getByRole('button', { name: text });
const openQuestions = () => screen.getAllByRole('button', { expanded: true });

function questionOf(groupIndex: number, itemIndex: number): string {
  const item = faqGroups[groupIndex]?.items[itemIndex];
  if (!item) throw new Error(`no FAQ ${groupIndex}/${itemIndex}`);
  return item.question;
}

describe('FaqsPage', () => {
  it('shows the four groups, each under its own heading', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const groupHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groupHeadings).toEqual(
      expect.arrayContaining(['General', 'Courses & Content', 'Payment & Pricing', 'Technical']),
    );
  });

  it('opens only the first question of the first group initially', () => {
    renderPage();
    expect(openQuestions()).toEqual([question(questionOf(0, 0))]);
    expect(screen.getByText(faqGroups[0]!.items[0]!.answer)).toBeVisible();
  });

  it('keeps one question open across all groups', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(question(questionOf(2, 1)));
    expect(openQuestions()).toEqual([question(questionOf(2, 1))]);

    await user.click(question(questionOf(3, 0)));
    expect(openQuestions()).toEqual([question(questionOf(3, 0))]);
    expect(question(questionOf(2, 1))).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open question when it is clicked, leaving none open', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(question(questionOf(0, 0)));
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('sends visitors with other questions to the contact page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
