import { bundleTotals, coursesInNoBundle, coursesOfBundle } from '@shared-data/rules';
import type { Bundle, BundleDuration, Course } from '@shared-data/rules';

/** One learning path on the dashboard: the bundle, the learner's courses in it and their totals. */
export interface BundleGroupData {
  bundle: Bundle;
  courses: Course[];
  totals: BundleDuration;
}

/** The dashboard's sections, derived from the course list and the bundle list it is given. */
export interface DashboardContent {
  groups: BundleGroupData[];
  /** Courses that belong to no bundle ('Individual Courses'). */
  individualCourses: Course[];
}

/**
 * Groups the courses by bundle (in the bundle's order, only courses present in the list; a bundle
 * with none of them is left out) and collects the courses that belong to no bundle.
 */
export function dashboardContent(courseList: readonly Course[], bundleList: readonly Bundle[]): DashboardContent {
  const groups = bundleList
    .map((bundle) => {
      const groupCourses = coursesOfBundle(bundle, courseList);
      return { bundle, courses: groupCourses, totals: bundleTotals(groupCourses) };
    })
    .filter((group) => group.courses.length > 0);
  return { groups, individualCourses: coursesInNoBundle(courseList, bundleList) };
}

export interface DashboardSummaryData {
  courses: number;
  learningPaths: number;
  totalHours: number;
}

/** The summary strip: each course counted once, even when it sits in two learning paths. */
export function dashboardSummary(courseList: readonly Course[], content: DashboardContent): DashboardSummaryData {
  return {
    courses: courseList.length,
    learningPaths: content.groups.length,
    totalHours: bundleTotals(courseList).totalHours,
  };
}
