import type { PageFile, PageModule } from '@shared-data/contracts';
import LearnPage from '../pages/learn/LearnPage';
import type * as self from './LearnPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-learn" */ '../pages/learn/head')).learnHead(params, context);
export const sitemapPaths: NonNullable<PageModule['sitemapPaths']> = async () =>
  (await import(/* webpackChunkName: "head-learn" */ '../pages/learn/head')).learnPaths();
export default LearnPage satisfies PageModule['default'];
/** The whole file (component, head, sitemap paths) as the contract wants it. */
export type Contract = PageFile<typeof self>;
