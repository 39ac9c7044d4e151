import { enrollUrlFor, regionalPrices, type Bundle, type Course } from '@shared-data/rules';
import { useRegion } from '@shared-data/platform/region-store';
import { ExternalLink, StickyPurchaseBar, buttons } from '@shared-data/ui';

/** Marks a block of purchase controls (the hero's actions, the side card, the pricing block). */
export const PURCHASE_CONTROLS = { 'data-purchase-controls': '' } as const;

/** The purchase links the bar steps aside for: the marked blocks' links out to checkout. */
export const PURCHASE_LINKS = '[data-purchase-controls] a[href^="https:"]';

/**
 * A way to buy at every scroll position of a course or learning-path page: the price in the
 * visitor's region and the hero's Enroll Now link, in the design system's bar at the window's
 * bottom, which steps aside while the hero's, the side card's or the pricing block's are in view.
 */
export function DetailPurchaseBar({ item }: { item: Course | Bundle }) {
  const region = useRegion();
  const prices = regionalPrices(item, region);
  return (
    <StickyPurchaseBar
      label={`Enroll in ${item.title}`}
      title={item.title}
      price={{ amount: prices.discounted, original: prices.original }}
      action={
        <ExternalLink className={buttons.primary} href={enrollUrlFor(item, region)}>
          Enroll Now<span className="visually-hidden">: {item.title}</span>
        </ExternalLink>
      }
      hideWhileInView={PURCHASE_LINKS}
    />
  );
}
