/** The join page's head. */
import { BRAND, type PageHeadOf } from 'shared-data';

export const joinHead: PageHeadOf = () => ({
  title: `Join ${BRAND}`,
  description: 'Choose the yearly or lifetime membership and start learning today.',
  keywords: ['membership', 'join'],
});
