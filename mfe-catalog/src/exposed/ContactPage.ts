import type { PageFile, PageModule } from '@shared-data/contracts';
import ContactPage from '../pages/contact/ContactPage';
import type * as self from './ContactPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-contact" */ '../pages/contact/head')).contactHead(params, context);
export default ContactPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
