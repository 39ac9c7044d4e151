import { difficultyTone, isProjectLevel, projectLevelTone } from '@shared-data/rules';
import styles from './DifficultyBadge.module.css';

/**
 * A difficulty label in its colour: for questions Easy green, Medium amber, anything else red; for
 * projects Beginner green, Intermediate amber, Advanced red.
 */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone = isProjectLevel(difficulty) ? projectLevelTone(difficulty) : difficultyTone(difficulty);
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      {difficulty}
    </span>
  );
}
