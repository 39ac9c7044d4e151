import type { PageFile, PageModule } from '@shared-data/contracts';
import CoursesPage from '../pages/courses/CoursesPage';
import type * as self from './CoursesPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-courses" */ '../pages/courses/head')).coursesHead(params, context);
export default CoursesPage satisfies PageModule['default'];
/** The whole file (component, head) as the contract wants it. */
export type Contract = PageFile<typeof self>;
