import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bundles } from 'shared-data';
import LearningPathPage from './LearningPathPage';

describe('LearningPathPage', () => {
  it('shows every bundle with a Roadmap badge', () => {
    render(
      <MemoryRouter>
        <LearningPathPage />
      </MemoryRouter>,
    );
    const cards = within(screen.getByRole('list', { name: 'Learning paths' })).getAllByRole('article');
    expect(cards).toHaveLength(bundles.length);
    for (const card of cards) expect(within(card).getByText('Roadmap')).toBeInTheDocument();
  });

  it('opens the modal of the card whose info button was pressed', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <LearningPathPage />
      </MemoryRouter>,
    );
    const backend = bundles[1]!;
    await user.click(screen.getByRole('button', { name: `Courses in ${backend.title}` }));
    expect(await screen.findByRole('dialog', { name: backend.title })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
