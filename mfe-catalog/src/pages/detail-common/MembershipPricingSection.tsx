import { useCallback, type ComponentType } from 'react';
import type { PricingBlockProps } from 'shared-data';
import { loadFederatedModule } from 'shared-data/federation';
import { RemoteBoundary } from 'shared-data/ui';
import styles from './MembershipPricingSection.module.css';

/**
 * The membership team's pricing block, loaded through federation from mfe-membership so that team
 * changes and redeploys it alone. A failed load shows a fallback with Retry; the page keeps working.
 */
export function MembershipPricingSection() {
  const loadPricing = useCallback(
    async (attempt: number) =>
      (
        await loadFederatedModule<{ default: ComponentType<PricingBlockProps> }>(
          'membership',
          './PricingBlock',
          attempt,
        )
      ).default,
    [],
  );
  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>
        <RemoteBoundary label="Membership pricing" variant="fragment" load={loadPricing} componentProps={{}} />
      </div>
    </div>
  );
}
