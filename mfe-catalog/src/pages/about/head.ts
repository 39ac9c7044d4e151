/** The about page's head. */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND, FOUNDED_YEAR } from '@shared-data/content-site';

export const aboutHead: PageHeadOf = () => ({
  title: 'About Us',
  description: `Since ${FOUNDED_YEAR} ${BRAND} has taught programming through real projects.`,
  keywords: ['about', 'instructor'],
});
