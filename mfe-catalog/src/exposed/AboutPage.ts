import type { PageFile, PageModule } from '@shared-data/contracts';
import AboutPage from '../pages/about/AboutPage';
import type * as self from './AboutPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-about" */ '../pages/about/head')).aboutHead(params, context);
export default AboutPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
