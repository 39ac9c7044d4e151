import type { Plan } from '@shared-data/rules';
import { EXTERNAL_URLS } from '@shared-data/content-site';

/** Both plans list the same library (spec section 9). */
const PLAN_FEATURES = [
  '210 hours of HD video',
  '50 development projects',
  '100+ DSA problems with solutions',
  'Certificates of completion',
  'All 10 courses and 3 learning paths',
  'Future courses and updates included',
];

export const plans: Plan[] = [
  {
    type: 'yearly',
    title: 'Yearly Membership',
    price: 59.99,
    priceIndia: 1999,
    interval: 'year',
    description: 'One year of access to the whole library. If it expires, access pauses and your progress is kept.',
    features: [...PLAN_FEATURES, 'One year of access'],
    buttonText: 'Get 1-Year Access',
    checkoutUrl: EXTERNAL_URLS.checkoutYearly,
    checkoutUrlIndia: EXTERNAL_URLS.checkoutYearlyIndia,
    highlight: false,
  },
  {
    type: 'lifetime',
    title: 'Lifetime Membership',
    price: 69.99,
    priceIndia: 2999,
    originalPrice: 139.99,
    originalPriceIndia: 5999,
    badge: '50% OFF NOW',
    interval: 'one-time',
    description: 'Pay once, learn forever: every current course, learning path and future release.',
    features: [...PLAN_FEATURES, 'Lifetime access, pay once'],
    buttonText: 'Get Lifetime Access',
    checkoutUrl: EXTERNAL_URLS.checkoutLifetime,
    checkoutUrlIndia: EXTERNAL_URLS.checkoutLifetimeIndia,
    highlight: true,
  },
];
