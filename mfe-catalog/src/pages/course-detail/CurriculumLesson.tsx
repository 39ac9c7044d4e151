import type { CurriculumItem } from '@shared-data/rules';
import styles from './CurriculumSection.module.css';

interface CurriculumLessonProps {
  lesson: CurriculumItem;
  number: number;
  /** The `name` every section of the curriculum shares: one of them open at a time. */
  accordion: string;
  initiallyOpen: boolean;
}

/** One curriculum section: a disclosure whose summary holds its heading, showing its topics, points and tags. */
export function CurriculumLesson({ lesson, number, accordion, initiallyOpen }: CurriculumLessonProps) {
  return (
    <li className={styles.item}>
      <details className={styles.lesson} name={accordion} open={initiallyOpen}>
        <summary className={styles.trigger}>
          <span className={styles.number} aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
          <h3 className={styles.heading}>{lesson.title}</h3>
          <span className={styles.duration}>{lesson.duration}</span>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div className={styles.panel}>
          <p className={styles.label}>Topics</p>
          <ul className={styles.topics}>
            {lesson.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
          <p className={styles.label}>What you will do</p>
          <ul className={styles.points}>
            {lesson.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {lesson.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {lesson.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </div>
      </details>
    </li>
  );
}
