import type { PageFile, PageModule } from '@shared-data/contracts';
import LearningPathPage from '../pages/learning-path/LearningPathPage';
import type * as self from './LearningPathPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-learning-path" */ '../pages/learning-path/head')).learningPathHead(
    params,
    context,
  );
export default LearningPathPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
