import { DISPLAY_LIMITS, type CurriculumItem } from '@shared-data/rules';
import { ChevronDownIcon, ClockIcon, LockIcon } from '../../../components/icons';
import styles from './ChapterList.module.css';

interface ChapterListProps {
  chapters: readonly CurriculumItem[];
  /** The selected section (its locked lesson shows in the player); null while the preview shows. */
  selectedId: number | null;
  /** A lecture was chosen: select its section. */
  onLectureClick: (chapterId: number) => void;
}

const LECTURE_NUMBERS = Array.from({ length: DISPLAY_LIMITS.lecturePlaceholders }, (_, index) => index + 1);

/**
 * The course's chapters, each opening onto its (locked) placeholder lectures. A chapter is a native
 * `details` (chapter 1 open initially), so it opens and closes from the server's HTML, before and
 * without the page's scripts; the browser gives its header the expanded state. Choosing a lecture
 * selects the section, which needs the page's code: a `type="button"` button, whose early clicks are
 * replayed once the page has hydrated.
 */
export function ChapterList({ chapters, selectedId, onLectureClick }: ChapterListProps) {
  return (
    <ol className={styles.chapters}>
      {chapters.map((chapter, index) => {
        const selected = selectedId === chapter.id;
        return (
          <li key={chapter.id} className={`${styles.chapter} ${selected ? styles.selected : ''}`}>
            <details className={styles.disclosure} open={chapter.id === DISPLAY_LIMITS.learnInitialChapterId}>
              <summary className={styles.toggle} aria-current={selected ? 'true' : undefined}>
                <h3 className={styles.heading}>
                  <span className={styles.number}>Section {index + 1}</span>{' '}
                  <span className={styles.title}>{chapter.title}</span>{' '}
                  <span className={styles.duration}>
                    <ClockIcon className={styles.clock} />
                    {chapter.duration}
                  </span>
                </h3>
                <ChevronDownIcon className={styles.chevron} />
              </summary>
              <ul className={styles.lectures}>
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
            </details>
          </li>
        );
      })}
    </ol>
  );
}
