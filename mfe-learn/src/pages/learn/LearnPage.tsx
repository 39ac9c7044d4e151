import { Navigate, useParams } from 'react-router-dom';
import { getCourseBySlug } from 'shared-data';
import { CoursePlayer } from './CoursePlayer';

/** /courses/{slug}/learn: the locked course-player preview. An unknown slug redirects to /404 (spec section 5). */
export default function LearnPage() {
  const { slug } = useParams();
  const course = getCourseBySlug(slug);
  if (!course) return <Navigate to="/404" replace />;
  return <CoursePlayer key={course.id} course={course} />;
}
