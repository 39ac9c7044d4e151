/** The about page's head. */
import { BRAND, FOUNDED_YEAR, type PageHeadOf } from 'shared-data';

export const aboutHead: PageHeadOf = () => ({
  title: 'About Us',
  description: `Since ${FOUNDED_YEAR} ${BRAND} has taught programming through real projects.`,
  keywords: ['about', 'instructor'],
});
