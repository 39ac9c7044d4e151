import { useId } from 'react';
import { DISPLAY_LIMITS, type CurriculumItem } from 'shared-data';
import { ChevronDownIcon, ClockIcon, LockIcon } from '../../../components/icons';
import type { ChapterSelection } from '../chapter-selection';
import styles from './ChapterList.module.css';

interface ChapterListProps {
  chapters: readonly CurriculumItem[];
  selection: ChapterSelection;
  onChapterClick: (id: number) => void;
  onLectureClick: (chapterId: number) => void;
}

const LECTURE_NUMBERS = Array.from({ length: DISPLAY_LIMITS.lecturePlaceholders }, (_, index) => index + 1);

/** The course's chapters, each opening onto its (locked) placeholder lectures. */
export function ChapterList({ chapters, selection, onChapterClick, onLectureClick }: ChapterListProps) {
  const baseId = useId();
  return (
    <ol className={styles.chapters}>
      {chapters.map((chapter, index) => {
        const expanded = selection.expandedIds.has(chapter.id);
        const selected = selection.selectedId === chapter.id;
        const lecturesId = `${baseId}-chapter-${chapter.id}`;
        return (
          <li key={chapter.id} className={`${styles.chapter} ${selected ? styles.selected : ''}`}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={lecturesId}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onChapterClick(chapter.id)}
              >
                <span className={styles.number}>Section {index + 1}</span>{' '}
                <span className={styles.title}>{chapter.title}</span>{' '}
                <span className={styles.duration}>
                  <ClockIcon className={styles.clock} />
                  {chapter.duration}
                </span>
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </h3>
            <ul id={lecturesId} className={styles.lectures} hidden={!expanded}>
              {LECTURE_NUMBERS.map((number) => (
                <li key={number}>
                  <button type="button" className={styles.lecture} onClick={() => onLectureClick(chapter.id)}>
                    <LockIcon className={styles.lock} />
                    <span className={styles.lectureText}>
                      <span className={styles.lectureTitle}>
                        Lecture {index + 1}.{number}
                      </span>{' '}
                      <span className={styles.enroll}>Enroll to watch</span>
                    </span>{' '}
                    <span className={styles.length}>{DISPLAY_LIMITS.lecturePlaceholderLabel}</span>
                  </button>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
