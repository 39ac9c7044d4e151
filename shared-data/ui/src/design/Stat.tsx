import type { ReactNode } from 'react';
import styles from './Stat.module.css';

/** A figure ("100,000+") above what it counts ("Students"), sized to fit its card. */
export function Stat({
  value,
  label,
  onDark = false,
  className,
}: {
  value: ReactNode;
  label: ReactNode;
  onDark?: boolean;
  className?: string;
}) {
  // The label comes first in the document (read as "Students: 100,000+"), the figure first on screen.
  return (
    <div className={[styles.stat, onDark && styles.onDark, className].filter(Boolean).join(' ')}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
    </div>
  );
}

/** One figure of a `StatList`: what it counts, and the figure as written ("12,721", "4.5/5"). */
export interface StatItem {
  label: string;
  value: ReactNode;
}

/**
 * A row of figures, each on a card: a list whose items read as the figure, then what it counts
 * ("12,721 Students in this course").
 * The list's grid is the one rule for stats: three in a row at 320 px, four two by two on phones
 * (never three and one), every figure and every word of its label on one line.
 */
export function StatList({
  stats,
  label,
  alwaysPairs = false,
  className,
}: {
  stats: readonly StatItem[];
  /** Four figures two by two at every width (a narrow column, the home hero's), not in a row from tablets. */
  alwaysPairs?: boolean;
  /** The list's accessible name ("Course at a glance"), when the page names it. */
  label?: string;
  className?: string;
}) {
  const classes = [styles.list, stats.length === 4 && styles.pairs, alwaysPairs && styles.alwaysPairs, className]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={classes} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.tile}>
          <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The figure's and the label's class names, for a stat a part lays out itself (a dl). */
export const statClasses = { stat: styles.stat, value: styles.value, label: styles.label, onDark: styles.onDark };
