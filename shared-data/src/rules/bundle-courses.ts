import type { Bundle, CourseSummary } from '../types/entities';
import { courseSummaries } from '../content/course-summaries';
import { coursesOfBundle } from './catalog';

/** A learning path's courses as its cards and lists show them (summaries: cards never need more). */
export const getCoursesOfBundle = (bundle: Pick<Bundle, 'courses'>): CourseSummary[] =>
  coursesOfBundle(bundle, courseSummaries);
