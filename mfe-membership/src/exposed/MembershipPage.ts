import type { PageFile, PageModule } from '@shared-data/contracts';
import MembershipPage from '../pages/membership/MembershipPage';
import type * as self from './MembershipPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-membership" */ '../pages/membership/head')).membershipHead(params, context);
export default MembershipPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
