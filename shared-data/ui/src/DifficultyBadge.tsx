import { difficultyTone, isProjectLevel, projectLevelTone } from '@shared-data/rules';
import { badgeClass, type BadgeTone } from './design/Badge';

const BADGE_TONE = { green: 'success', amber: 'warning', red: 'danger' } as const satisfies Record<string, BadgeTone>;

/**
 * A difficulty label in its colour (the design system's Badge): for questions Easy green, Medium
 * amber, anything else red; for projects Beginner green, Intermediate amber, Advanced red.
 */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone = isProjectLevel(difficulty) ? projectLevelTone(difficulty) : difficultyTone(difficulty);
  return (
    <span className={badgeClass(BADGE_TONE[tone])} data-tone={tone}>
      {difficulty}
    </span>
  );
}
