/** The membership page's head. */
import { BRAND, type PageHeadOf } from 'shared-data';

export const membershipHead: PageHeadOf = () => ({
  title: 'Membership: Every Course, One Price',
  description: `One membership unlocks all ${BRAND} courses, learning paths, projects, DSA problems and certificates.`,
  keywords: ['membership', 'lifetime access'],
});
