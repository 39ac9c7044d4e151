import { countOf, formatHours } from '@shared-data/rules';
import { Link } from '@shared-data/platform/router';
import { bundles, courses } from '@shared-data/content-catalog';
import { PageSection } from '../../../components/section/PageSection';
import { cardClass, coverClass, gridClass } from '@shared-data/ui';
import styles from './LibrarySection.module.css';

/** The library a membership covers: every learning path and every course, each linking to its page. */
export function LibrarySection() {
  return (
    <PageSection
      id="library"
      eyebrow="The library"
      heading="Every Course and Learning Path Included"
      intro={
        <p>
          {courses.length} courses and {bundles.length} learning paths, all unlocked the moment you join.
        </p>
      }
    >
      <h3 className={styles.groupTitle}>Learning Paths</h3>
      <ul className={gridClass({ gap: 3, sm: 2, lg: 3 }, styles.grid)}>
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <Link to={`/bundles/${bundle.slug}`} className={cardClass({ compact: true, lift: true }, styles.card)}>
              <img
                src={bundle.imageUrl}
                alt=""
                className={coverClass({ rounded: true }, styles.cover)}
                width="96"
                height="54"
              />
              <span className={styles.text}>
                <span className={styles.name}>{bundle.title}</span>
                <span className={styles.meta}>
                  {countOf(bundle.courses.length, 'course')} · {formatHours(bundle.duration.totalHours)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <h3 className={styles.groupTitle}>Courses</h3>
      <ul className={gridClass({ gap: 3, sm: 2, lg: 3 }, styles.grid)}>
        {courses.map((course) => (
          <li key={course.id}>
            <Link to={`/courses/${course.slug}`} className={cardClass({ compact: true, lift: true }, styles.card)}>
              <img
                src={course.imageUrl}
                alt=""
                className={coverClass({ rounded: true }, styles.cover)}
                width="96"
                height="54"
              />
              <span className={styles.text}>
                <span className={styles.name}>{course.title}</span>
                <span className={styles.meta}>{formatHours(course.duration.hours)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
