import type { Course } from '@shared-data/rules';
import { CourseCard } from './CourseCard';
import styles from './CourseGrid.module.css';

/** Course cards in a grid: one column on phones, two on tablets, three on desktops. */
export function CourseGrid({ courses }: { courses: readonly Course[] }) {
  return (
    <ul className={styles.grid}>
      {courses.map((course) => (
        <li key={course.id} className={styles.item}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
