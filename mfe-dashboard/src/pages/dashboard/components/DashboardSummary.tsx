import type { DashboardSummaryData } from '../dashboard-groups';
import { BookIcon, ClockIcon, PathIcon } from './icons';
import { cardClass } from '@shared-data/ui';
import styles from './DashboardSummary.module.css';

/** The strip of totals under the heading: courses, learning paths and hours of video. */
export function DashboardSummary({ summary }: { summary: DashboardSummaryData }) {
  const items = [
    { label: 'Courses', value: summary.courses, Icon: BookIcon },
    { label: 'Learning paths', value: summary.learningPaths, Icon: PathIcon },
    { label: 'Total hours', value: summary.totalHours, Icon: ClockIcon },
  ];
  return (
    <dl className={styles.summary}>
      {items.map(({ label, value, Icon }) => (
        <div key={label} className={cardClass({ compact: true }, styles.item)}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>
            <Icon className={styles.icon} />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
