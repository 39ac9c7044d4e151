import { difficultyTone } from '../rules/display';
import styles from './DifficultyBadge.module.css';

/** A difficulty label in its colour: Easy green, Medium amber, anything else red. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone = difficultyTone(difficulty);
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      {difficulty}
    </span>
  );
}
