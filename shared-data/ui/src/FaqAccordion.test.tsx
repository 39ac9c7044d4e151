import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion';

const ITEMS = [
  { question: 'Can I upgrade later?', answer: 'Yes, at any time.' },
  { question: 'Are there refunds?', answer: 'No refunds.' },
  { question: 'Can I download videos?', answer: 'No offline download.' },
];

const disclosures = (container: HTMLElement) => [...container.querySelectorAll('details')];

describe('FaqAccordion', () => {
  it('is one native accordion: every item a details of one name, the first open', () => {
    const { container } = render(<FaqAccordion items={ITEMS} />);
    const items = disclosures(container);
    expect(items).toHaveLength(3);
    expect(new Set(items.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(items[0]!.getAttribute('name')).toBeTruthy();
    expect(items.map((item) => item.open)).toEqual([true, false, false]);
    expect(screen.getByText('Yes, at any time.')).toBeVisible();
    expect(screen.getByText('No refunds.')).not.toBeVisible();
  });

  it('opens a question from its summary, and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    await user.click(screen.getByRole('heading', { name: ITEMS[1]!.question }));
    expect(screen.getByText('No refunds.')).toBeVisible();
    await user.click(screen.getByRole('heading', { name: ITEMS[1]!.question }));
    expect(screen.getByText('No refunds.')).not.toBeVisible();
  });

  it('joins lists given one name, with only the first list opening its first item', () => {
    const { container } = render(
      <>
        <FaqAccordion items={ITEMS.slice(0, 2)} name="faqs" />
        <FaqAccordion items={ITEMS.slice(2)} name="faqs" firstOpen={false} />
      </>,
    );
    const items = disclosures(container);
    expect(items.map((item) => item.getAttribute('name'))).toEqual(['faqs', 'faqs', 'faqs']);
    expect(items.map((item) => item.open)).toEqual([true, false, false]);
  });

  it('gives each question the heading level asked for', () => {
    render(<FaqAccordion items={ITEMS} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
