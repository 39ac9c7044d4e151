/** The membership page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';

export const membershipHead: PageHeadOf = () => ({
  title: 'Membership: Every Course, One Price',
  description: `One membership unlocks all ${BRAND} courses, learning paths, projects, DSA problems and certificates.`,
  keywords: ['membership', 'lifetime access'],
});
