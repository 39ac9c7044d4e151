import { gridClass } from '@shared-data/ui';
import styles from './LearningObjectives.module.css';

/** A checklist of what a learner can do afterwards. */
export function LearningObjectives({ objectives }: { objectives: readonly string[] }) {
  return (
    <ul className={gridClass({ gap: 3 }, styles.list)}>
      {objectives.map((objective) => (
        <li key={objective} className={styles.item}>
          <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>{objective}</span>
        </li>
      ))}
    </ul>
  );
}
