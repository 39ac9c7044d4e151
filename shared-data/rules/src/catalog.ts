import type { Bundle, BundleDuration, Course, CourseId, Question, QuestionCard } from './entities';

/** Totals of a set of courses, as a bundle shows them. */
export function bundleTotals(courseList: readonly Pick<Course, 'duration'>[]): BundleDuration {
  return courseList.reduce<BundleDuration>(
    (total, course) => ({
      totalHours: total.totalHours + course.duration.hours,
      totalProjects: total.totalProjects + course.duration.projects,
      totalQuestions: total.totalQuestions + course.duration.questions,
    }),
    { totalHours: 0, totalProjects: 0, totalQuestions: 0 },
  );
}

export function findBySlug<T extends { slug: string }>(items: readonly T[], slug: string | undefined): T | undefined {
  return slug === undefined ? undefined : items.find((item) => item.slug === slug);
}

export function findById<T extends { id: string }>(items: readonly T[], id: string | undefined): T | undefined {
  return id === undefined ? undefined : items.find((item) => item.id === id);
}

/** The courses of a bundle, in the bundle's order. */
export function coursesOfBundle<C extends Pick<Course, 'id'>>(
  bundle: Pick<Bundle, 'courses'>,
  courseList: readonly C[],
): C[] {
  return bundle.courses
    .map((id) => courseList.find((course) => course.id === id))
    .filter((course): course is C => course !== undefined);
}

/** Courses that belong to no bundle. */
export function coursesInNoBundle(
  courseList: readonly Course[],
  bundleList: readonly Pick<Bundle, 'courses'>[],
): Course[] {
  const bundled = new Set<CourseId>(bundleList.flatMap((bundle) => bundle.courses));
  return courseList.filter((course) => !bundled.has(course.id));
}

export const DEFAULT_QUESTION_COURSE = {
  courseTitle: 'DSA Interview Preparation',
  courseSlug: 'data-structures-and-algorithms-interviews',
} as const;

/** Questions as cards, carrying their course (defaults: the DSA interview course). */
export function enrichQuestions(
  questions: readonly Question[],
  course?: Pick<Course, 'title' | 'slug'>,
): QuestionCard[] {
  const courseTitle = course?.title ?? DEFAULT_QUESTION_COURSE.courseTitle;
  const courseSlug = course?.slug ?? DEFAULT_QUESTION_COURSE.courseSlug;
  return questions.map((question) => ({ ...question, courseTitle, courseSlug }));
}
