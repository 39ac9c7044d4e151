import type { ReactNode } from 'react';
import type { Question } from '@shared-data/rules';
import { spreadClass, stackClass } from './design';
import { DifficultyBadge } from './DifficultyBadge';
import styles from './QuestionCard.module.css';

interface QuestionCardProps {
  question: Question;
  /** Heading level of the question's title, so the card fits the page's outline. */
  headingLevel?: 3 | 4;
  /** Shown at the bottom of the card, e.g. a members-only note. */
  footer?: ReactNode;
}

/**
 * A practice question: LeetCode number, difficulty in its colour, title, category and pattern. A
 * page can list a hundred of these (the DSA course, the membership page), so each is a dozen
 * elements or so: the facts are the list's own terms and values, each value aligned beside its term.
 */
export function QuestionCard({ question, headingLevel = 3, footer }: QuestionCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={stackClass(3, styles.card)}>
      <p className={spreadClass(3, styles.meta)}>
        <span className={styles.number}>LeetCode #{question.leetcodeId}</span>
        <DifficultyBadge difficulty={question.difficulty} />
      </p>
      <Heading className={styles.title}>{question.title}</Heading>
      <dl className={styles.facts}>
        <dt>Category</dt>
        <dd>{question.category}</dd>
        <dt>Pattern</dt>
        <dd>{question.pattern}</dd>
      </dl>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
