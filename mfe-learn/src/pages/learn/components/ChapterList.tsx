import { DISPLAY_LIMITS, type CurriculumItem } from '@shared-data/rules';
import { ChevronDownIcon, ClockIcon, LockIcon } from '@shared-data/ui';
import { lecturesOf } from '../lectures';
import styles from './ChapterList.module.css';

interface ChapterListProps {
  chapters: readonly CurriculumItem[];
  /** The selected lecture (its locked lesson shows in the player); null while the preview shows. */
  selected: LectureRef | null;
  /** A lecture was chosen: select it (and its section). */
  onLectureClick: (lecture: LectureRef) => void;
}

/** A lecture of the course: its section's id and its place (0-based) among the section's lectures. */
export interface LectureRef {
  chapterId: number;
  index: number;
}

/**
 * The course's chapters, each opening onto its (locked) placeholder lectures. A chapter is a native
 * `details` (chapter 1 open initially), so it opens and closes from the server's HTML, before and
 * without the page's scripts; the browser gives its header the expanded state. Choosing a lecture
 * selects it (and its section), which needs the page's code: a `type="button"` button, whose early clicks are
 * replayed once the page has hydrated.
 */
export function ChapterList({ chapters, selected: selectedLecture, onLectureClick }: ChapterListProps) {
  return (
    <ol className={styles.chapters}>
      {chapters.map((chapter, index) => {
        const selected = selectedLecture?.chapterId === chapter.id;
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
                {lecturesOf(chapter, index + 1).map((lecture, lectureIndex) => {
                  const current = selected && selectedLecture?.index === lectureIndex;
                  return (
                    <li key={lecture.number}>
                      <button
                        type="button"
                        className={styles.lecture}
                        aria-current={current ? 'true' : undefined}
                        onClick={() => onLectureClick({ chapterId: chapter.id, index: lectureIndex })}
                      >
                        <span className={styles.lectureNumber}>{lecture.number}</span>{' '}
                        <span className={styles.lectureText}>
                          <span className={styles.lectureTitle}>{lecture.title}</span>{' '}
                          <span className={styles.enroll}>
                            <LockIcon className={styles.lock} />
                            Enroll to watch
                          </span>
                        </span>{' '}
                        <span className={styles.length}>{DISPLAY_LIMITS.lecturePlaceholderLabel}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
