import { useId } from 'react';
import { PREVIEW_COMPLETED_SECTIONS, progressPercent, progressSummary } from '../progress';
import styles from './CourseProgress.module.css';

/** The learner's progress through the course: 0 % in the preview. */
export function CourseProgress({ totalSections }: { totalSections: number }) {
  const labelId = useId();
  const percent = progressPercent(PREVIEW_COMPLETED_SECTIONS, totalSections);
  return (
    <div className={styles.progress}>
      <div className={styles.row}>
        <span id={labelId} className={styles.label}>
          Your progress
        </span>
        <span className={styles.percent}>{percent}%</span>
      </div>
      {/* A native progress bar: styled by its value, no inline style (the page's CSP allows none). */}
      <progress className={styles.track} aria-labelledby={labelId} value={percent} max={100} />
      <p className={styles.summary}>{progressSummary(PREVIEW_COMPLETED_SECTIONS, totalSections)}</p>
    </div>
  );
}
