import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { BookIcon, IconCircle, buttons, cardClass, stackClass, headingClass } from '@shared-data/ui';
import styles from './EmptyDashboard.module.css';

/** What a learner without courses sees: a way to the catalogue. */
export function EmptyDashboard() {
  const headingId = useId();
  return (
    <section className={cardClass({ tone: 'soft' }, stackClass(3, styles.empty))} aria-labelledby={headingId}>
      <IconCircle>
        <BookIcon width="1em" height="1em" />
      </IconCircle>
      <h2 id={headingId} className={headingClass('2xl')}>
        No courses yet
      </h2>
      <p className={styles.copy}>
        Courses you enrol in appear here, grouped by learning path, each a click away on the course platform.
      </p>
      <Link to="/courses" className={buttons.primary}>
        Browse Courses
      </Link>
    </section>
  );
}
