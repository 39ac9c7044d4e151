import type { PageFile, PageModule } from '@shared-data/contracts';
import BundleDetailPage from '../pages/bundle-detail/BundleDetailPage';
import type * as self from './BundleDetailPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-bundle-detail" */ '../pages/bundle-detail/head')).bundleDetailHead(
    params,
    context,
  );
export const sitemapPaths: NonNullable<PageModule['sitemapPaths']> = async () =>
  (await import(/* webpackChunkName: "head-bundle-detail" */ '../pages/bundle-detail/head')).bundlePaths();
export default BundleDetailPage satisfies PageModule['default'];
/** The whole file (component, head, sitemap paths) as the contract wants it. */
export type Contract = PageFile<typeof self>;
