/** The dashboard's head, exported beside the page (src/exposed/DashboardPage.ts). */
import { BRAND, type PageModule } from 'shared-data';

export const dashboardHead: PageModule['head'] = () => ({
  title: 'Course Dashboard',
  description: `All your ${BRAND} courses and learning paths in one place.`,
  keywords: ['dashboard', 'my courses'],
});
