import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bundles, findById } from 'shared-data';
import { regionStore } from 'shared-data/region-store';
import { BundleCard } from './BundleCard';

const frontend = findById(bundles, 'frontend-bootcamp');
if (!frontend) throw new Error('frontend bundle missing');

function renderCard() {
  return render(
    <MemoryRouter>
      <BundleCard bundle={frontend!} />
    </MemoryRouter>,
  );
}

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('BundleCard', () => {
  it('shows the Roadmap badge, title, card points and totals', () => {
    renderCard();
    expect(screen.getByText('Roadmap')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: frontend!.title })).toBeInTheDocument();
    for (const point of frontend!.cardPoints) expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByText('5 courses')).toBeInTheDocument();
    expect(screen.getByText('111 hours')).toBeInTheDocument();
    expect(screen.getByText('26 projects')).toBeInTheDocument();
  });

  it('links to the roadmap page', () => {
    renderCard();
    expect(screen.getByRole('link', { name: /^View Roadmap Details/ })).toHaveAttribute(
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

  it('has an info button that announces a dialog', () => {
    renderCard();
    expect(screen.getByRole('button', { name: `Courses in ${frontend!.title}` })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});
