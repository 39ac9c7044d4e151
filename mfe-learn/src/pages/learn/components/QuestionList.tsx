import type { Question } from '@shared-data/rules';
import { DifficultyBadge, ShowMore } from '@shared-data/ui';
import styles from './QuestionList.module.css';

interface QuestionListProps {
  questions: readonly Question[];
  /** The sidebar's short form: number, title and difficulty, every question. */
  compact?: boolean;
  /** How many the full form shows before 'Show all'. */
  initialCount?: number;
}

export const showAllLabel = (hiddenCount: number) => `Show all questions (${hiddenCount} more)`;
export const SHOW_FEWER_LABEL = 'Show fewer questions';

/**
 * Practice questions: title, LeetCode number, difficulty (coloured), category and pattern. The full
 * form shows the first `initialCount`, then a native show-more (`ShowMore`: a `details` whose summary
 * is the toggle), so the rest opens from the server's HTML, before and without the page's scripts.
 */
export function QuestionList({ questions, compact = false, initialCount = questions.length }: QuestionListProps) {
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
    <ShowMore
      items={questions}
      initialCount={initialCount}
      moreLabel={showAllLabel}
      fewerLabel={SHOW_FEWER_LABEL}
      toggleClassName={styles.toggle}
    >
      {(run) => (
        <ul className={styles.list}>
          {run.map((question) => (
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
      )}
    </ShowMore>
  );
}
