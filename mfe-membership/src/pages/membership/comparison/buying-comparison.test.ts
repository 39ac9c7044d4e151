import { courses } from '@shared-data/content-catalog';
import { plans } from '@shared-data/content-membership';
import { buyingComparison } from './buying-comparison';

const lifetime = plans.find((plan) => plan.type === 'lifetime')!;

describe('buyingComparison', () => {
  it('adds up the ten courses of spec section 9 in dollars', () => {
    expect(buyingComparison(courses, lifetime, 'GLOBAL')).toEqual({
      courseCount: 10,
      listTotal: 354.9,
      discountedTotal: 99.9,
      planPrice: 69.99,
    });
  });

  it('adds them up in rupees for India', () => {
    expect(buyingComparison(courses, lifetime, 'IN')).toEqual({
      courseCount: 10,
      listTotal: 28390,
      discountedTotal: 7990,
      planPrice: 2999,
    });
  });
});
