import type { ExposedComponent } from 'shared-data';
import CoursesPage from '../pages/courses/CoursesPage';

export default CoursesPage satisfies ExposedComponent<'catalog', './CoursesPage'>;
