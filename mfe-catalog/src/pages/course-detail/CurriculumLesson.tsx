import { formatDuration, type CurriculumItem } from '@shared-data/rules';
import { AccordionItem, eyebrowClass, rowClass, tagClass } from '@shared-data/ui';
import styles from './CurriculumSection.module.css';

interface CurriculumLessonProps {
  lesson: CurriculumItem;
  number: number;
  /** The `name` every section of the curriculum shares: one of them open at a time. */
  accordion: string;
  initiallyOpen: boolean;
}

/** One curriculum section: an item of the design system's accordion, showing its topics, points and tags. */
export function CurriculumLesson({ lesson, number, accordion, initiallyOpen }: CurriculumLessonProps) {
  return (
    <li>
      <AccordionItem
        name={accordion}
        open={initiallyOpen}
        title={lesson.title}
        lead={
          <span className={styles.number} aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
        }
        aside={formatDuration(lesson.duration)}
        marker="chevron"
        divided
      >
        <div className={styles.body}>
          <p className={eyebrowClass({ size: 'xs' }, styles.label)}>Topics</p>
          <ul className={rowClass(2)}>
            {lesson.topics.map((topic) => (
              <li key={topic} className={tagClass({ tone: 'muted', size: 'sm' })}>
                {topic}
              </li>
            ))}
          </ul>
          <p className={eyebrowClass({ size: 'xs' }, styles.label)}>What you will do</p>
          <ul className={styles.points}>
            {lesson.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {lesson.tags.length > 0 && (
            <ul className={rowClass(2, styles.tags)} aria-label="Tags">
              {lesson.tags.map((tag) => (
                <li key={tag} className={tagClass({ tone: 'primary', size: 'xs' }, styles.tag)}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </AccordionItem>
    </li>
  );
}
