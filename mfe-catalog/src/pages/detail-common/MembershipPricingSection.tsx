import { RemoteBoundary } from '@shared-data/platform';
import { PURCHASE_CONTROLS } from './DetailPurchaseBar';

/**
 * The membership team's pricing block, loaded through federation from mfe-membership so that team
 * changes and redeploys it alone. A failed load shows a fallback with Retry; the page keeps working.
 * Its HTML is all a visitor needs until they reach for it (checkout links, the region's prices), so
 * the browser hydrates it on interaction: a course page's first load carries no membership code.
 */
export function MembershipPricingSection() {
  return (
    // The block is a band of its own, inside the design system's page container (its team's look).
    // Its plans' checkout links are purchase controls: the page's purchase bar steps aside for them.
    <div {...PURCHASE_CONTROLS}>
      <RemoteBoundary
        remote="membership"
        module="./PricingBlock"
        variant="fragment"
        hydration="on-interaction"
        props={{}}
      />
    </div>
  );
}
