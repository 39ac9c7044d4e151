import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { countOf, courseContents } from '@shared-data/rules';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import { courseSummaries } from '@shared-data/content-catalog';
import { coverClass, gridClass, headingClass } from '@shared-data/ui';
import styles from './CourseLibrary.module.css';

/**
 * The library, under the popular courses' cards (one section: the cards show three courses at full
 * size, the library all ten as a list to scan): each course a compact row, a small cover beside its
 * title and length, the whole row a link.
 */
export function CourseLibrary() {
  const headingId = useId();
  return (
    <section className={styles.library} aria-labelledby={headingId}>
      <h3 id={headingId} className={headingClass('xl', styles.heading)}>
        {countOf(courseSummaries.length, 'Course')}, {SOCIAL_PROOF.libraryCertificates} Certificates
      </h3>
      <p className={styles.intro}>
        One membership opens the whole library, and every course ends with a certificate you can share.
      </p>
      <ul className={gridClass({ gap: 2, sm: 2, gapSm: 4 })} aria-label="Course library">
        {courseSummaries.map((course) => (
          <li key={course.id} className={styles.tile}>
            <img
              className={coverClass({ rounded: true }, styles.cover)}
              src={course.imageUrl}
              alt=""
              width={96}
              height={54}
              loading="lazy"
            />
            <div className={styles.body}>
              <h3 className={headingClass('sm', styles.title)}>
                <Link to={`/courses/${course.slug}`} className={styles.link}>
                  {course.title}
                </Link>
              </h3>
              <p className={styles.meta}>{courseContents(course.duration).join(' · ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
