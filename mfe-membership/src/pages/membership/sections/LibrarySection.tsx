import { countOf, formatHours } from '@shared-data/rules';
import { Link } from '@shared-data/platform/router';
import { bundles, courses } from '@shared-data/content-catalog';
import { PageSection } from '../../../components/section/PageSection';
import { balancedGridClasses, cardClass, coverClass, headingClass } from '@shared-data/ui';
import styles from './LibrarySection.module.css';

/** The library's lists: three columns on desktops, two on tablets, rows as even as they can be. */
const LOOK = { gap: 3, sm: 2, lg: 3 } as const;

/** The library a membership covers: every learning path and every course, each linking to its page. */
export function LibrarySection() {
  const pathGrid = balancedGridClasses(bundles.length, LOOK, styles.grid);
  const courseGrid = balancedGridClasses(courses.length, LOOK, styles.grid);
  return (
    <PageSection
      id="library"
      eyebrow="The library"
      estimate={{ phone: 115, tablet: 70, desktop: 60 }}
      heading="Every Course and Learning Path Included"
      intro={
        <p>
          {courses.length} courses and {bundles.length} learning paths, all unlocked the moment you join.
        </p>
      }
    >
      <h3 className={styles.groupTitle}>Learning Paths</h3>
      <ul className={pathGrid.list}>
        {bundles.map((bundle, index) => (
          <LibraryCard
            key={bundle.id}
            className={pathGrid.item(index)}
            to={`/bundles/${bundle.slug}`}
            imageUrl={bundle.imageUrl}
            title={bundle.title}
            meta={`${countOf(bundle.courses.length, 'course')} · ${formatHours(bundle.duration.totalHours)}`}
          />
        ))}
      </ul>

      <h3 className={styles.groupTitle}>Courses</h3>
      <ul className={courseGrid.list}>
        {courses.map((course, index) => (
          <LibraryCard
            key={course.id}
            className={courseGrid.item(index)}
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
function LibraryCard({
  to,
  imageUrl,
  title,
  meta,
  className,
}: {
  to: string;
  imageUrl: string;
  title: string;
  meta: string;
  className: string;
}) {
  return (
    <li className={className || undefined}>
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
