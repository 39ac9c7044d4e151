import type { Testimonial } from '@shared-data/rules';
import { StaticMarkup, gridClass } from '@shared-data/ui';
import { SwipeRow } from '../swipe-row/SwipeRow';
import { TestimonialCard } from '../testimonial-card/TestimonialCard';
import styles from './TestimonialGrid.module.css';

interface TestimonialGridProps {
  items: readonly Testimonial[];
  headingLevel?: 2 | 3 | 4;
  /**
   * Makes the list a swipeable row on phones (a handful of stories inside a longer page), named
   * for screen readers and keyboard users. Without it the cards stack (the /testimonials page).
   */
  rowLabel?: string;
  /** Keeps the row a swipeable row on tablets and desktops too (three stories in view), not two columns. */
  alwaysRow?: boolean;
}

/**
 * Testimonial cards: stacked or a swipeable row on phones, two columns from tablets up. They need no
 * code (their one link leaves the site): hydration adopts their markup (`StaticMarkup`).
 */
export function TestimonialGrid({ items, headingLevel = 3, rowLabel, alwaysRow = false }: TestimonialGridProps) {
  const cards = items.map((testimonial) => (
    <li key={testimonial.id} className={styles.item}>
      <TestimonialCard testimonial={testimonial} headingLevel={headingLevel} />
    </li>
  ));
  if (rowLabel) {
    return (
      <SwipeRow label={rowLabel} desktopColumns={2} alwaysRow={alwaysRow} staticItems>
        {cards}
      </SwipeRow>
    );
  }
  return (
    <StaticMarkup as="ul" className={gridClass({ gap: 5, sm: 2 })}>
      {cards}
    </StaticMarkup>
  );
}
