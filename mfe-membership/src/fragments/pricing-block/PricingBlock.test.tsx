import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { plans } from '@shared-data/content-membership';
import { regionStore } from '@shared-data/platform/region-store';
import PricingBlock, { DEFAULT_PRICING_HEADING } from './PricingBlock';

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

function renderBlock(heading?: string) {
  render(
    <MemoryRouter>
      <PricingBlock heading={heading} />
    </MemoryRouter>,
  );
}

describe('PricingBlock', () => {
  it('is a named section with both plans and a link to the membership page', () => {
    renderBlock();
    expect(screen.getByRole('region', { name: DEFAULT_PRICING_HEADING })).toBeInTheDocument();
    for (const plan of plans) {
      expect(screen.getByRole('heading', { level: 3, name: plan.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'See everything the membership includes' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(screen.getByText(/no refunds/)).toBeInTheDocument();
  });

  it('takes the heading the host page gives it', () => {
    renderBlock('Get this course and every other one');
    expect(screen.getByRole('heading', { level: 2, name: 'Get this course and every other one' })).toBeInTheDocument();
  });

  it('prices for the visitor’s region', () => {
    regionStore.getState().setRegion('IN');
    renderBlock();
    expect(screen.getByText('₹2,999')).toBeInTheDocument();
  });
});
