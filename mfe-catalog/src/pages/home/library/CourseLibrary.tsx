import { Link } from '@shared-data/platform/router';
import { countOf, courseContents } from '@shared-data/rules';
import { SOCIAL_PROOF } from '@shared-data/content-site';
import { courseSummaries } from '@shared-data/content-catalog';
import { coverClass, gridClass, headingClass } from '@shared-data/ui';
import { Section } from '../../../components/section/Section';
import styles from './CourseLibrary.module.css';

/** Every course in the library as a compact tile. */
export function CourseLibrary() {
  return (
    <Section
      eyebrow="The library"
      title={`${countOf(courseSummaries.length, 'Course')}, ${SOCIAL_PROOF.libraryCertificates} Certificates`}
      intro="One membership opens the whole library, and every course ends with a certificate you can share."
    >
      <ul className={gridClass({ base: 2, gap: 3, sm: 3, lg: 5, gapLg: 4 })} aria-label="Course library">
        {courseSummaries.map((course) => (
          <li key={course.id} className={styles.tile}>
            <img className={coverClass()} src={course.imageUrl} alt="" width={320} height={180} loading="lazy" />
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
    </Section>
  );
}
