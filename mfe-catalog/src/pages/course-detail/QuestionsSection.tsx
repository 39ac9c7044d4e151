import { useId, useMemo } from 'react';
import { DISPLAY_LIMITS, enrichQuestions, type Course, type Question } from 'shared-data';
import { QuestionCard, useShowMore } from 'shared-data/ui';
import { DetailSection } from '../detail-common/DetailSection';
import { ShowMoreToggle } from '../detail-common/ShowMoreToggle';
import styles from './QuestionsSection.module.css';

interface QuestionsSectionProps {
  course: Pick<Course, 'title' | 'slug'>;
  questions: readonly Question[];
}

/** The course's practice questions: the first 9, then View All. Render it only when there are questions. */
export function QuestionsSection({ course, questions }: QuestionsSectionProps) {
  const cards = useMemo(() => enrichQuestions(questions, course), [questions, course]);
  const list = useShowMore(cards, DISPLAY_LIMITS.questions);
  const listId = useId();
  return (
    <DetailSection
      title="100+ Practice Questions"
      eyebrow="Practice Questions"
      layout="inline"
      intro="Interview problems grouped by pattern, each with its LeetCode number, difficulty and category."
    >
      <ul id={listId} className={styles.grid}>
        {list.visible.map((question) => (
          <li key={question.id}>
            <QuestionCard question={question} />
          </li>
        ))}
      </ul>
      {list.hasToggle && (
        <ShowMoreToggle
          expanded={list.expanded}
          onToggle={list.toggle}
          controls={listId}
          collapsedLabel="View All Questions"
          expandedLabel="Show Fewer Questions"
        />
      )}
    </DetailSection>
  );
}
