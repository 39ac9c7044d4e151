import type { CourseDetailState } from '../use-course-detail';
import styles from './DetailStatus.module.css';
import { buttonClass } from '@shared-data/ui';

/** What a list shows when the course's detail failed to load: the reason and a retry. */
export function DetailStatus({
  state,
  what,
}: {
  state: Extract<CourseDetailState, { status: 'failed' }>;
  what: string;
}) {
  return (
    <div role="alert" className={styles.status}>
      <p className={styles.error}>We couldn&apos;t load the {what}.</p>
      <button type="button" className={buttonClass({ variant: 'secondary', size: 'small' })} onClick={state.retry}>
        Retry
      </button>
    </div>
  );
}

/** What the player shows while the course's detail loads (after a client-side navigation). */
export function DetailLoading({ what }: { what: string }) {
  return (
    <p role="status" className={styles.status}>
      <span className={styles.spinner} aria-hidden="true" />
      Loading {what}…
    </p>
  );
}
