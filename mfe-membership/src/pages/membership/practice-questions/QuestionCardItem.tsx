import type { QuestionCard } from 'shared-data';
import { DifficultyBadge } from 'shared-data/ui';
import styles from './QuestionCardItem.module.css';

function LockIcon() {
  return (
    <svg className={styles.lockIcon} viewBox="0 0 20 20" aria-hidden="true">
      <rect x="4" y="9" width="12" height="8" rx="2" fill="currentColor" />
      <path d="M7 9V6.5a3 3 0 016 0V9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** One practice question: its title, LeetCode number, difficulty, category and pattern; the solution is for members. */
export function QuestionCardItem({ question }: { question: QuestionCard }) {
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <span className={styles.number}>LeetCode #{question.leetcodeId}</span>
        <span className={styles.difficulty}>
          <DifficultyBadge difficulty={question.difficulty} />
        </span>
      </div>
      <h3 className={styles.title}>{question.title}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>Category</dt>
          <dd>{question.category}</dd>
        </div>
        <div>
          <dt>Pattern</dt>
          <dd>{question.pattern}</dd>
        </div>
      </dl>
      <p className={styles.lock}>
        <LockIcon />
        Solution for members
      </p>
    </article>
  );
}
