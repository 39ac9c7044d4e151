/** The dashboard's head, exported beside the page (src/exposed/DashboardPage.ts). */
import { BRAND, type PageHeadOf } from 'shared-data';

export const dashboardHead: PageHeadOf = () => ({
  title: 'Course Dashboard',
  description: `All your ${BRAND} courses and learning paths in one place.`,
  keywords: ['dashboard', 'my courses'],
});
