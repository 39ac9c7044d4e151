import { useId } from 'react';
import { PREVIEW_COMPLETED_SECTIONS, progressPercent, progressSummary } from '../progress';
import styles from './CourseProgress.module.css';

/** The course's progress, worded for a visitor who has not enrolled: 0 %, not started, and how to track it. */
export function CourseProgress({ totalSections }: { totalSections: number }) {
  const labelId = useId();
  const percent = progressPercent(PREVIEW_COMPLETED_SECTIONS, totalSections);
  return (
    <div className={styles.progress}>
      <div className={styles.row}>
        <span id={labelId} className={styles.label}>
          Course progress
        </span>
        <span className={styles.percent}>{percent}%</span>
      </div>
      {/* A native progress bar: styled by its value, no inline style (the page's CSP allows none). */}
      <progress className={styles.track} aria-labelledby={labelId} value={percent} max={100} />
      <p className={styles.summary}>
        {progressSummary(PREVIEW_COMPLETED_SECTIONS, totalSections)}{' '}
        <span className={styles.hint}>Enroll to track your progress</span>
      </p>
    </div>
  );
}
