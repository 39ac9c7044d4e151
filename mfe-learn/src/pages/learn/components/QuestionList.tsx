import type { Question } from '@shared-data/rules';
import { DifficultyBadge, QuestionCard, ShowMore, StaticMarkup, gridClass } from '@shared-data/ui';
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
 * form, the site's one QuestionCard (as on the course page and /membership), shows the first
 * `initialCount`, then a native show-more (`ShowMore`: a `details` whose summary is the toggle), so
 * the rest opens from the server's HTML, before and without the page's scripts, which adopt the
 * lists' markup as it is (`StaticMarkup`).
 */
export function QuestionList({ questions, compact = false, initialCount = questions.length }: QuestionListProps) {
  if (compact) {
    return (
      <StaticMarkup as="ol" className={styles.compact}>
        {questions.map((question) => (
          <li key={question.id} className={styles.compactItem}>
            <span className={styles.number}>#{question.leetcodeId}</span>
            <span className={styles.compactTitle}>{question.title}</span>
            <DifficultyBadge difficulty={question.difficulty} />
          </li>
        ))}
      </StaticMarkup>
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
        <StaticMarkup as="ul" className={gridClass({ gap: 3 }, styles.list)}>
          {run.map((question) => (
            <li key={question.id}>
              <QuestionCard question={question} />
            </li>
          ))}
        </StaticMarkup>
      )}
    </ShowMore>
  );
}
