import type { ExposedComponent, ExposedFile } from 'shared-data';
import BundleDetailPage from '../pages/bundle-detail/BundleDetailPage';
import type * as self from './BundleDetailPage';

export { bundleDetailHead as head, bundlePaths as sitemapPaths } from '../pages/heads';
export default BundleDetailPage satisfies ExposedComponent<'catalog', './BundleDetailPage'>;
/** The whole file (component, head, sitemap paths) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './BundleDetailPage', typeof self>;
