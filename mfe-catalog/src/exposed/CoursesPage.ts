import type { ExposedComponent, ExposedFile } from 'shared-data';
import CoursesPage from '../pages/courses/CoursesPage';
import type * as self from './CoursesPage';

export { coursesHead as head } from '../pages/heads';
export default CoursesPage satisfies ExposedComponent<'catalog', './CoursesPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'catalog', './CoursesPage', typeof self>;
