import type { Bundle, Course } from '../types/entities';
import { courses } from '../content/courses';
import { coursesOfBundle, findById, findBySlug } from './catalog';

// Bundles by slug are in bundle-lookups.ts: a part that only looks courses up (the shell's pages)
// then does not carry the bundles' content.

export const getCourseBySlug = (slug: string | undefined): Course | undefined => findBySlug(courses, slug);
export const getCourseById = (id: string | undefined): Course | undefined => findById(courses, id);
export const getCoursesOfBundle = (bundle: Bundle): Course[] => coursesOfBundle(bundle, courses);
