import type { Course } from '@shared-data/rules';
import { courses } from '../courses';
import { findById, findBySlug } from '@shared-data/rules';

// Bundles by slug are in bundle-lookups.ts and a bundle's courses in bundle-courses.ts: a page
// that does not look courses up (the home page) then does not carry their full content, nor a part
// that only looks courses up (the shell's pages) the bundles'. (webpack ships a module whole with
// every export its part uses on any page.)

export const getCourseBySlug = (slug: string | undefined): Course | undefined => findBySlug(courses, slug);
export const getCourseById = (id: string | undefined): Course | undefined => findById(courses, id);
