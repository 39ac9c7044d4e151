import { countOf } from '@shared-data/rules';
import { useId } from 'react';
import type { Course } from '@shared-data/rules';
import { spreadClass, stackClass, headingClass } from '@shared-data/ui';
import { CourseGrid } from './CourseGrid';
import styles from './IndividualCourses.module.css';

/** Courses that belong to no learning path. */
export function IndividualCourses({ courses, first = false }: { courses: readonly Course[]; first?: boolean }) {
  const headingId = useId();
  return (
    <section className={stackClass(4, styles.section)} aria-labelledby={headingId}>
      <div className={spreadClass(1, styles.head)}>
        <h2 id={headingId} className={headingClass('xl', styles.title)}>
          Individual Courses
        </h2>
        <p className={styles.meta}>{countOf(courses.length, 'course')} outside a learning path</p>
      </div>
      <CourseGrid courses={courses} first={first} />
    </section>
  );
}
