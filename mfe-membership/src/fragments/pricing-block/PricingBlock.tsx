import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { type PricingBlockProps } from '@shared-data/contracts';
import { bundles, courses } from '@shared-data/content-catalog';
import { PlansBlock } from '../../components/plans/PlansBlock';
import { MembershipIncludes } from '../../components/membership-includes/MembershipIncludes';
import styles from './PricingBlock.module.css';
import { containerClass } from '@shared-data/ui';

export const DEFAULT_PRICING_HEADING = 'Unlock Every Course with One Membership';

/**
 * The membership pricing section, exposed through federation: the catalogue team shows it on
 * course and bundle pages, and this team can change it and redeploy alone.
 */
export default function PricingBlock({ heading = DEFAULT_PRICING_HEADING }: PricingBlockProps) {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={containerClass()}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Membership</p>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.pitch}>
            Why buy one course when one payment opens all {courses.length} courses and {bundles.length} learning paths,
            with every new course we release?
          </p>
        </header>
        <PlansBlock />
        <MembershipIncludes />
        <p className={styles.more}>
          <Link to="/membership">See everything the membership includes</Link>
        </p>
      </div>
    </section>
  );
}
