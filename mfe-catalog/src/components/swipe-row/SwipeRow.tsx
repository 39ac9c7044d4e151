import type { ReactNode } from 'react';
import { StaticMarkup } from '@shared-data/ui';
import styles from './SwipeRow.module.css';

interface SwipeRowProps {
  /** Names the row for screen readers and for keyboard users, who focus it to scroll it with the arrow keys. */
  label: string;
  /** Columns of the grid from 1024 px up (two from 768 px, an odd last card centred). */
  desktopColumns?: 2 | 3;
  /** A swipeable row at every width (from tablets, three cards in view and the next peeking in), never a grid. */
  alwaysRow?: boolean;
  /**
   * Its items hand their cards the grid's rows (`cardGridItemClass`): from tablets up, side by side,
   * each card's parts start at one height with its neighbours'.
   */
  aligned?: boolean;
  /**
   * Its items need no code (no handler, state or client-side link): hydration adopts their markup
   * as the server sent it (`StaticMarkup`).
   */
  staticItems?: boolean;
  /** The row's `<li>` items. */
  children: ReactNode;
}

/**
 * A list of cards that is one horizontally swipeable row on phones (below 768 px, snapping card by
 * card, the next card peeking in) and a grid from tablets up. The row is a focusable, labelled
 * region, so a keyboard scrolls it and a screen reader announces it; the cards stay a list.
 */
export function SwipeRow({
  label,
  desktopColumns = 3,
  alwaysRow = false,
  aligned = false,
  staticItems = false,
  children,
}: SwipeRowProps) {
  const scroller = [styles.scroller, alwaysRow && styles.always].filter(Boolean).join(' ');
  const row = [styles.row, desktopColumns === 3 && styles.three, aligned && styles.aligned].filter(Boolean).join(' ');
  return (
    // A scrollable region must be focusable, or a keyboard cannot scroll cards with no link in them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={scroller} role="region" aria-label={label} tabIndex={0}>
      {staticItems ? (
        <StaticMarkup as="ul" className={row}>
          {children}
        </StaticMarkup>
      ) : (
        <ul className={row}>{children}</ul>
      )}
    </div>
  );
}
