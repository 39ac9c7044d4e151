import type { PageFile, PageModule } from '@shared-data/contracts';
import JoinPage from '../pages/join/JoinPage';
import type * as self from './JoinPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-join" */ '../pages/join/head')).joinHead(params, context);
export default JoinPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
