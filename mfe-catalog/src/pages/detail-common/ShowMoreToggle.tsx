import styles from './ShowMoreToggle.module.css';

interface ShowMoreToggleProps {
  expanded: boolean;
  onToggle: () => void;
  /** Id of the list the button reveals. */
  controls: string;
  collapsedLabel: string;
  expandedLabel: string;
}

/** The button under a show-more list; render it only when the list has hidden items. */
export function ShowMoreToggle({ expanded, onToggle, controls, collapsedLabel, expandedLabel }: ShowMoreToggleProps) {
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
      >
        {expanded ? expandedLabel : collapsedLabel}
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
