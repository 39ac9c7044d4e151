import type { ExposedComponent, ExposedFile, PageModule } from 'shared-data';
import LearningPathPage from '../pages/learning-path/LearningPathPage';
import type * as self from './LearningPathPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "page-heads" */ '../pages/learning-path/head')).learningPathHead(params, context);
export default LearningPathPage satisfies ExposedComponent<'catalog', './LearningPathPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './LearningPathPage', typeof self>;
