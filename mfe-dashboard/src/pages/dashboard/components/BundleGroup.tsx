import { countOf } from '@shared-data/rules';
import { IconCircle, cardClass } from '@shared-data/ui';
import { useId } from 'react';
import type { BundleGroupData } from '../dashboard-groups';
import { BookIcon, ChevronIcon, ClockIcon, ProjectIcon, QuestionIcon } from './icons';
import { CourseGrid } from './CourseGrid';
import styles from './BundleGroup.module.css';

/**
 * A learning path as a collapsible group of course cards, expanded when the page opens: a native
 * `details` (the design system's Card, its header and panel padding themselves) whose `summary` is the group's header (heading, totals, chevron), so it collapses and
 * expands from the server's HTML, before and without the page's scripts; the browser gives the
 * header its expanded state.
 */
export function BundleGroup({ group, first = false }: { group: BundleGroupData; first?: boolean }) {
  const { bundle, courses, totals } = group;
  const titleId = useId();
  return (
    <details className={cardClass({ flush: true }, styles.group)} open>
      <summary className={styles.toggle}>
        <img className={styles.thumb} src={bundle.imageUrl} alt="" width={640} height={360} />
        <h2 className={styles.text}>
          <span className={styles.eyebrow}>Learning path</span>{' '}
          <span id={titleId} className={styles.title}>
            {bundle.title}
          </span>{' '}
          <span className={styles.meta}>
            <span className={styles.metaItem}>
              <ClockIcon className={styles.metaIcon} />
              {countOf(totals.totalHours, 'hour')}
            </span>{' '}
            <span className={styles.metaItem}>
              <BookIcon className={styles.metaIcon} />
              {countOf(courses.length, 'course')}
            </span>{' '}
            {totals.totalProjects > 0 && (
              <span className={styles.metaItem}>
                <ProjectIcon className={styles.metaIcon} />
                {countOf(totals.totalProjects, 'project')}
              </span>
            )}
            {totals.totalQuestions > 0 && (
              <>
                {' '}
                <span className={styles.metaItem}>
                  <QuestionIcon className={styles.metaIcon} />
                  {countOf(totals.totalQuestions, 'question')}
                </span>
              </>
            )}
          </span>
        </h2>
        <IconCircle size="small">
          <ChevronIcon className={styles.chevron} />
        </IconCircle>
      </summary>
      <div role="region" aria-labelledby={titleId} className={styles.panel}>
        <CourseGrid courses={courses} first={first} />
      </div>
    </details>
  );
}
