import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { plans } from '@shared-data/content-membership';
import { regionStore } from '@shared-data/platform/region-store';
import LifetimeOffer from './lifetime-offer/LifetimeOffer';
import MembershipPitch from './membership-pitch/MembershipPitch';

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

function renderInRouter(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('the plan fragments the home page shows', () => {
  it('offers the lifetime plan at its price, the list price struck, and links to /membership', () => {
    renderInRouter(<LifetimeOffer />);
    const offer = screen.getByRole('region', { name: /Lifetime Membership: Pay Once/ });
    expect(within(offer).getByText('50% OFF NOW')).toBeInTheDocument();
    expect(within(offer).getByText('$69.99')).toBeInTheDocument();
    expect(within(offer).getByText('$139.99').closest('del')).not.toBeNull();
    expect(within(offer).getByRole('link', { name: 'Explore Lifetime Membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('shows the lifetime offer in rupees for visitors in India', () => {
    regionStore.getState().setRegion('IN');
    renderInRouter(<LifetimeOffer />);
    expect(screen.getByText('₹2,999')).toBeInTheDocument();
    expect(screen.getByText('₹5,999').closest('del')).not.toBeNull();
  });

  it('pitches the membership with what the highlighted plan includes', () => {
    renderInRouter(<MembershipPitch />);
    const pitch = screen.getByRole('region', { name: 'One Membership. Every Course.' });
    const highlighted = plans.find((plan) => plan.highlight) ?? plans[0];
    expect(
      within(pitch)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(highlighted?.features);
    expect(within(pitch).getByRole('link', { name: 'Explore Membership' })).toHaveAttribute('href', '/membership');
  });
});
