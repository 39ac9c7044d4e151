import type { ReactNode } from 'react';
import { gridClass } from '@shared-data/ui';
import styles from './CardGrid.module.css';

interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

/** Cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function CardGrid<T>({ items, keyOf, render, label }: CardGridProps<T>) {
  return (
    <ul className={gridClass({ gap: 5 }, styles.grid)} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)} className={styles.item}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
