import type { PageFile, PageModule } from '@shared-data/contracts';
import FaqsPage from '../pages/faqs/FaqsPage';
import type * as self from './FaqsPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-faqs" */ '../pages/faqs/head')).faqsHead(params, context);
export default FaqsPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
