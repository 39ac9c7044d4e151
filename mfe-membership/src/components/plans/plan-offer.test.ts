import { type Plan } from '@shared-data/rules';
import { plans } from '@shared-data/content-membership';
import { planOffer } from './plan-offer';

function plan(type: Plan['type']): Plan {
  const found = plans.find((item) => item.type === type);
  if (!found) throw new Error(`no ${type} plan`);
  return found;
}

describe('planOffer', () => {
  it('prices the plans in rupees with the India checkout for IN', () => {
    expect(planOffer(plan('yearly'), 'IN')).toEqual({
      price: '₹1,999',
      listPrice: null,
      intervalText: '/year',
      checkoutUrl: plan('yearly').checkoutUrlIndia,
    });
    expect(planOffer(plan('lifetime'), 'IN')).toEqual({
      price: '₹2,999',
      listPrice: '₹5,999',
      intervalText: 'one-time',
      checkoutUrl: plan('lifetime').checkoutUrlIndia,
    });
  });

  it('prices the plans in dollars with the global checkout everywhere else', () => {
    expect(planOffer(plan('yearly'), 'GLOBAL')).toEqual({
      price: '$59.99',
      listPrice: null,
      intervalText: '/year',
      checkoutUrl: plan('yearly').checkoutUrl,
    });
    expect(planOffer(plan('lifetime'), 'GLOBAL')).toEqual({
      price: '$69.99',
      listPrice: '$139.99',
      intervalText: 'one-time',
      checkoutUrl: plan('lifetime').checkoutUrl,
    });
  });

  it('never sends a visitor of one region to the other region’s checkout', () => {
    for (const item of plans) {
      expect(item.checkoutUrl).not.toBe(item.checkoutUrlIndia);
    }
  });
});
