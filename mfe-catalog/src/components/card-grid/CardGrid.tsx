import type { ReactNode } from 'react';
import { balancedGridClasses } from '@shared-data/ui';
import styles from './CardGrid.module.css';

/** How many rows a card lays its parts in (its picture, title, lists… footer): the card's own constant. */
export type CardRows = 5 | 7;

interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** The card's rows: side by side, the cards share them, so each part starts at one height. */
  rows: CardRows;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * The class names a card in this grid gives its article and its body (the parts after its picture),
 * so that side by side its parts line up with its neighbours'.
 */
export const cardGridParts = { card: styles.card, body: styles.body };

/**
 * The class names of a list item holding such a card, in this grid or in another grid that lays
 * the cards side by side (a swipe row's, from tablets up): the item hands the card its rows.
 */
export const cardGridItemClass = (rows: CardRows) => `${styles.aligned} ${styles[`rows${rows}`]}`;

/**
 * Cards in a responsive grid of one size: one column on phones, two on tablets, three on desktops,
 * in rows as even as they can be, a shorter row centred (the design system's balanced grid: ten
 * courses sit 3, 3, 2, 2), each card's parts aligned with its neighbours'.
 */
export function CardGrid<T>({ items, keyOf, render, rows, label }: CardGridProps<T>) {
  const grid = balancedGridClasses(items.length, { sm: 2, lg: 3, gap: 5 });
  return (
    <ul className={grid.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={grid.item(index, `${styles.item} ${cardGridItemClass(rows)}`)}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
