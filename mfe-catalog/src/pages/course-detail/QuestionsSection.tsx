import { useMemo } from 'react';
import { DISPLAY_LIMITS, enrichQuestions, formatCount, type Course, type Question } from '@shared-data/rules';
import { QuestionCard, ShowMore, StaticMarkup, gridClass } from '@shared-data/ui';
import { DetailSection } from '../detail-common/DetailSection';
import { showMoreLook } from '../detail-common/show-more';

interface QuestionsSectionProps {
  course: Pick<Course, 'title' | 'slug'>;
  questions: readonly Question[];
}

/**
 * The course's practice questions: the first 9, then View All. Render it only when there are questions.
 * The heading's 100+ counts the membership's problems; the intro says how many this course holds.
 */
export function QuestionsSection({ course, questions }: QuestionsSectionProps) {
  const cards = useMemo(() => enrichQuestions(questions, course), [questions, course]);
  return (
    <DetailSection
      estimate={{ phone: 115, tablet: 70, desktop: 70 }}
      title="100+ Practice Questions"
      eyebrow="In the membership"
      layout="inline"
      intro={`This course holds ${formatCount(questions.length)} of them: interview problems grouped by pattern, each with its LeetCode number, difficulty and category.`}
    >
      <ShowMore
        items={cards}
        initialCount={DISPLAY_LIMITS.questions}
        moreLabel={() => 'View All Questions'}
        fewerLabel="Show Fewer Questions"
        {...showMoreLook}
      >
        {(run) => (
          <StaticMarkup as="ul" className={gridClass({ gap: 3, sm: 2, lg: 3 })}>
            {run.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} />
              </li>
            ))}
          </StaticMarkup>
        )}
      </ShowMore>
    </DetailSection>
  );
}
