import { useId } from 'react';
import { DISPLAY_LIMITS, type QuestionCard } from 'shared-data';
import { useShowMore } from 'shared-data/ui';
import { QuestionCardItem } from './QuestionCardItem';
import styles from './QuestionList.module.css';

export const SHOW_ALL_LABEL = 'View All Questions';
export const HIDE_LABEL = 'Hide additional questions';

/** The first nine questions, and a toggle to the rest when there are more than nine. */
export function QuestionList({ questions }: { questions: readonly QuestionCard[] }) {
  const { visible, hasToggle, expanded, toggle } = useShowMore(questions, DISPLAY_LIMITS.questions);
  const listId = useId();
  return (
    <div>
      <ul id={listId} className={styles.grid} aria-label="Practice questions">
        {visible.map((question) => (
          <li key={question.id} className={styles.item}>
            <QuestionCardItem question={question} />
          </li>
        ))}
      </ul>
      {hasToggle && (
        <div className={styles.footer}>
          <p className={styles.count} aria-live="polite">
            Showing {visible.length} of {questions.length} questions
          </p>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
          >
            {expanded ? HIDE_LABEL : SHOW_ALL_LABEL}
          </button>
        </div>
      )}
    </div>
  );
}
