/**
 * Every route of spec section 2, once: a course, a bundle and a learn page stand for their kinds,
 * and an unknown path for the 404 page. Sweeps over the whole site (overflow, axe) walk this list.
 */
export const EVERY_ROUTE = [
  '/',
  '/courses',
  '/courses/python-programming-masterclass',
  '/courses/data-structures-and-algorithms-interviews/learn',
  '/learning-path',
  '/bundles/complete-backend-development',
  '/membership',
  '/join',
  '/testimonials',
  '/about',
  '/contact',
  '/faqs',
  '/terms-of-service',
  '/privacy-policy',
  '/dashboard',
  '/no-such-page',
] as const;
