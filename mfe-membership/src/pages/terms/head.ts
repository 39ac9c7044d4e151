/** The terms page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';

export const termsHead: PageHeadOf = () => ({
  title: 'Terms of Service',
  description: `The terms that govern the use of ${BRAND}.`,
  keywords: ['terms'],
});
