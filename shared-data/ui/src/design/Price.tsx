import type { ReactNode } from 'react';
import styles from './Price.module.css';

interface PriceProps {
  /** What the visitor pays, formatted ("$49"). */
  amount: string;
  /** The price it was cut from, struck through after it. */
  original?: string;
  /** Under the price: "one payment", "per year". */
  note?: ReactNode;
  size?: 'default' | 'large';
  onDark?: boolean;
  className?: string;
}

/** A price in the site's one look, read as "Price: $49, Original price: $99". */
export function Price({ amount, original, note, size = 'default', onDark = false, className }: PriceProps) {
  const classes = [styles.price, size === 'large' && styles.large, onDark && styles.onDark, className];
  return (
    <p className={classes.filter(Boolean).join(' ')}>
      {/* The spoken labels sit beside the figures, so each figure is an element of its own. */}
      <span className="visually-hidden">Price: </span>
      <span className={styles.current}>{amount}</span>{' '}
      {original && (
        <>
          <span className="visually-hidden">Original price: </span>
          <del className={styles.original}>{original}</del>{' '}
        </>
      )}
      {note && <span className={styles.note}>{note}</span>}
    </p>
  );
}
