import type { Course } from '@shared-data/rules';
import { enrollUrlFor } from '@shared-data/rules';
import { useRegion } from '@shared-data/platform/region-store';
import { ExternalLink, buttonClass, containerClass, LockIcon, headingClass } from '@shared-data/ui';
import styles from './UpgradeBanner.module.css';

/**
 * The bar above the player: one message (what is locked, and what is free) and one way in, the
 * course's enrolment (its checkout in the visitor's region, as the course page's Enroll Now).
 */
export function UpgradeBanner({ course }: { course: Course }) {
  const region = useRegion();
  return (
    <section className={styles.banner} aria-label="Course access">
      <div className={containerClass(styles.inner)}>
        <LockIcon className={styles.icon} />
        <p className={headingClass('sm', styles.text)}>
          <strong>Lectures are locked until you enroll.</strong>{' '}
          <span className={styles.more}>
            The curriculum is free to browse; enrolling unlocks every lecture and the certificate.
          </span>
        </p>
        <ExternalLink className={buttonClass({ variant: 'onDark' })} href={enrollUrlFor(course, region)}>
          Enroll Now<span className="visually-hidden">: {course.title}</span>
        </ExternalLink>
      </div>
    </section>
  );
}
