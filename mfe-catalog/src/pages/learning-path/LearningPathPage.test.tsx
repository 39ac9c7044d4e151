import { screen, within } from '@testing-library/react';
import { bundles } from '@shared-data/content-catalog';
import { openDialog } from '../../components/bundle-modal/dialog-test-utils';
import LearningPathPage from './LearningPathPage';
import { renderInRouter } from '../../router-test-utils';

describe('LearningPathPage', () => {
  it('shows every bundle with a Roadmap badge', () => {
    renderInRouter(<LearningPathPage />);
    const cards = within(screen.getByRole('list', { name: 'Learning paths' })).getAllByRole('article');
    expect(cards).toHaveLength(bundles.length);
    for (const card of cards) expect(within(card).getByText('Roadmap', { ignore: 'dialog *' })).toBeVisible();
  });

  it('gives each card’s info button the dialog of that card’s bundle', () => {
    renderInRouter(<LearningPathPage />);
    const dialogs = bundles.map((bundle) => {
      const info = screen.getByRole('button', { name: `See the ${bundle.courses.length} courses of ${bundle.title}` });
      const dialog = document.getElementById(info.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) throw new Error('the info button names no dialog');
      openDialog(dialog);
      expect(dialog).toHaveAccessibleName(bundle.title);
      return dialog;
    });
    expect(new Set(dialogs).size).toBe(bundles.length);
  });
});
