import type { PageFile, PageModule } from '@shared-data/contracts';
import HomePage from '../pages/home/HomePage';
import type * as self from './HomePage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-home" */ '../pages/home/head')).homeHead(params, context);
export default HomePage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
