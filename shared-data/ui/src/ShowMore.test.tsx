import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowMore } from './ShowMore';

const LETTERS = ['a', 'b', 'c', 'd', 'e'];

function Letters({ items, initialCount }: { items: readonly string[]; initialCount: number }) {
  return (
    <ShowMore items={items} initialCount={initialCount} moreLabel={(n) => `Show ${n} more`} fewerLabel="Show fewer">
      {(run, start) => (
        <ol start={start + 1}>
          {run.map((letter) => (
            <li key={letter}>{letter}</li>
          ))}
        </ol>
      )}
    </ShowMore>
  );
}

describe('ShowMore', () => {
  it('shows the first items and hides the rest behind a toggle saying how many', () => {
    const { container } = render(<Letters items={LETTERS} initialCount={3} />);
    expect(screen.getByText('c')).toBeVisible();
    expect(screen.getByText('d')).not.toBeVisible();
    expect(container.querySelector('summary')).toHaveTextContent('Show 2 more');
  });

  it('reveals the rest from its toggle and hides it again', async () => {
    const user = userEvent.setup();
    const { container } = render(<Letters items={LETTERS} initialCount={3} />);
    await user.click(screen.getByText('Show 2 more'));
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText('e')).toBeVisible();
    await user.click(screen.getByText('Show fewer'));
    expect(screen.getByText('e')).not.toBeVisible();
  });

  it('numbers the hidden run after the shown one', () => {
    const { container } = render(<Letters items={LETTERS} initialCount={3} />);
    expect([...container.querySelectorAll('ol')].map((list) => list.getAttribute('start'))).toEqual(['1', '4']);
  });

  it('has no toggle when nothing is hidden', () => {
    const { container } = render(<Letters items={LETTERS} initialCount={5} />);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByText('e')).toBeVisible();
  });
});
