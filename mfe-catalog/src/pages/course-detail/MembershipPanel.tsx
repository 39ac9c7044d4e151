import { useId } from 'react';
import { Link } from 'react-router-dom';
import { bundles, courses } from 'shared-data';
import { ExternalLink } from 'shared-data/ui';
import buttons from '../../styles/buttons.module.css';
import styles from './MembershipPanel.module.css';

/** 'Included in Membership': the way to get this course with all others, and the syllabus when there is one. */
export function MembershipPanel({ syllabusUrl }: { syllabusUrl: string }) {
  const headingId = useId();
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Included in Membership
      </h2>
      <p className={styles.text}>
        Get this course, all {courses.length} courses and {bundles.length} learning paths, plus every future release,
        with one membership.
      </p>
      <div className={styles.actions}>
        <Link className={buttons.primary} to="/membership">
          Join Membership
        </Link>
        {syllabusUrl && (
          <ExternalLink className={buttons.secondary} href={syllabusUrl}>
            Download Syllabus
          </ExternalLink>
        )}
      </div>
    </aside>
  );
}
