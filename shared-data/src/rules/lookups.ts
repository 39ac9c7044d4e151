import type { Bundle, Course } from '../types/entities';
import { courses } from '../content/courses';
import { bundles } from '../content/bundles';
import { coursesOfBundle, findById, findBySlug } from './catalog';

export const getCourseBySlug = (slug: string | undefined): Course | undefined => findBySlug(courses, slug);
export const getCourseById = (id: string | undefined): Course | undefined => findById(courses, id);
export const getBundleBySlug = (slug: string | undefined): Bundle | undefined => findBySlug(bundles, slug);
export const getCoursesOfBundle = (bundle: Bundle): Course[] => coursesOfBundle(bundle, courses);
