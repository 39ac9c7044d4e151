import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwipeRow } from './SwipeRow';

function renderRow() {
  return render(
    <>
      <button type="button">Before</button>
      <SwipeRow label="Things">
        <li>One</li>
        <li>Two</li>
        <li>Three</li>
      </SwipeRow>
    </>,
  );
}

describe('SwipeRow', () => {
  it('is a labelled region holding a list of its items', () => {
    renderRow();
    const row = screen.getByRole('region', { name: 'Things' });
    expect(
      within(within(row).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two', 'Three']);
  });

  it('takes the keyboard focus, so arrow keys can scroll it even when no card has a link', async () => {
    renderRow();
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Things' })).toHaveFocus();
  });
});
