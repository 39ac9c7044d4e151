import styles from './ListCheck.module.css';

/** The green tick before an item of a checklist (what a course teaches, what a plan includes). */
export function ListCheck() {
  return (
    <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
