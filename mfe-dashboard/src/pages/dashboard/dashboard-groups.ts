import { bundleTotals, coursesInNoBundle, coursesOfBundle } from '@shared-data/rules';
import type { Bundle, BundleDuration, Course } from '@shared-data/rules';

/** One learning path on the dashboard: the bundle, the learner's courses in it and their totals. */
export interface BundleGroupData {
  bundle: Bundle;
  courses: Course[];
  totals: BundleDuration;
  /** For each of its courses that another group shows too, the other groups' titles (by course id). */
  alsoIn: Partial<Record<Course['id'], string[]>>;
}

/** The dashboard's sections, derived from the course list and the bundle list it is given. */
export interface DashboardContent {
  groups: BundleGroupData[];
  /** Courses that belong to no bundle ('Individual Courses'). */
  individualCourses: Course[];
}

/**
 * Groups the courses by bundle (in the bundle's order, only courses present in the list; a bundle
 * with none of them is left out) and collects the courses that belong to no bundle. A course in two
 * paths is shown in both, each group naming the other one.
 */
export function dashboardContent(courseList: readonly Course[], bundleList: readonly Bundle[]): DashboardContent {
  const found = bundleList
    .map((bundle) => {
      const groupCourses = coursesOfBundle(bundle, courseList);
      return { bundle, courses: groupCourses, totals: bundleTotals(groupCourses) };
    })
    .filter((group) => group.courses.length > 0);
  const groups = found.map((group) => ({
    ...group,
    alsoIn: Object.fromEntries(
      group.courses
        .map((course) => {
          const others = found.filter((other) => other !== group && other.courses.includes(course));
          return [course.id, others.map((other) => other.bundle.title)] as const;
        })
        .filter(([, others]) => others.length > 0),
    ),
  }));
  return { groups, individualCourses: coursesInNoBundle(courseList, bundleList) };
}

export interface DashboardSummaryData {
  /** Distinct courses: a course in two learning paths counts once. */
  courses: number;
  learningPaths: number;
  totalHours: number;
  /** The courses shown in more than one learning path (shown in each, counted once). */
  sharedCourses: Course[];
}

/** The summary strip: each course counted once, even when it sits in two learning paths. */
export function dashboardSummary(courseList: readonly Course[], content: DashboardContent): DashboardSummaryData {
  return {
    courses: courseList.length,
    learningPaths: content.groups.length,
    totalHours: bundleTotals(courseList).totalHours,
    sharedCourses: courseList.filter(
      (course) => content.groups.filter((group) => group.courses.includes(course)).length > 1,
    ),
  };
}
