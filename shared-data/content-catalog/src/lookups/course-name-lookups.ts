import { COURSE_NAMES, type CourseName } from '../course-names';
import { findBySlug } from '@shared-data/rules';

const NAMES: readonly CourseName[] = Object.values(COURSE_NAMES);

/** A course's id, slug and title by its slug, without the catalogue (see content/course-names). */
export const getCourseNameBySlug = (slug: string | undefined): CourseName | undefined => findBySlug(NAMES, slug);
