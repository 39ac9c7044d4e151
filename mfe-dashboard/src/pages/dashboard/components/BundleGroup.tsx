import { countOf } from '@shared-data/rules';
import { Badge, IconCircle, ChevronDownIcon, headingClass } from '@shared-data/ui';
import { useId } from 'react';
import type { BundleGroupData } from '../dashboard-groups';
import { CourseGrid } from './CourseGrid';
import styles from './BundleGroup.module.css';

/**
 * A learning path as a collapsible group of course cards, expanded when the page opens: a native
 * `details` whose `summary` is the group's header, so it collapses and expands from the server's
 * HTML, before and without the page's scripts (the browser gives the header its expanded state).
 * The header is not a card (the course cards below it are): its h2 is the path's title alone, the
 * path's figures beside it.
 */
export function BundleGroup({ group, first = false }: { group: BundleGroupData; first?: boolean }) {
  const { bundle, courses, totals, alsoIn } = group;
  const titleId = useId();
  const figures = [
    countOf(totals.totalHours, 'hour'),
    countOf(courses.length, 'course'),
    ...(totals.totalProjects > 0 ? [countOf(totals.totalProjects, 'project')] : []),
    ...(totals.totalQuestions > 0 ? [countOf(totals.totalQuestions, 'question')] : []),
  ];
  return (
    <details className={styles.group} open>
      <summary className={styles.toggle}>
        <img className={styles.thumb} src={bundle.imageUrl} alt="" width={640} height={360} />
        <Badge className={styles.eyebrow}>Learning path</Badge>{' '}
        <h2 id={titleId} className={headingClass('xl', styles.title)}>
          {bundle.title}
        </h2>{' '}
        <span className={styles.meta}>
          {figures.map((figure) => (
            <span key={figure} className={styles.metaItem}>
              {figure}{' '}
            </span>
          ))}
        </span>
        <IconCircle size="small" className={styles.chevronCircle}>
          <ChevronDownIcon className={styles.chevron} width="1em" height="1em" />
        </IconCircle>
      </summary>
      <div role="region" aria-labelledby={titleId} className={styles.panel}>
        <CourseGrid courses={courses} alsoIn={alsoIn} first={first} />
      </div>
    </details>
  );
}
