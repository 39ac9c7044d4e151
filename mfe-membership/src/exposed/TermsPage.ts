import type { PageFile, PageModule } from '@shared-data/contracts';
import TermsPage from '../pages/terms/TermsPage';
import type * as self from './TermsPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-terms" */ '../pages/terms/head')).termsHead(params, context);
export default TermsPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
