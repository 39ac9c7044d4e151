import { Suspense } from 'react';
import { Navigate, useParams } from '@shared-data/platform/router';
import { getCourseBySlug } from '@shared-data/content-catalog';
import { CoursePlayer } from './CoursePlayer';
import { DetailLoading } from './components/DetailStatus';

/** /courses/{slug}/learn: the locked course-player preview. An unknown slug redirects to /404 (spec section 5). */
export default function LearnPage() {
  const { slug } = useParams();
  const course = getCourseBySlug(slug);
  if (!course) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={<DetailLoading what="the course player" />}>
      <CoursePlayer key={course.id} course={course} />
    </Suspense>
  );
}
