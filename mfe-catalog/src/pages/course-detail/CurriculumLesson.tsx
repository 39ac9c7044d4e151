import { useId } from 'react';
import type { CurriculumItem } from 'shared-data';
import styles from './CurriculumSection.module.css';

interface CurriculumLessonProps {
  lesson: CurriculumItem;
  number: number;
  open: boolean;
  onToggle: () => void;
}

/** One curriculum section: a heading button that opens its topics, points and tags. */
export function CurriculumLesson({ lesson, number, open, onToggle }: CurriculumLessonProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const panelId = `${baseId}-panel`;
  return (
    <li className={styles.item}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.number} aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
          <span className={styles.titleText}>{lesson.title}</span>
          <span className={styles.duration}>{lesson.duration}</span>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
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
    </li>
  );
}
