import type { ExposedComponent } from 'shared-data';
import CourseDetailPage from '../pages/course-detail/CourseDetailPage';

export default CourseDetailPage satisfies ExposedComponent<'catalog', './CourseDetailPage'>;
