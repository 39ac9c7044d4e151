import type { ExposedComponent } from 'shared-data';
import DashboardPage from '../pages/dashboard/DashboardPage';

export default DashboardPage satisfies ExposedComponent<'dashboard', './DashboardPage'>;
