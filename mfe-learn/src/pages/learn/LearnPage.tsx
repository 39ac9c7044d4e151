import { Link, Navigate, useParams } from 'react-router-dom';
import { getCourseBySlug } from 'shared-data';

export default function LearnPage() {
  const { slug } = useParams();
  const course = getCourseBySlug(slug);
  if (!course) return <Navigate to="/404" replace />;
  return (
    <div>
      <h1>{course.title}</h1>
      <Link to={`/courses/${course.slug}`}>Back to Course</Link>
    </div>
  );
}
