import { countOf, formatHours } from '@shared-data/rules';
import { Link } from '@shared-data/platform/router';
import { bundles, courses } from '@shared-data/content-catalog';
import { PageSection } from '../../../components/section/PageSection';
import { cardClass, coverClass, gridClass, headingClass } from '@shared-data/ui';
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
          <LibraryCard
            key={bundle.id}
            to={`/bundles/${bundle.slug}`}
            imageUrl={bundle.imageUrl}
            title={bundle.title}
            meta={`${countOf(bundle.courses.length, 'course')} · ${formatHours(bundle.duration.totalHours)}`}
          />
        ))}
      </ul>

      <h3 className={styles.groupTitle}>Courses</h3>
      <ul className={gridClass({ gap: 3, sm: 2, lg: 3 }, styles.grid)}>
        {courses.map((course) => (
          <LibraryCard
            key={course.id}
            to={`/courses/${course.slug}`}
            imageUrl={course.imageUrl}
            title={course.title}
            meta={formatHours(course.duration.hours)}
          />
        ))}
      </ul>
    </PageSection>
  );
}

/** One path or course of the library: its cover, its name and its length, the whole card a link to its page. */
function LibraryCard({ to, imageUrl, title, meta }: { to: string; imageUrl: string; title: string; meta: string }) {
  return (
    <li>
      <Link to={to} className={cardClass({ compact: true, lift: true }, styles.card)}>
        <img src={imageUrl} alt="" className={coverClass({ rounded: true }, styles.cover)} width="96" height="54" />
        <span className={styles.text}>
          <span className={headingClass('md', styles.name)}>{title}</span>
          <span className={styles.meta}>{meta}</span>
        </span>
      </Link>
    </li>
  );
}
