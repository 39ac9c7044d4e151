import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { enrollUrlFor, type Course } from '@shared-data/rules';
import { bundles, courses } from '@shared-data/content-catalog';
import { useRegion } from '@shared-data/platform/region-store';
import { ExternalLink, buttons } from '@shared-data/ui';
import { PriceTag } from '../../components/price-tag/PriceTag';
import { PURCHASE_CONTROLS } from '../detail-common/DetailPurchaseBar';
import styles from './MembershipPanel.module.css';

/**
 * The card that stays in view beside a course page: the course's price in the visitor's region with
 * Enroll Now (once the hero has scrolled away, still a way to buy it), then 'Included in
 * Membership' and the syllabus when there is one.
 */
export function MembershipPanel({ course }: { course: Course }) {
  const headingId = useId();
  const region = useRegion();
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.purchase} {...PURCHASE_CONTROLS}>
        <PriceTag item={course} />
        <ExternalLink className={buttons.primary} href={enrollUrlFor(course, region)}>
          Enroll Now<span className="visually-hidden">: {course.title}</span>
        </ExternalLink>
      </div>
      <h2 id={headingId} className={styles.heading}>
        Included in Membership
      </h2>
      <p className={styles.text}>
        Get this course, all {courses.length} courses and {bundles.length} learning paths, plus every future release,
        with one membership.
      </p>
      <div className={styles.actions}>
        <Link className={buttons.secondary} to="/membership">
          Join Membership
        </Link>
        {course.syllabusUrl && (
          <ExternalLink className={buttons.secondary} href={course.syllabusUrl}>
            Download Syllabus
          </ExternalLink>
        )}
      </div>
    </aside>
  );
}
