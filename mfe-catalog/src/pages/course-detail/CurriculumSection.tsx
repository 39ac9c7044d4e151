import { useId } from 'react';
import { DISPLAY_LIMITS, type CurriculumItem } from 'shared-data';
import { useShowMore, useSingleOpen } from 'shared-data/ui';
import { DetailSection } from '../detail-common/DetailSection';
import { ShowMoreToggle } from '../detail-common/ShowMoreToggle';
import { CurriculumLesson } from './CurriculumLesson';
import styles from './CurriculumSection.module.css';

/** The curriculum accordion: one section open (the first initially), the first 7 then 'Show N more'. */
export function CurriculumSection({ curriculum }: { curriculum: readonly CurriculumItem[] }) {
  const { isOpen, toggle } = useSingleOpen<number>(curriculum[0]?.id ?? null);
  const list = useShowMore(curriculum, DISPLAY_LIMITS.curriculum);
  const listId = useId();
  return (
    <DetailSection
      title="Course Curriculum"
      layout="inline"
      intro={`${curriculum.length} sections, each with its topics, what you will be able to do and its length.`}
    >
      <ol id={listId} className={styles.list}>
        {list.visible.map((lesson, index) => (
          <CurriculumLesson
            key={lesson.id}
            lesson={lesson}
            number={index + 1}
            open={isOpen(lesson.id)}
            onToggle={() => toggle(lesson.id)}
          />
        ))}
      </ol>
      {list.hasToggle && (
        <ShowMoreToggle
          expanded={list.expanded}
          onToggle={list.toggle}
          controls={listId}
          collapsedLabel={`Show ${list.hiddenCount} more`}
          expandedLabel="Show fewer"
        />
      )}
    </DetailSection>
  );
}
