import type { PageFile, PageModule } from '@shared-data/contracts';
import DashboardPage from '../pages/dashboard/DashboardPage';
import type * as self from './DashboardPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-dashboard" */ '../pages/dashboard/head')).dashboardHead(params, context);
export default DashboardPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
