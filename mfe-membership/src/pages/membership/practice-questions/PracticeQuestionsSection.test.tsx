import { screen, within } from '@testing-library/react';
import { PlatformFixture, renderSettled } from '@shared-data/testing';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PracticeQuestionsSection } from './PracticeQuestionsSection';
import { MORE_LIST_LABEL, SHOW_ALL_LABEL, SHOWN_LIST_LABEL } from './QuestionList';

const cardsOf = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem');

describe('PracticeQuestionsSection', () => {
  it('loads the 83 DSA interview questions, shows 9, and reveals the other 74', async () => {
    const user = userEvent.setup();
    await renderSettled(
      <PlatformFixture>
        <MemoryRouter>
          <PracticeQuestionsSection />
        </MemoryRouter>
      </PlatformFixture>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '14 Patterns & 100+ Coding Problems' })).toBeInTheDocument();
    expect(screen.getByText('Join our membership to access all questions and solutions.')).toBeInTheDocument();

    const toggle = await screen.findByText(SHOW_ALL_LABEL);
    expect(cardsOf(SHOWN_LIST_LABEL)).toHaveLength(9);
    expect(screen.getByText('Showing 9 of the course’s 83 questions')).toBeInTheDocument();
    const more = cardsOf(MORE_LIST_LABEL);
    expect(more).toHaveLength(74);
    expect(more[0]).not.toBeVisible();

    await user.click(toggle);
    expect(more[0]).toBeVisible();
    expect(more[73]).toBeVisible();
  });
});
