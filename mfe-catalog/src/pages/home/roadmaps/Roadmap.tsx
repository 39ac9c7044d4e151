import { useCallback, useId, useRef, useSyncExternalStore } from 'react';
import { Link } from '@shared-data/platform/router';
import { type BundleSummary, courseContents, countOf, formatHours } from '@shared-data/rules';
import { getCoursesOfBundle } from '@shared-data/content-catalog';
import { cardClass, gridClass, headingClass, spreadClass, iconCircleClass } from '@shared-data/ui';
import styles from './Roadmaps.module.css';

interface RoadmapProps {
  bundle: BundleSummary;
  /** 1-based position, shown as 01, 02, 03. */
  position: number;
}

/** 'Complete Frontend Development' reads 'Frontend Development' as a roadmap name. */
export const roadmapName = (bundle: Pick<BundleSummary, 'title'>) => bundle.title.replace(/^Complete\s+/, '');

const rowsOf = (list: HTMLOListElement | null) => [
  ...(list?.querySelectorAll<HTMLDetailsElement>(':scope > li > details') ?? []),
];
const everyRowOpen = (list: HTMLOListElement | null) => {
  const rows = rowsOf(list);
  return rows.length > 0 && rows.every((row) => row.open);
};

/**
 * One numbered roadmap: its courses as rows that expand on their own, and an Expand all toggle.
 * Each row is a native `details` (all closed initially), so it opens from the server's HTML, before
 * and without the page's scripts. Expand all needs them: it opens every row, or, when every row is
 * already open, closes them all, reading the rows' state from the page (a visitor may have opened
 * some before the scripts ran), and its words follow the rows however they were opened: the rows
 * are the store its words read (React reads them again once it has hydrated the server's HTML, whose
 * words say Expand all, and on each row's toggle event).
 */
export function Roadmap({ bundle, position }: RoadmapProps) {
  const baseId = useId();
  const rowsRef = useRef<HTMLOListElement>(null);
  const roadmapCourses = getCoursesOfBundle(bundle);
  const rowId = (courseId: string) => `${baseId}-${courseId}`;
  const number = String(position).padStart(2, '0');

  // Every row's toggle event (they do not bubble: heard on their way down to the row).
  const subscribe = useCallback((onToggle: () => void) => {
    const list = rowsRef.current;
    list?.addEventListener('toggle', onToggle, true);
    return () => list?.removeEventListener('toggle', onToggle, true);
  }, []);
  const allOpen = useSyncExternalStore(
    subscribe,
    () => everyRowOpen(rowsRef.current),
    () => false,
  );
  const toggleAll = () => {
    // The rows' own state, however they were opened; their toggle events then update the words.
    const open = !everyRowOpen(rowsRef.current);
    for (const row of rowsOf(rowsRef.current)) row.open = open;
  };

  return (
    <article className={cardClass({}, styles.roadmap)}>
      <header className={styles.roadmapHeader}>
        <div className={styles.roadmapHeading}>
          <h3 className={headingClass('xl', styles.roadmapTitle)}>
            <span className={styles.number}>{number}</span> {roadmapName(bundle)}
          </h3>
          <p className={styles.roadmapMeta}>
            {countOf(roadmapCourses.length, 'course')} · {formatHours(bundle.duration.totalHours)}
          </p>
        </div>
        <button
          type="button"
          className={styles.expandAll}
          aria-expanded={allOpen}
          aria-controls={roadmapCourses.map((course) => rowId(course.id)).join(' ')}
          onClick={toggleAll}
        >
          {allOpen ? 'Collapse all' : 'Expand all'}
          <span className="visually-hidden"> courses of {roadmapName(bundle)}</span>
        </button>
      </header>
      <ol ref={rowsRef} className={gridClass({ gap: 2 }, styles.rows)}>
        {roadmapCourses.map((course, index) => (
          <li key={course.id} className={styles.row}>
            <details id={rowId(course.id)} className={styles.course}>
              <summary className={styles.rowToggle}>
                <span className={iconCircleClass({ size: 'step', tone: 'primary' })} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.rowTitle}>{course.title}</span>
                <span className={styles.rowHours}>{formatHours(course.duration.hours)}</span>
                <svg className={styles.chevron} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                  <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </summary>
              <div className={styles.panel}>
                <p className={styles.panelDescription}>{course.description}</p>
                <ul className={styles.panelPoints}>
                  {course.cardPoints.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <p className={spreadClass(2, styles.panelFooter)}>
                  <span>{courseContents(course.duration).join(' · ')}</span>
                  <Link to={`/courses/${course.slug}`} className={styles.panelLink}>
                    View course<span className="visually-hidden">: {course.title}</span>
                  </Link>
                </p>
              </div>
            </details>
          </li>
        ))}
      </ol>
      <Link to={`/bundles/${bundle.slug}`} className={styles.roadmapLink}>
        See the full {roadmapName(bundle)} learning path
      </Link>
    </article>
  );
}
