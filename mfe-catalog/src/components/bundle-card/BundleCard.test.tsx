import { screen } from '@testing-library/react';
import { findById } from '@shared-data/rules';
import { bundles } from '@shared-data/content-catalog';
import { regionStore } from '@shared-data/platform/region-store';
import { openDialog } from '../bundle-modal/dialog-test-utils';
import { BundleCard } from './BundleCard';
import { renderInRouter } from '../../router-test-utils';

const frontend = findById(bundles, 'frontend-bootcamp');
if (!frontend) throw new Error('frontend bundle missing');

function renderCard() {
  return renderInRouter(<BundleCard bundle={frontend!} />);
}

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('BundleCard', () => {
  it('shows the title, card points and totals, and the Roadmap badge only where the page asks for it', () => {
    renderCard();
    expect(screen.queryByText('Roadmap', { ignore: 'dialog *' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: frontend!.title })).toBeInTheDocument();
    for (const point of frontend!.cardPoints) expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByText('5 courses')).toBeInTheDocument();
    expect(screen.getByText('111 hours')).toBeInTheDocument();
    expect(screen.getByText('26 projects')).toBeInTheDocument();
  });

  it('carries the spec’s Roadmap badge when asked', () => {
    renderInRouter(<BundleCard bundle={frontend!} badge />);
    expect(screen.getByText('Roadmap', { ignore: 'dialog *' })).toBeVisible();
  });

  it('links to the learning path’s page', () => {
    renderCard();
    expect(screen.getByRole('link', { name: /^View Learning Path/ })).toHaveAttribute(
      'href',
      '/bundles/complete-frontend-development',
    );
  });

  it('shows prices in the visitor’s region', () => {
    renderCard();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText('$149.99').closest('del')).not.toBeNull();
  });

  it('shows rupee prices in India', () => {
    regionStore.getState().setRegion('IN');
    renderCard();
    expect(screen.getByText('₹1,999')).toBeInTheDocument();
    expect(screen.getByText('₹11,999').closest('del')).not.toBeNull();
  });

  it('has a labelled info button that announces and opens the dialog of the bundle’s courses', () => {
    renderCard();
    const info = screen.getByRole('button', { name: `See the 5 courses of ${frontend!.title}` });
    expect(info).toHaveTextContent(/^See the 5 courses$/);
    expect(info).toHaveAttribute('aria-haspopup', 'dialog');
    const dialog = document.getElementById(info.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) throw new Error('the info button names no dialog');
    openDialog(dialog);
    expect(dialog).toHaveAccessibleName(frontend!.title);
    expect(info).toHaveAttribute('command', 'show-modal');
  });
});
