import { courses } from '@shared-data/content-catalog';
import { plans } from '@shared-data/content-membership';
import { buyingComparison } from './buying-comparison';

const lifetime = plans.find((plan) => plan.type === 'lifetime')!;

describe('buyingComparison', () => {
  it.each([
    ['the ten courses of spec section 9 in dollars', 'GLOBAL', 354.9, 99.9, 69.99],
    ['them in rupees for India', 'IN', 28390, 7990, 2999],
  ] as const)('adds up %s', (_, region, listTotal, discountedTotal, planPrice) => {
    expect(buyingComparison(courses, lifetime, region)).toEqual({
      courseCount: 10,
      listTotal,
      discountedTotal,
      planPrice,
    });
  });
});
