import { useId } from 'react';
import { Link } from 'shared-data/router';
import { getCoursesOfBundle, type BundleSummary, courseContents, countOf } from 'shared-data';
import { useExpandableRows } from './use-expandable-rows';
import styles from './Roadmaps.module.css';

interface RoadmapProps {
  bundle: BundleSummary;
  /** 1-based position, shown as 01, 02, 03. */
  position: number;
}

/** 'Complete Frontend Development' reads 'Frontend Development' as a roadmap name. */
export const roadmapName = (bundle: Pick<BundleSummary, 'title'>) => bundle.title.replace(/^Complete\s+/, '');

/** One numbered roadmap: its courses as rows that expand on their own, and an Expand all toggle. */
export function Roadmap({ bundle, position }: RoadmapProps) {
  const baseId = useId();
  const roadmapCourses = getCoursesOfBundle(bundle);
  const rows = useExpandableRows(roadmapCourses.map((course) => course.id));
  const panelId = (courseId: string) => `${baseId}-${courseId}-panel`;
  const number = String(position).padStart(2, '0');
  return (
    <article className={styles.roadmap}>
      <header className={styles.roadmapHeader}>
        <h3 className={styles.roadmapTitle}>
          <span className={styles.number}>{number}</span> {roadmapName(bundle)}
        </h3>
        <p className={styles.roadmapMeta}>
          {countOf(roadmapCourses.length, 'course')} · {countOf(bundle.duration.totalHours, 'hour')}
        </p>
        <button
          type="button"
          className={styles.expandAll}
          aria-expanded={rows.allOpen}
          aria-controls={roadmapCourses.map((course) => panelId(course.id)).join(' ')}
          onClick={rows.toggleAll}
        >
          {rows.allOpen ? 'Collapse all' : 'Expand all'}
          <span className="visually-hidden"> courses of {roadmapName(bundle)}</span>
        </button>
      </header>
      <ol className={styles.rows}>
        {roadmapCourses.map((course, index) => {
          const open = rows.isOpen(course.id);
          return (
            <li key={course.id} className={styles.row}>
              <button
                type="button"
                className={styles.rowToggle}
                aria-expanded={open}
                aria-controls={panelId(course.id)}
                onClick={() => rows.toggle(course.id)}
              >
                <span className={styles.step} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.rowTitle}>{course.title}</span>
                <span className={styles.rowHours}>{course.duration.hours}h</span>
                <svg className={styles.chevron} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                  <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
              <div id={panelId(course.id)} className={styles.panel} hidden={!open}>
                <p className={styles.panelDescription}>{course.description}</p>
                <ul className={styles.panelPoints}>
                  {course.cardPoints.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <p className={styles.panelFooter}>
                  <span>{courseContents(course.duration).join(' · ')}</span>
                  <Link to={`/courses/${course.slug}`} className={styles.panelLink}>
                    View course<span className="visually-hidden">: {course.title}</span>
                  </Link>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <Link to={`/bundles/${bundle.slug}`} className={styles.roadmapLink}>
        See the full {roadmapName(bundle)} roadmap
      </Link>
    </article>
  );
}
