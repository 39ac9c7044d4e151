import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bundles, findById } from 'shared-data';
import { BundleCard } from '../bundle-card/BundleCard';

const dsa = findById(bundles, 'dsa-bootcamp');
if (!dsa) throw new Error('dsa bundle missing');

async function openModal() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <button type="button">Before</button>
      <BundleCard bundle={dsa!} />
    </MemoryRouter>,
  );
  const infoButton = screen.getByRole('button', { name: `Courses in ${dsa!.title}` });
  await user.click(infoButton);
  // The dialog's code loads on first use.
  const dialog = await screen.findByRole('dialog', { name: dsa!.title });
  return { user, infoButton, dialog };
}

describe('BundleModal (opened from a bundle card)', () => {
  it('is closed until the info button is pressed', () => {
    render(
      <MemoryRouter>
        <BundleCard bundle={dsa!} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog listing the bundle’s courses and linking to the roadmap', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
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

  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openModal();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it.each([
    ['the Close button', () => screen.getByRole('button', { name: 'Close' })],
    ['the close icon', () => screen.getByRole('button', { name: 'Close dialog' })],
    ['the backdrop', () => screen.getByTestId('bundle-modal-backdrop')],
  ])('closes from %s and gives focus back to the info button', async (_, target) => {
    const { user, infoButton } = await openModal();
    await user.click(target());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(infoButton).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the info button', async () => {
    const { user, infoButton } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(infoButton).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    const closeIcon = within(dialog).getByRole('button', { name: 'Close dialog' });
    const roadmapLink = within(dialog).getByRole('link', { name: 'View Roadmap Details' });
    expect(closeIcon).toHaveFocus();
    await user.tab({ shift: true });
    expect(roadmapLink).toHaveFocus();
    await user.tab();
    expect(closeIcon).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
