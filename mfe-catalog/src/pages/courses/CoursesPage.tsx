import { Link } from 'react-router-dom';
import { courses, regionalPrices } from 'shared-data';
import { useRegion } from 'shared-data/region-store';

export default function CoursesPage() {
  const region = useRegion();
  return (
    <div>
      <h1>All Courses</h1>
      <ul>
        {courses.map((course) => (
          <li key={course.id}>
            <Link to={`/courses/${course.slug}`}>{course.title}</Link> {regionalPrices(course, region).discounted}
          </li>
        ))}
      </ul>
    </div>
  );
}
