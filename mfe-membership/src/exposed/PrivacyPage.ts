import type { PageFile, PageModule } from '@shared-data/contracts';
import PrivacyPage from '../pages/privacy/PrivacyPage';
import type * as self from './PrivacyPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-privacy" */ '../pages/privacy/head')).privacyHead(params, context);
export default PrivacyPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
