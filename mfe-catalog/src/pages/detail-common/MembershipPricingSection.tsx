import { RemoteBoundary } from 'shared-data/platform';
import styles from './MembershipPricingSection.module.css';

/**
 * The membership team's pricing block, loaded through federation from mfe-membership so that team
 * changes and redeploys it alone. A failed load shows a fallback with Retry; the page keeps working.
 */
export function MembershipPricingSection() {
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>
        <RemoteBoundary remote="membership" module="./PricingBlock" variant="fragment" props={{}} />
      </div>
    </div>
  );
}
