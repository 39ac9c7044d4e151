import { screen, within } from '@testing-library/react';
import { PlatformFixture, renderSettled } from 'shared-data/testing';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PracticeQuestionsSection } from './PracticeQuestionsSection';
import { HIDE_LABEL, SHOW_ALL_LABEL } from './QuestionList';

const shownCards = () => within(screen.getByRole('list', { name: 'Practice questions' })).getAllByRole('listitem');

describe('PracticeQuestionsSection', () => {
  it('loads the 83 DSA interview questions, shows 9, and toggles all of them', async () => {
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

    const toggle = await screen.findByRole('button', { name: SHOW_ALL_LABEL });
    expect(shownCards()).toHaveLength(9);

    await user.click(toggle);
    expect(shownCards()).toHaveLength(83);
    expect(screen.getByRole('button', { name: HIDE_LABEL })).toBeInTheDocument();
  });
});
