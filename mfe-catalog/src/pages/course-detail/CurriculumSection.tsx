import { useId } from 'react';
import { DISPLAY_LIMITS, type CurriculumItem } from '@shared-data/rules';
import { ShowMore, StaticMarkup, accordionListClass } from '@shared-data/ui';
import { DetailSection } from '../detail-common/DetailSection';
import { showMoreLook } from '../detail-common/show-more';
import { CurriculumLesson } from './CurriculumLesson';

/**
 * The curriculum accordion: one section open (the first initially; opening another closes it,
 * clicking the open one closes it), the first 7 then 'Show N more'. Every section is a `details`
 * of one `name` (an exclusive accordion), those revealed by 'Show N more' too, so the server's HTML
 * does it all, before and without the page's scripts, which adopt its markup as it is (`StaticMarkup`).
 */
export function CurriculumSection({ curriculum }: { curriculum: readonly CurriculumItem[] }) {
  const accordion = useId();
  return (
    <DetailSection
      estimate={{ phone: 90, tablet: 70, desktop: 70 }}
      title="Course Curriculum"
      layout="inline"
      intro={`${curriculum.length} sections, each with its topics, what you will be able to do and its length.`}
    >
      <ShowMore
        items={curriculum}
        initialCount={DISPLAY_LIMITS.curriculum}
        moreLabel={(hidden) => `Show ${hidden} more`}
        fewerLabel="Show fewer"
        {...showMoreLook}
      >
        {(lessons, start) => (
          <StaticMarkup as="ol" className={accordionListClass} start={start + 1}>
            {lessons.map((lesson, index) => (
              <CurriculumLesson
                key={lesson.id}
                lesson={lesson}
                number={start + index + 1}
                accordion={accordion}
                initiallyOpen={start + index === 0}
              />
            ))}
          </StaticMarkup>
        )}
      </ShowMore>
    </DetailSection>
  );
}
