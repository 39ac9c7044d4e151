import type { Course } from '@shared-data/rules';
import { balancedGridClasses } from '@shared-data/ui';
import { CourseCard } from './CourseCard';
import styles from './CourseGrid.module.css';

/**
 * Course cards in a grid: one column on phones, two on tablets, three on desktops, in rows as even
 * as they can be (a short row centred, never one card alone: @shared-data/ui's balanced grid). In the page's
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
  const grid = balancedGridClasses(courses.length, { gap: 4, sm: 2, gapSm: 5, lg: 3 });
  return (
    <ul className={grid.list}>
      {courses.map((course, index) => (
        <li key={course.id} className={grid.item(index, styles.item)}>
          <CourseCard course={course} alsoIn={alsoIn[course.id]} eager={first && index === 0} />
        </li>
      ))}
    </ul>
  );
}
