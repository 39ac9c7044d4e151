import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { faqGroups } from '@shared-data/content-membership';
import FaqsPage from './FaqsPage';

function NotFound() {
  return <p>Not found</p>;
}

function renderPage() {
  return render(
    <MemoryRouter>
      <FaqsPage NotFound={NotFound} />
    </MemoryRouter>,
  );
}

function questionOf(groupIndex: number, itemIndex: number): string {
  const item = faqGroups[groupIndex]?.items[itemIndex];
  if (!item) throw new Error(`no FAQ ${groupIndex}/${itemIndex}`);
  return item.question;
}

/** A question's disclosure (native `details`), found from the question's heading in its summary. */
function disclosureOf(question: string): HTMLDetailsElement {
  const details = screen.getByRole('heading', { level: 3, name: question }).closest('details');
  if (!details) throw new Error(`no disclosure for ${question}`);
  return details;
}

const allDisclosures = (container: HTMLElement) => [...container.querySelectorAll('details')];
const openQuestions = (container: HTMLElement) =>
  allDisclosures(container)
    .filter((details) => details.open)
    .map((details) => details.querySelector('summary')?.textContent);

describe('FaqsPage', () => {
  it('shows the four groups, each under its own heading with its questions', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    for (const group of faqGroups) {
      const section = screen.getByRole('region', { name: group.title });
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(group.items.map((item) => item.question));
    }
    expect(faqGroups.map((group) => group.title)).toEqual([
      'General',
      'Courses & Content',
      'Payment & Pricing',
      'Technical',
    ]);
  });

  it('is one accordion across the groups: every question a disclosure of one shared name', () => {
    const { container } = renderPage();
    const disclosures = allDisclosures(container);
    expect(disclosures).toHaveLength(faqGroups.flatMap((group) => group.items).length);
    const names = new Set(disclosures.map((details) => details.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it('opens only the first question of the first group initially', () => {
    const { container } = renderPage();
    expect(openQuestions(container)).toEqual([questionOf(0, 0)]);
    expect(screen.getByText(faqGroups[0]!.items[0]!.answer)).toBeVisible();
    expect(screen.getByText(faqGroups[1]!.items[0]!.answer)).not.toBeVisible();
  });

  it('opens a question of another group from its summary', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('heading', { name: questionOf(2, 1) }));
    expect(disclosureOf(questionOf(2, 1))).toHaveAttribute('open');
    expect(screen.getByText(faqGroups[2]!.items[1]!.answer)).toBeVisible();
    // (That this closes the first question is the browser's part, for details of one name: see e2e.)
  });

  it('closes the open question when it is clicked, leaving none open', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(screen.getByRole('heading', { name: questionOf(0, 0) }));
    expect(openQuestions(container)).toEqual([]);
  });

  it('sends visitors with other questions to the contact page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
