import type { PageFile, PageModule } from '@shared-data/contracts';
import CourseDetailPage from '../pages/course-detail/CourseDetailPage';
import type * as self from './CourseDetailPage';

/** The page's head: its code and content load where a head is written, not with the page. */
export const head: PageModule['head'] = async (params, context) =>
  (await import(/* webpackChunkName: "head-course-detail" */ '../pages/course-detail/head')).courseDetailHead(
    params,
    context,
  );
export const sitemapPaths: NonNullable<PageModule['sitemapPaths']> = async () =>
  (await import(/* webpackChunkName: "head-course-detail" */ '../pages/course-detail/head')).coursePaths();
export default CourseDetailPage satisfies PageModule['default'];
/** The whole file (component, head, sitemap paths) as the contract wants it. */
export type Contract = PageFile<typeof self>;
