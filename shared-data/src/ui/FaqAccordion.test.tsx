import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion';

const ITEMS = [
  { question: 'Can I upgrade later?', answer: 'Yes, at any time.' },
  { question: 'Are there refunds?', answer: 'No refunds.' },
  { question: 'Can I download videos?', answer: 'No offline download.' },
];

describe('FaqAccordion', () => {
  it('opens the first item initially, one item at a time, and closes the open item on a second click', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    const [first, second] = ITEMS.map((item) => screen.getByRole('button', { name: item.question }));
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, at any time.')).toBeVisible();
    expect(screen.getByText('No refunds.')).not.toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No refunds.')).toBeVisible();

    await user.click(second!);
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });

  it('links each question to its answer region', () => {
    render(<FaqAccordion items={ITEMS} />);
    const button = screen.getByRole('button', { name: ITEMS[0]!.question });
    const region = screen.getByRole('region', { name: ITEMS[0]!.question });
    expect(button).toHaveAttribute('aria-controls', region.id);
  });
});
