import { courseContents } from '@shared-data/rules';
import { Link } from '@shared-data/platform/router';
import type { Bundle, CourseSummary } from '@shared-data/rules';
import {
  ExternalLink,
  buttonClass,
  cardClass,
  coverClass,
  eyebrowClass,
  gridClass,
  headingClass,
  iconCircleClass,
} from '@shared-data/ui';
import styles from './BundleCoursePath.module.css';

interface BundleCoursePathProps {
  bundle: Bundle;
  courses: readonly CourseSummary[];
}

/** The bundle's courses as a numbered path, each with Syllabus (when it has one), Preview and Course Details. */
export function BundleCoursePath({ bundle, courses }: BundleCoursePathProps) {
  return (
    <ol className={gridClass({ gap: 5 }, styles.path)} aria-label={`Courses in ${bundle.title}, in order`}>
      {courses.map((course, index) => {
        const stage = bundle.syllabus[index];
        return (
          <li key={course.id} className={styles.step}>
            <span className={iconCircleClass({ size: 'small', tone: 'primary' }, styles.number)} aria-hidden="true">
              {index + 1}
            </span>
            <div className={cardClass({ compact: true }, styles.card)}>
              <img
                className={coverClass({ rounded: true })}
                src={course.imageUrl}
                alt=""
                width={160}
                height={90}
                loading="lazy"
              />
              <div className={styles.text}>
                {stage && (
                  <p className={eyebrowClass({ size: 'xs', primary: true }, styles.stage)}>
                    Step {index + 1} · {stage.title}
                  </p>
                )}
                <h3 className={headingClass('lg')}>{course.title}</h3>
                <p className={styles.description}>{course.description}</p>
                <p className={styles.meta}>{courseContents(course.duration).join(' · ')}</p>
                <div className={styles.links}>
                  {course.syllabusUrl && (
                    <ExternalLink
                      className={buttonClass({ variant: 'secondary', size: 'small' })}
                      href={course.syllabusUrl}
                    >
                      Syllabus<span className="visually-hidden"> of {course.title}</span>
                    </ExternalLink>
                  )}
                  <Link
                    className={buttonClass({ variant: 'secondary', size: 'small' })}
                    to={`/courses/${course.slug}/learn`}
                  >
                    Preview<span className="visually-hidden"> {course.title}</span>
                  </Link>
                  <Link className={buttonClass({ size: 'small' })} to={`/courses/${course.slug}`}>
                    Course Details<span className="visually-hidden">: {course.title}</span>
                  </Link>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
