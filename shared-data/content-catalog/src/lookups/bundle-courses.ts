import type { Bundle, CourseSummary } from '@shared-data/rules';
import { courseSummaries } from '../course-summaries';
import { coursesOfBundle } from '@shared-data/rules';

/** A learning path's courses as its cards and lists show them (summaries: cards never need more). */
export const getCoursesOfBundle = (bundle: Pick<Bundle, 'courses'>): CourseSummary[] =>
  coursesOfBundle(bundle, courseSummaries);
