import { type Plan } from '@shared-data/rules';
import { plans } from '@shared-data/content-membership';
import { planOffer } from './plan-offer';

function plan(type: Plan['type']): Plan {
  const found = plans.find((item) => item.type === type);
  if (!found) throw new Error(`no ${type} plan`);
  return found;
}

describe('planOffer', () => {
  it.each([
    ['yearly', 'IN', '₹1,999', null, '/year', 'checkoutUrlIndia'],
    ['lifetime', 'IN', '₹2,999', '₹5,999', 'one-time', 'checkoutUrlIndia'],
    ['yearly', 'GLOBAL', '$59.99', null, '/year', 'checkoutUrl'],
    ['lifetime', 'GLOBAL', '$69.99', '$139.99', 'one-time', 'checkoutUrl'],
  ] as const)(
    'prices the %s plan for %s: %s (list %s) %s, with that region’s checkout',
    (type, region, price, listPrice, intervalText, checkout) => {
      expect(planOffer(plan(type), region)).toEqual({
        price,
        listPrice,
        intervalText,
        checkoutUrl: plan(type)[checkout],
      });
    },
  );

  it('never sends a visitor of one region to the other region’s checkout', () => {
    for (const item of plans) {
      expect(item.checkoutUrl).not.toBe(item.checkoutUrlIndia);
    }
  });
});
