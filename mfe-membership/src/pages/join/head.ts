/** The join page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';

export const joinHead: PageHeadOf = () => ({
  title: `Join ${BRAND}`,
  description: 'Choose the yearly or lifetime membership and start learning today.',
  keywords: ['membership', 'join'],
});
