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
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.summary}>{progressSummary(PREVIEW_COMPLETED_SECTIONS, totalSections)}</p>
    </div>
  );
}
