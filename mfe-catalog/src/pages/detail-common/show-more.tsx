import styles from './ShowMore.module.css';

/** The props that give shared-data's `ShowMore` the catalogue's look: the pill toggle and its chevron. */
export const showMoreLook = {
  className: styles.more,
  icon: (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
      <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
};
