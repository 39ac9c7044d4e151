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

/** The figure's and the label's class names, for a stat a part lays out itself (a dl). */
export const statClasses = { stat: styles.stat, value: styles.value, label: styles.label, onDark: styles.onDark };
