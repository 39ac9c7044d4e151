import type { CourseDetailState } from '../use-course-detail';
import styles from './DetailStatus.module.css';

/** What a list shows while the course's detail loads, or when it failed to (with a retry). */
export function DetailStatus({
  state,
  what,
}: {
  state: Exclude<CourseDetailState, { status: 'ready' }>;
  what: string;
}) {
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        Loading {what}…
      </p>
    );
  }
  return (
    <div role="alert" className={styles.status}>
      <p className={styles.error}>We couldn&apos;t load the {what}.</p>
      <button type="button" className={styles.retry} onClick={state.retry}>
        Retry
      </button>
    </div>
  );
}
