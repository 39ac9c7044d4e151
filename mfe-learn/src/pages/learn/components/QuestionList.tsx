import type { Question } from 'shared-data';
import { DifficultyBadge, useShowMore } from 'shared-data/ui';
import styles from './QuestionList.module.css';

interface QuestionListProps {
  questions: readonly Question[];
  /** The sidebar's short form: number, title and difficulty, every question. */
  compact?: boolean;
  /** How many the full form shows before 'Show all'. */
  initialCount?: number;
}

/** Practice questions: title, LeetCode number, difficulty (coloured), category and pattern. */
export function QuestionList({ questions, compact = false, initialCount = questions.length }: QuestionListProps) {
  const { visible, hasToggle, expanded, hiddenCount, toggle } = useShowMore(questions, initialCount);
  if (compact) {
    return (
      <ol className={styles.compact}>
        {questions.map((question) => (
          <li key={question.id} className={styles.compactItem}>
            <span className={styles.number}>#{question.leetcodeId}</span>
            <span className={styles.compactTitle}>{question.title}</span>
            <DifficultyBadge difficulty={question.difficulty} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {visible.map((question) => (
          <li key={question.id} className={styles.item}>
            <div className={styles.head}>
              <h3 className={styles.title}>{question.title}</h3>
              <DifficultyBadge difficulty={question.difficulty} />
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>LeetCode</dt>
                <dd>#{question.leetcodeId}</dd>
              </div>
              <div>
                <dt>Category</dt>
                <dd>{question.category}</dd>
              </div>
              <div>
                <dt>Pattern</dt>
                <dd>{question.pattern}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {hasToggle && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={toggle}>
          {expanded ? 'Show fewer questions' : `Show all questions (${hiddenCount} more)`}
        </button>
      )}
    </>
  );
}
