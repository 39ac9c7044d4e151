import type { ExposedComponent, ExposedFile } from 'shared-data';
import DashboardPage from '../pages/dashboard/DashboardPage';
import type * as self from './DashboardPage';

export { dashboardHead as head } from '../pages/dashboard/head';
export default DashboardPage satisfies ExposedComponent<'dashboard', './DashboardPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'dashboard', './DashboardPage', typeof self>;
