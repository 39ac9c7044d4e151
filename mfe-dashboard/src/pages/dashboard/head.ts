/** The dashboard's head, exported beside the page (src/exposed/DashboardPage.ts). */
import { type PageHeadOf } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';

export const dashboardHead: PageHeadOf = () => ({
  title: 'Course Dashboard',
  description: `All your ${BRAND} courses and learning paths in one place.`,
  keywords: ['dashboard', 'my courses'],
});
