import { DISPLAY_LIMITS, type QuestionCard } from '@shared-data/rules';
import { ShowMore, StaticMarkup, gridClass } from '@shared-data/ui';
import { QuestionCardItem } from './QuestionCardItem';
import styles from './QuestionList.module.css';

export const SHOW_ALL_LABEL = 'View All Questions';
export const HIDE_LABEL = 'Hide additional questions';

/** The names of the two runs of cards: the first nine, and the rest the toggle reveals. */
export const SHOWN_LIST_LABEL = 'Practice questions';
export const MORE_LIST_LABEL = 'More practice questions';

function Cards({ questions, label }: { questions: readonly QuestionCard[]; label: string }) {
  return (
    <StaticMarkup as="ul" className={gridClass({ gap: 3, sm: 2, gapSm: 4, lg: 3 })} aria-label={label}>
      {questions.map((question) => (
        <li key={question.id} className={styles.item}>
          <QuestionCardItem question={question} />
        </li>
      ))}
    </StaticMarkup>
  );
}

/**
 * The first nine questions, and, only when there are more, 'View All Questions' revealing the rest
 * (then reading 'Hide additional questions'): a native disclosure (`ShowMore`), so it works from
 * the server's HTML, before and without the page's scripts. The count above the toggle follows its
 * state through CSS alone.
 */
export function QuestionList({ questions }: { questions: readonly QuestionCard[] }) {
  const limit = DISPLAY_LIMITS.questions;
  const hasMore = questions.length > limit;
  return (
    <div className={styles.root}>
      <ShowMore
        items={questions}
        initialCount={limit}
        moreLabel={() => SHOW_ALL_LABEL}
        fewerLabel={HIDE_LABEL}
        className={styles.more}
        toggleClassName={styles.toggle}
      >
        {(run, start) =>
          start === 0 ? (
            <>
              <Cards questions={run} label={SHOWN_LIST_LABEL} />
              {hasMore && (
                <p className={styles.count}>
                  <span className={styles.countWhenClosed}>
                    Showing {limit} of the course’s {questions.length} questions
                  </span>
                  <span className={styles.countWhenOpen}>Showing all of the course’s {questions.length} questions</span>
                </p>
              )}
            </>
          ) : (
            <Cards questions={run} label={MORE_LIST_LABEL} />
          )
        }
      </ShowMore>
    </div>
  );
}
