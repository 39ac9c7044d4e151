import { Link } from '@shared-data/platform/router';
import { type PopularCoursesProps } from '@shared-data/contracts';
import { COURSE_NAMES } from '@shared-data/content-catalog';

/** The courses the catalogue team puts forward in the site's footer, in this order. */
export const POPULAR_COURSE_IDS = ['python', 'react', 'javascript', 'dsa-advanced'] as const;

/**
 * The footer's popular courses: a list of links the shell's footer places in its column (and
 * styles as its own links), so the catalogue team chooses and names them and deploys them alone.
 */
export default function PopularCourses(_props: PopularCoursesProps) {
  return (
    <ul>
      {POPULAR_COURSE_IDS.map((id) => {
        const course = COURSE_NAMES[id];
        return (
          <li key={course.id}>
            <Link to={`/courses/${course.slug}`}>{course.title}</Link>
          </li>
        );
      })}
    </ul>
  );
}
