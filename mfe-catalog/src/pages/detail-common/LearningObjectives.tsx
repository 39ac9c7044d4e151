import { ListCheck, gridClass } from '@shared-data/ui';
import styles from './LearningObjectives.module.css';

/** A checklist of what a learner can do afterwards. */
export function LearningObjectives({ objectives }: { objectives: readonly string[] }) {
  return (
    <ul className={gridClass({ gap: 3 }, styles.list)}>
      {objectives.map((objective) => (
        <li key={objective} className={styles.item}>
          <ListCheck />
          <span>{objective}</span>
        </li>
      ))}
    </ul>
  );
}
