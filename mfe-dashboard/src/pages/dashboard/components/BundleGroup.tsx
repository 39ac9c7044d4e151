import { countOf } from 'shared-data';
import { useId } from 'react';
import type { BundleGroupData } from '../dashboard-groups';
import { useDisclosure } from '../hooks/use-disclosure';
import { BookIcon, ChevronIcon, ClockIcon, ProjectIcon, QuestionIcon } from './icons';
import { CourseGrid } from './CourseGrid';
import styles from './BundleGroup.module.css';

/** A learning path as a collapsible group of course cards; expanded when the page opens. */
export function BundleGroup({ group }: { group: BundleGroupData }) {
  const { bundle, courses, totals } = group;
  const { expanded, buttonProps, regionProps } = useDisclosure(true);
  const titleId = useId();
  return (
    <section className={styles.group}>
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} {...buttonProps}>
          <img className={styles.thumb} src={bundle.imageUrl} alt="" width={640} height={360} />
          <span className={styles.text}>
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
          </span>
          <span className={styles.chevronWrap}>
            <ChevronIcon className={expanded ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} />
          </span>
        </button>
      </h2>
      <div {...regionProps} aria-labelledby={titleId} className={styles.panel}>
        <CourseGrid courses={courses} />
      </div>
    </section>
  );
}
