import type { ReactNode } from 'react';
import { enrollUrlFor, regionalPrices, type Bundle, type Course } from '@shared-data/rules';
import { useRegion } from '@shared-data/platform/region-store';
import { ExternalLink, StickyPurchaseBar, buttons } from '@shared-data/ui';

/** Marks a block of purchase controls (the hero's actions, the side card, the pricing block). */
export const PURCHASE_CONTROLS = { 'data-purchase-controls': '' } as const;

/** The purchase links the bar steps aside for: the marked blocks' links out to checkout. */
export const PURCHASE_LINKS = '[data-purchase-controls] a[href^="https:"]';

interface DetailPurchaseBarProps {
  item: Course | Bundle;
  /** The sections the bar stays in view beside (from after the hero to the pricing block). */
  children: ReactNode;
  className?: string;
}

/**
 * The phone's way to buy at every scroll position of a course or learning-path page: the price in
 * the visitor's region and the hero's Enroll Now link, in the design system's sticky bar.
 */
export function DetailPurchaseBar({ item, children, className }: DetailPurchaseBarProps) {
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
      className={className}
    >
      {children}
    </StickyPurchaseBar>
  );
}
