import type { Course } from '@shared-data/rules';
import { gridClass } from '@shared-data/ui';
import { CourseCard } from './CourseCard';
import styles from './CourseGrid.module.css';

/**
 * Course cards in a grid: one column on phones, two on tablets, three on desktops. In the page's
 * first grid, the first card's cover is in the first view: it loads at once (the page's largest paint).
 * `alsoIn` names, per course, the other learning paths that show it too.
 */
export function CourseGrid({
  courses,
  alsoIn = {},
  first = false,
}: {
  courses: readonly Course[];
  alsoIn?: Partial<Record<Course['id'], string[]>>;
  first?: boolean;
}) {
  return (
    <ul className={gridClass({ gap: 4, sm: 2, gapSm: 5, lg: 3 })}>
      {courses.map((course, index) => (
        <li key={course.id} className={styles.item}>
          <CourseCard course={course} alsoIn={alsoIn[course.id]} eager={first && index === 0} />
        </li>
      ))}
    </ul>
  );
}
