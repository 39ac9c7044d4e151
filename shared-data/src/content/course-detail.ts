import type { CourseDetail, CourseId } from '../types/entities';

/**
 * One course's curriculum, projects and questions, loaded on demand: webpack emits a chunk per
 * course, so a page downloads only the course it renders.
 */
export async function loadCourseDetail(id: CourseId): Promise<CourseDetail> {
  const module: { default: CourseDetail } = await import(
    /* webpackChunkName: "course-detail-[request]" */ `./course-details/${id}`
  );
  return module.default;
}
