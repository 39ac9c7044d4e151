import type { ExposedComponent, ExposedFile } from 'shared-data';
import CourseDetailPage from '../pages/course-detail/CourseDetailPage';
import type * as self from './CourseDetailPage';

export { courseDetailHead as head, coursePaths as sitemapPaths } from '../pages/heads';
export default CourseDetailPage satisfies ExposedComponent<'catalog', './CourseDetailPage'>;
/** The whole file (component, head, sitemap paths) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './CourseDetailPage', typeof self>;
