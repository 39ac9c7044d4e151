import type { ExposedComponent, ExposedFile } from 'shared-data';
import LearnPage from '../pages/learn/LearnPage';
import type * as self from './LearnPage';

export { learnHead as head, learnPaths as sitemapPaths } from '../pages/learn/head';
export default LearnPage satisfies ExposedComponent<'learn', './LearnPage'>;
/** The whole file (component, head, sitemap paths) as the contract wants it. */
export type Contract = ExposedFile<'learn', './LearnPage', typeof self>;
