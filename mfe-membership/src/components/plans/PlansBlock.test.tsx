import { act, render, screen, within } from '@testing-library/react';
import { type Plan } from '@shared-data/rules';
import { plans } from '@shared-data/content-membership';
import { regionStore } from '@shared-data/platform/region-store';
import { PlansBlock } from './PlansBlock';

function plan(type: Plan['type']): Plan {
  const found = plans.find((item) => item.type === type);
  if (!found) throw new Error(`no ${type} plan`);
  return found;
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

afterEach(() => regionStore.getState().setRegion('GLOBAL'));

describe('PlansBlock', () => {
  it.each([
    [
      'rupee prices and the India checkout to visitors in India',
      'IN',
      '₹1,999',
      '₹2,999',
      '₹5,999',
      'checkoutUrlIndia',
      /\$/,
    ],
    [
      'dollar prices and the global checkout everywhere else',
      'GLOBAL',
      '$59.99',
      '$69.99',
      '$139.99',
      'checkoutUrl',
      /₹/,
    ],
  ] as const)('shows %s', (_, region, yearlyPrice, lifetimePrice, listPrice, checkout, otherCurrency) => {
    regionStore.getState().setRegion(region);
    render(<PlansBlock />);

    const yearly = card('Yearly Membership');
    expect(within(yearly).getByText(yearlyPrice)).toBeInTheDocument();
    expect(within(yearly).getByText('/year')).toBeInTheDocument();
    expect(within(yearly).getByRole('link', { name: /Get 1-Year Access/ })).toHaveAttribute(
      'href',
      plan('yearly')[checkout],
    );

    const lifetime = card('Lifetime Membership');
    expect(within(lifetime).getByText(lifetimePrice)).toBeInTheDocument();
    expect(within(lifetime).getByText(listPrice).tagName).toBe('DEL');
    expect(within(lifetime).getByText('50% OFF NOW')).toBeInTheDocument();
    expect(within(lifetime).getByText('one-time')).toBeInTheDocument();
    expect(within(lifetime).getByRole('link', { name: /Get Lifetime Access/ })).toHaveAttribute(
      'href',
      plan('lifetime')[checkout],
    );
    expect(screen.queryByText(otherCurrency)).not.toBeInTheDocument();
  });

  it('puts the price first and the struck-through list price after it, as every price on the site', () => {
    render(<PlansBlock />);
    const lifetime = card('Lifetime Membership');
    const price = within(lifetime).getByText('$69.99');
    const listPrice = within(lifetime).getByText('$139.99');
    expect(listPrice.tagName).toBe('DEL');
    expect(price.compareDocumentPosition(listPrice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(price.closest('p')).toHaveTextContent('Price: $69.99 Original price: $139.99 one-time');
  });

  it('switches prices when the region changes', () => {
    render(<PlansBlock />);
    expect(screen.getByText('$59.99')).toBeInTheDocument();
    act(() => regionStore.getState().setRegion('IN'));
    expect(screen.getByText('₹1,999')).toBeInTheDocument();
  });

  it('opens both checkouts in a new tab without handing over the opener', () => {
    render(<PlansBlock />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists every feature of each plan', () => {
    render(<PlansBlock />);
    for (const item of plans) {
      const list = within(card(item.title)).getByRole('list', { name: `${item.title} includes` });
      expect(within(list).getAllByRole('listitem')).toHaveLength(item.features.length);
    }
  });
});
