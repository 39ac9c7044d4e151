import { fireEvent, screen, within } from '@testing-library/react';
import { findById } from '@shared-data/rules';
import { bundles } from '@shared-data/content-catalog';
import { BundleCard } from '../bundle-card/BundleCard';
import { openDialog } from './dialog-test-utils';
import { renderInRouter } from '../../router-test-utils';

const dsa = findById(bundles, 'dsa-bootcamp');
if (!dsa) throw new Error('dsa bundle missing');

function renderCard() {
  renderInRouter(<BundleCard bundle={dsa!} />);
  const infoButton = screen.getByRole('button', { name: `See the 2 courses of ${dsa!.title}` });
  const dialog = document.getElementById(infoButton.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('the info button names no dialog');
  return { infoButton, dialog };
}

/** The dialog's box on screen, for clicks on it or beside it. */
function placeDialog(dialog: HTMLDialogElement) {
  dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 400, height: 300 });
}

describe('BundleModal (opened from a bundle card)', () => {
  it('is in the page, closed, and its info button opens it as a modal by itself', () => {
    const { infoButton, dialog } = renderCard();
    expect(infoButton).toHaveAttribute('command', 'show-modal');
    expect(infoButton).toHaveAttribute('type', 'button');
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is labelled by the bundle’s title, lists its courses and links to the learning path’s page', () => {
    const { dialog } = renderCard();
    openDialog(dialog);
    expect(screen.getByRole('dialog', { name: dsa!.title })).toBe(dialog);
    const list = within(dialog).getByRole('list', { name: `Courses in ${dsa!.title}` });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Data Structures'), expect.stringContaining('Interview')]);
    expect(within(dialog).getByRole('link', { name: 'View Roadmap Details' })).toHaveAttribute(
      'href',
      '/bundles/complete-data-structures-and-algorithms',
    );
  });

  it('has the close icon first, where the browser puts focus when it opens', () => {
    const { dialog } = renderCard();
    openDialog(dialog);
    const focusable = dialog.querySelectorAll('a[href], button');
    expect(focusable[0]).toBe(within(dialog).getByRole('button', { name: 'Close dialog' }));
  });

  it.each(['Close', 'Close dialog'])('closes from its %s button by itself', (name) => {
    const { dialog } = renderCard();
    openDialog(dialog);
    const button = within(dialog).getByRole('button', { name });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('commandfor', dialog.id);
    expect(button).toHaveAttribute('command', 'close');
  });

  it('closes from a click on its backdrop where the browser supports closedby', () => {
    const { dialog } = renderCard();
    expect(dialog).toHaveAttribute('closedby', 'any');
  });

  it('closes from a click on its backdrop where the browser does not, and not from one inside it', () => {
    const { dialog } = renderCard();
    expect('closedBy' in dialog).toBe(false); // jsdom: as such a browser
    openDialog(dialog);
    placeDialog(dialog);
    // The dialog's own padding: the dialog is the target, inside its box.
    fireEvent.click(dialog, { clientX: 110, clientY: 120 });
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(within(dialog).getByRole('heading', { name: dsa!.title }), { clientX: 5, clientY: 5 });
    expect(dialog).toHaveAttribute('open');
    // The backdrop: the dialog is the target, outside its box.
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(dialog).not.toHaveAttribute('open');
  });
});
