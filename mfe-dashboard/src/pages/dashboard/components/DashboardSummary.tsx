import { StatList, stackClass } from '@shared-data/ui';
import type { DashboardSummaryData } from '../dashboard-groups';
import styles from './DashboardSummary.module.css';

/** Names in a sentence: 'A', 'A and B', 'A, B and C'. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/**
 * The figures of the whole page, each saying what it counts: distinct courses (one in two learning
 * paths counted once, and a line saying which ones are shown twice), learning paths, hours of video.
 */
export function DashboardSummary({ summary }: { summary: DashboardSummaryData }) {
  const items = [
    { label: 'Courses', value: summary.courses },
    { label: 'Learning paths', value: summary.learningPaths },
    { label: 'Hours of video', value: summary.totalHours },
  ];
  const shared = summary.sharedCourses.map((course) => course.title);
  return (
    <div className={stackClass(2, styles.summary)}>
      <StatList stats={items} label="Your courses at a glance" />
      {shared.length > 0 && (
        <p className={styles.note}>
          {listed(shared)} {shared.length === 1 ? 'is' : 'are'} part of more than one learning path: shown in each,
          counted once.
        </p>
      )}
    </div>
  );
}
