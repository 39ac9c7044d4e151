import { formatCount } from '@shared-data/rules';
import styles from './StatCards.module.css';
import { containerClass, cardClass } from '@shared-data/ui';

export interface Stat {
  label: string;
  value: string | number;
}

/** A row of figures under the hero: students, hours, projects or questions. */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <div className={containerClass()}>
      <ul className={`${styles.list} ${stats.length === 4 ? styles.pairs : ''}`} aria-label={label}>
        {stats.map((stat) => (
          <li key={stat.label} className={cardClass({ compact: true }, styles.card)}>
            <span className={styles.value}>
              {typeof stat.value === 'number' ? formatCount(stat.value) : stat.value}
            </span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
