import { RemoteBoundary } from '@shared-data/platform';

/**
 * The membership team's pricing block, loaded through federation from mfe-membership so that team
 * changes and redeploys it alone. A failed load shows a fallback with Retry; the page keeps working.
 */
export function MembershipPricingSection() {
  return (
    // The block is a band of its own, inside the design system's page container (its team's look).
    <RemoteBoundary remote="membership" module="./PricingBlock" variant="fragment" props={{}} />
  );
}
