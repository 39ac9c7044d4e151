import { formatCount } from '@shared-data/rules';
import { StatList, containerClass } from '@shared-data/ui';
import styles from './StatCards.module.css';

export interface Stat {
  /** What the figure counts, in words that make it true on its page ("Questions in this course"). */
  label: string;
  value: string | number;
}

/** A row of figures under the hero: students, hours, projects or questions (the design system's StatList). */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <div className={containerClass()}>
      <StatList
        className={styles.list}
        label={label}
        stats={stats.map((stat) => ({
          label: stat.label,
          value: typeof stat.value === 'number' ? formatCount(stat.value) : stat.value,
        }))}
      />
    </div>
  );
}
