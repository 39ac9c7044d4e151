/** The terms page's head. */
import { BRAND, type PageHeadOf } from 'shared-data';

export const termsHead: PageHeadOf = () => ({
  title: 'Terms of Service',
  description: `The terms that govern the use of ${BRAND}.`,
  keywords: ['terms'],
});
