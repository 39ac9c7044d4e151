import type { Course, Plan, Region } from '@shared-data/rules';
import { planAmounts } from '../../../components/plans/plan-offer';

export interface BuyingComparison {
  courseCount: number;
  /** Every course bought one by one at its list price. */
  listTotal: number;
  /** Every course bought one by one at today's discounted price. */
  discountedTotal: number;
  /** The plan's price, in the same currency. */
  planPrice: number;
}

/** Rounds to cents, so sums of prices such as 9.99 read as money. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What buying every course separately costs against one plan, in the region's currency. */
export function buyingComparison(courseList: readonly Course[], plan: Plan, region: Region): BuyingComparison {
  const india = region === 'IN';
  const sum = (price: (course: Course) => number) =>
    cents(courseList.reduce((total, course) => total + price(course), 0));
  return {
    courseCount: courseList.length,
    listTotal: sum((course) => (india ? course.originalPriceIndia : course.originalPrice)),
    discountedTotal: sum((course) => (india ? course.discountedPriceIndia : course.discountedPrice)),
    planPrice: planAmounts(plan, region).price,
  };
}
