import type { ReactNode } from 'react';
import styles from './SwipeRow.module.css';

interface SwipeRowProps {
  /** Names the row for screen readers and for keyboard users, who focus it to scroll it with the arrow keys. */
  label: string;
  /** Columns of the grid from 1024 px up (two from 768 px). */
  desktopColumns?: 2 | 3;
  /** The row's `<li>` items. */
  children: ReactNode;
}

/**
 * A list of cards that is one horizontally swipeable row on phones (below 768 px, snapping card by
 * card, the next card peeking in) and a grid from tablets up. The row is a focusable, labelled
 * region, so a keyboard scrolls it and a screen reader announces it; the cards stay a list.
 */
export function SwipeRow({ label, desktopColumns = 3, children }: SwipeRowProps) {
  return (
    // A scrollable region must be focusable, or a keyboard cannot scroll cards with no link in them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <ul className={`${styles.row} ${desktopColumns === 3 ? styles.three : ''}`}>{children}</ul>
    </div>
  );
}
