import { useMemo } from 'react';
import type { Bundle, Course } from '@shared-data/rules';
import { dashboardContent, dashboardSummary } from './dashboard-groups';
import { DashboardHeader } from './components/DashboardHeader';
import { DashboardSummary } from './components/DashboardSummary';
import { BundleGroup } from './components/BundleGroup';
import { IndividualCourses } from './components/IndividualCourses';
import { EmptyDashboard } from './components/EmptyDashboard';
import styles from './CourseDashboard.module.css';
import { containerClass, stackClass } from '@shared-data/ui';

export interface CourseDashboardProps {
  /** The learner's courses. */
  courses: readonly Course[];
  /** The learning paths the courses are grouped by. */
  bundles: readonly Bundle[];
}

/** The learner's courses: grouped by learning path, then those in no path, or an empty state. */
export function CourseDashboard({ courses, bundles }: CourseDashboardProps) {
  const content = useMemo(() => dashboardContent(courses, bundles), [courses, bundles]);
  const summary = useMemo(() => dashboardSummary(courses, content), [courses, content]);
  return (
    <div className={styles.page}>
      <div className={containerClass(styles.inner)}>
        <DashboardHeader courseCount={summary.courses} />
        {courses.length === 0 ? (
          <EmptyDashboard />
        ) : (
          <>
            <DashboardSummary summary={summary} />
            {content.groups.length > 0 && (
              <div className={stackClass(4, styles.groups)}>
                {content.groups.map((group, index) => (
                  <BundleGroup key={group.bundle.id} group={group} first={index === 0} />
                ))}
              </div>
            )}
            {content.individualCourses.length > 0 && (
              <IndividualCourses courses={content.individualCourses} first={content.groups.length === 0} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
